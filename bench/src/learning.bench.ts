// Learning each chat's layout: a generated channel whose layout is drawn at random each run
// (labels, emoji, separators, line order, figure styles, optional lines: nothing the generic
// reader's rules were written for) calls 200 tokens; half of them a known channel (one the
// generic reader reads) called first. The generated channel's messages are read as the extractor
// reads them: the generic reader, weighed against the layout learned from the known tokens
// (a message the generic reader finds no token in, not at all: it is no alert).
// Prints, per run, symbol and market cap right on the messages after the first 20 known tokens
// (goal: 98 %), beside the generic reader alone, and the CPU time reading a message with the
// layout takes (learning included). Figures only, never an assertion.
//   npm run -s -w @solana-hub/bench learning [-- runs [seed]]
import bs58 from 'bs58';
import { applyLesson, readAlert, readWithChatLayout, type KnownTokenValues, type LayoutRuleCounts } from '@solana-hub/extraction';
import { printTable } from './figures.js';

const TOKENS = 200;
const LEARNING_TOKENS = 20;
const GOAL = 0.98;

/** mulberry32: a small seeded generator, so a run's layout can be drawn again from its seed. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const chance = (random: Random, share: number) => random() < share;

const EMOJI = ['☄️', '🦑', '🧿', '🪬', '🛸', '🍄', '🧊', '🪐', '🦩', '🎯', '🧬', '🪙', '🌵', '🦀', '🫧', '🏺', '🪁', '⚗️', '🔮', '🐙', ''];
const SEPARATORS = [':', ' :', ' -', ' »', ' =', ' ⟫', ' ~', ' →', ' |', ' ::', ' >>', ' ≈', ' ·', ''];
const SYLLABLES = ['zor', 'vak', 'kt', 'blu', 'mex', 'qi', 'dra', 'nok', 'pel', 'shu', 'tri', 'wo', 'yx', 'gan', 'fir', 'lum'];

function word(random: Random, syllables = 1 + Math.floor(random() * 2)): string {
  return Array.from({ length: syllables }, () => pick(random, SYLLABLES)).join('');
}

function label(random: Random): string {
  const text = word(random);
  const styled = pick(random, [text, text.toUpperCase(), text[0]?.toUpperCase() + text.slice(1)]);
  return `${pick(random, EMOJI)} ${styled}${pick(random, SEPARATORS)} `.trimStart();
}

/** How a channel writes a dollar figure: the text, and the dollars it states (rounded as written). */
type FigureStyle = (dollars: number) => { text: string; dollars: number };
function short(dollars: number, digits: number): { text: string; dollars: number } {
  const [unit, scale] = dollars >= 1e6 ? ['M', 1e6] : ['K', 1e3];
  const written = (dollars / scale).toFixed(digits);
  return { text: `${written}${unit}`, dollars: Math.round(Number(written) * scale * 100) / 100 };
}
const whole = (dollars: number) => ({ text: Math.round(dollars).toLocaleString('en-US'), dollars: Math.round(dollars) });
const styled = (figure: { text: string; dollars: number }, text: (written: string) => string) => ({ ...figure, text: text(figure.text) });
const FIGURE_STYLES: readonly FigureStyle[] = [
  (d) => styled(short(d, 1), (t) => `$${t}`),
  (d) => short(d, 2),
  (d) => styled(whole(d), (t) => `$${t}`),
  (d) => whole(d),
  (d) => styled(short(d, 2), (t) => t.replace('M', ' million').replace('K', ' thousand')),
  (d) => styled(short(d, 1), (t) => `$${t.toLowerCase()}`),
  (d) => styled(short(d, 1), (t) => `${t} USD`),
  (d) => styled(short(d, 2), (t) => `${t}$`),
];

interface Token {
  address: string;
  name: string;
  symbol: string;
  marketCap: number;
}

/** What the generated channel stated in one message: the truth its reading is scored on. */
interface Post {
  text: string;
  symbol: string;
  marketCap: number;
}

/** A layout drawn at random: the channel writes every token with it. */
function drawLayout(random: Random): (token: Token, random: Random) => Post {
  const figure = pick(random, FIGURE_STYLES);
  const symbolStyle = pick(random, [
    (s: string) => s,
    (s: string) => `$${s}`,
    (s: string) => `#${s}`,
    (s: string) => `(${s})`,
    (s: string) => `[${s}]`,
  ]);
  const together = chance(random, 0.5);
  const symbolFirst = chance(random, 0.5);
  const joiner = pick(random, [' | ', ' · ', ' / ', ' — ', ' ', ' :: ']);
  const [nameLabel, symbolLabel, capLabel, addressLabel, volumeLabel, holdersLabel] = Array.from({ length: 6 }, () => label(random));
  const history = chance(random, 0.3) ? pick(random, [' ↗️ ', ' → ', ' to ', ' ⇗ ']) : null;
  const order = ['identity', 'address', 'cap', 'volume', 'holders', 'note'].sort(() => random() - 0.5);
  const noteWords = Array.from({ length: 4 }, () => word(random, 2));
  return (token, post) => {
    const capFigure = figure(token.marketCap);
    const lines: Record<string, string | null> = {
      identity: together
        ? `${pick(post, EMOJI)} ${symbolFirst ? `${token.name}${joiner}${symbolStyle(token.symbol)}` : `${symbolStyle(token.symbol)}${joiner}${token.name}`}`
        : `${nameLabel}${token.name}\n${symbolLabel}${symbolStyle(token.symbol)}`,
      address: `${addressLabel}${token.address}`,
      cap: `${capLabel}${history ? `${figure(token.marketCap * (0.2 + post() * 0.6)).text}${history}` : ''}${capFigure.text}`,
      volume: `${volumeLabel}${figure(1_000 + post() * 400_000).text}`,
      // Lines a channel writes only now and then shift the others.
      holders: chance(post, 0.6) ? `${holdersLabel}${Math.floor(post() * 3_000)}` : null,
      note: chance(post, 0.4) ? `${noteWords.join(' ')} ${Math.floor(post() * 90)}x` : null,
    };
    const text = order
      .map((key) => lines[key])
      .filter((line): line is string => line !== null)
      .join('\n');
    return { text, symbol: token.symbol, marketCap: capFigure.dollars };
  };
}

function drawToken(random: Random): Token {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const symbol = Array.from({ length: 3 + Math.floor(random() * 4) }, () => pick(random, [...letters])).join('');
  const name = `${word(random, 2)} ${word(random)}`.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
  const address = `${bs58.encode(Uint8Array.from({ length: 32 }, () => Math.floor(random() * 256))).slice(0, 40)}pump`;
  return { address, name, symbol, marketCap: Math.round(10_000 + random() ** 2 * 5_000_000) };
}

/** A channel the generic reader reads: the known values come from its alerts, as in the extractor. */
function knownPost(token: Token, marketCap: number): string {
  return `🚀 ${token.name} ($${token.symbol})\nCA: ${token.address}\nMC: $${Math.round(marketCap).toLocaleString('en-US')}`;
}

function knownValues(text: string): KnownTokenValues {
  const alert = readAlert(text, [], []);
  return { name: alert.token?.name ?? null, symbol: alert.token?.symbol ?? null, marketCap: alert.marketCap };
}

interface Score {
  messages: number;
  symbol: number;
  marketCap: number;
  genericSymbol: number;
  genericMarketCap: number;
  /** CPU microseconds spent in readWithChatLayout over the run's messages (the extractor's main thread does this per message) */
  readingCpu: number;
  read: number;
  /** messages the generic reader found no token in, which the extractor does not read */
  tokenless: number;
}

function run(seed: number): Score {
  const random = generator(seed);
  const layout = drawLayout(random);
  const tokens = Array.from({ length: TOKENS }, () => drawToken(random));
  const known = new Set(tokens.filter(() => chance(random, 0.5)).map((token) => token.address));
  const score: Score = {
    messages: 0,
    symbol: 0,
    marketCap: 0,
    genericSymbol: 0,
    genericMarketCap: 0,
    readingCpu: 0,
    read: 0,
    tokenless: 0,
  };
  let rules: LayoutRuleCounts[] = [];
  let knownSeen = 0;
  for (const token of tokens) {
    // The known channel called it a little earlier, at a slightly different market cap.
    const values = known.has(token.address) ? knownValues(knownPost(token, token.marketCap * (0.9 + random() * 0.2))) : null;
    const post = layout(token, random);
    const alert = readAlert(post.text, [], []);
    // A message the generic reader finds no token in is no alert: the extractor neither reads
    // it with the layout nor learns from it (a drawn address may not be one: 33 bytes).
    if (alert.token === null) {
      score.tokenless += 1;
      continue;
    }
    const generic = { name: alert.token?.name ?? null, symbol: alert.token?.symbol ?? null, marketCap: alert.marketCap };
    const cpuAtStart = process.cpuUsage();
    const read = readWithChatLayout({
      text: post.text,
      address: alert.token?.address ?? null,
      generic,
      known: values,
      rules,
      enabled: true,
    });
    const cpu = process.cpuUsage(cpuAtStart);
    score.readingCpu += cpu.user + cpu.system;
    score.read += 1;
    rules = applyLesson(rules, read.lesson);
    if (knownSeen >= LEARNING_TOKENS) {
      score.messages += 1;
      score.symbol += Number(read.fields.symbol === post.symbol);
      score.marketCap += Number(read.fields.marketCap !== null && Math.abs(read.fields.marketCap - post.marketCap) < 0.005);
      score.genericSymbol += Number(generic.symbol === post.symbol);
      score.genericMarketCap += Number(generic.marketCap !== null && Math.abs(generic.marketCap - post.marketCap) < 0.005);
    }
    if (values !== null) knownSeen += 1;
  }
  return score;
}

const percent = (count: number, of: number) => `${((count / of) * 100).toFixed(1)} %`;
const runs = Number(process.argv[2] ?? 10);
const firstSeed = Number(process.argv[3] ?? Date.now() % 1_000_000);
console.log(
  `learning: ${TOKENS} tokens, half first called by a known channel; scored after the first ${LEARNING_TOKENS} known tokens (goal ${GOAL * 100} %)`,
);
let worstSymbol = 1;
let worstCap = 1;
for (let index = 0; index < runs; index += 1) {
  const seed = firstSeed + index;
  const score = run(seed);
  worstSymbol = Math.min(worstSymbol, score.symbol / score.messages);
  worstCap = Math.min(worstCap, score.marketCap / score.messages);
  printTable([
    [
      `seed ${seed}`,
      `${score.messages} messages: symbol ${percent(score.symbol, score.messages)}, market cap ${percent(score.marketCap, score.messages)} ` +
        `(generic reader alone: ${percent(score.genericSymbol, score.messages)}, ${percent(score.genericMarketCap, score.messages)}); ` +
        `reading with the layout ${Math.round(score.readingCpu / score.read)} µs of CPU per message; ` +
        `${score.tokenless} of ${TOKENS} with no token (not alerts)`,
    ],
  ]);
}
console.log(`worst of ${runs} runs: symbol ${(worstSymbol * 100).toFixed(1)} %, market cap ${(worstCap * 100).toFixed(1)} %`);
