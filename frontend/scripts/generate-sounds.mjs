// Writes the two alert sounds the app serves (public/sounds/*.wav): short sine chimes with a
// soft attack and an exponential fade. Run once with `node scripts/generate-sounds.mjs`; the
// WAV files are committed, so the build never needs this script.
import { mkdirSync, writeFileSync } from 'node:fs';

const SAMPLE_RATE = 22_050;

/** A new token: a bright rising two-note chime (E5 then B5). */
const newToken = [
  { frequency: 659.25, start: 0, length: 0.22 },
  { frequency: 987.77, start: 0.11, length: 0.34 },
];

/** Another alert for a known token: one soft, short note (A5). */
const update = [{ frequency: 880, start: 0, length: 0.2 }];

function render(notes, volume) {
  const seconds = Math.max(...notes.map((note) => note.start + note.length));
  const samples = new Float32Array(Math.ceil(seconds * SAMPLE_RATE));
  for (const note of notes) {
    const first = Math.floor(note.start * SAMPLE_RATE);
    const count = Math.floor(note.length * SAMPLE_RATE);
    for (let i = 0; i < count; i += 1) {
      const time = i / SAMPLE_RATE;
      const attack = Math.min(1, time / 0.008);
      const fade = Math.exp((-6 * time) / note.length);
      // A quiet octave overtone makes it a chime rather than a beep.
      const tone = Math.sin(2 * Math.PI * note.frequency * time) + 0.25 * Math.sin(4 * Math.PI * note.frequency * time);
      samples[first + i] += (volume * attack * fade * tone) / 1.25;
    }
  }
  return samples;
}

/** 16-bit mono PCM WAV. */
function wav(samples) {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((sample, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, sample)) * 32_767), i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const directory = new URL('../public/sounds/', import.meta.url);
mkdirSync(directory, { recursive: true });
writeFileSync(new URL('new-token.wav', directory), wav(render(newToken, 0.5)));
writeFileSync(new URL('update.wav', directory), wav(render(update, 0.35)));
console.log('wrote public/sounds/new-token.wav and public/sounds/update.wav');
