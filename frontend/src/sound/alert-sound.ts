import { useSyncExternalStore } from 'react';
import { browserStorage, createStoredSetting } from '../shell/stored-setting';
import { parseSoundMuted, SOUND_MUTED_STORAGE_KEY } from './sound-preference';

/** The two alert sounds, static files (public/sounds/, made by scripts/generate-sounds.mjs). */
export type AlertSound = 'new-token' | 'update';

const soundMuted = createStoredSetting(SOUND_MUTED_STORAGE_KEY, parseSoundMuted, browserStorage());
const players = new Map<AlertSound, HTMLAudioElement>();

function player(sound: AlertSound): HTMLAudioElement {
  let audio = players.get(sound);
  if (!audio) {
    audio = new Audio(`/sounds/${sound}.wav`);
    players.set(sound, audio);
  }
  return audio;
}

/** Plays a live-feed sound unless muted; a burst of alerts restarts it rather than piling up. */
export function playAlertSound(sound: AlertSound): void {
  if (soundMuted.get()) return;
  const audio = player(sound);
  audio.currentTime = 0;
  // Browsers refuse to play before the user has touched the page (autoplay policy); the alert's
  // toast still shows, so a refused sound is nothing to report.
  audio.play().catch(() => undefined);
}

/** Whether sounds are muted, and the switch; the choice survives a reload. */
export function useSoundMuted(): { muted: boolean; setMuted: (muted: boolean) => void } {
  const muted = useSyncExternalStore(soundMuted.subscribe, soundMuted.get);
  return { muted, setMuted: soundMuted.set };
}
