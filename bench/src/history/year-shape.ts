// The shape of a year of a busy hub, drawn once in memory before anything is written: which
// token each message names, in which chat, when, and at what market cap. Typed arrays, so five
// million messages fit in some 150 MB and sort in a second.
import { demoAlerts } from '@solana-hub/demo-alerts';
import { randomSequence } from '@solana-hub/testing';

export const DAY_MS = 86_400_000;
const HOUR_S = 3_600;
const YEAR_S = 365 * 24 * HOUR_S;

export interface YearSize {
  messages: number;
  chats: number;
  /** 150,000 for five million messages: three tokens per hundred messages. */
  tokens: number;
  /**
   * Follow-ups given to the biggest token on top of its own: a runner as big as the year's (some
   * 110,000 messages) in a smaller, quicker year, for the reads whose cost grows with one token.
   */
  runner: number;
}

export function yearSize(messages: number, chats = 40, runner = 0): YearSize {
  return { messages, chats, tokens: Math.max(10, Math.round(messages * 0.03)), runner };
}

export interface Chat {
  chatId: string;
  title: string;
  /** The template its messages match: one per chat, as a bot posts one layout. */
  messageType: string;
  /** Its share of the calls; a few chats carry most of them. */
  weight: number;
}

export interface Token {
  address: string;
  name: string;
  symbol: string;
  /** Seconds since the epoch of its first call. */
  launchedAt: number;
  startCap: number;
  /** Its peak over the start, and when (seconds after the launch). */
  peakMultiple: number;
  peakAfter: number;
  /** How long its market cap takes to fall by e after the peak, in seconds. */
  decay: number;
}

/** The messages, in time order: index i of each array is the i-th message (messages.id i + 1). */
export interface Year {
  size: YearSize;
  /** The year ends here (seconds since the epoch): the bench's "now". */
  endsAt: number;
  chats: Chat[];
  tokens: Token[];
  /** Seconds since the epoch (Telegram's dates are whole seconds). */
  at: Float64Array;
  chat: Uint8Array;
  /** Index into tokens; -1 for a message naming none. */
  token: Int32Array;
  /** The market cap the message states; NaN for none. */
  marketCap: Float64Array;
  /** Its message id in its chat, increasing with time. */
  messageId: Uint32Array;
}

/** The templates' message types, one per demo chat. */
const MESSAGE_TYPES = [...new Set(demoAlerts.map((alert) => alert.expected.messageType))];
const SYLLABLES =
  'mo on ka ba zu pe gi ro sa chi ne la do ti wu fa re mi ko pa bo lu ze da yo ga ri nu sho ke ma ju ta po hi me ru go bi na'.split(' ');
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** Share of messages that name no token (a bot's digest, a chat's own notes). */
const TOKENLESS_SHARE = 0.03;
/** Share of a token's messages stating a market cap. */
const STATED_CAP_SHARE = 0.85;

type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const exponential = (random: Random, mean: number) => -Math.log(1 - random()) * mean;
const normal = (random: Random) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

/** How busy the hour is: quiet nights (01-07 UTC), a busy US afternoon, one day in ten a frenzy. */
function busyness(at: number, frenzyDays: Uint8Array): number {
  const hour = Math.floor(at / HOUR_S) % 24;
  const day = Math.floor(at / (24 * HOUR_S));
  const ofHour = hour >= 1 && hour < 7 ? 0.15 : hour >= 14 && hour < 21 ? 1.5 : 1;
  const weekend = (day + 4) % 7 >= 5 ? 0.8 : 1; // 1970-01-01 was a Thursday
  return ofHour * weekend * (frenzyDays[day % frenzyDays.length] ? 3 : 1);
}

/** A time in the year drawn by its busyness (rejection sampling; the highest busyness is 4.5). */
function busyTime(random: Random, startsAt: number, frenzyDays: Uint8Array): number {
  for (;;) {
    const at = startsAt + Math.floor(random() * YEAR_S);
    if (random() * 4.5 < busyness(at, frenzyDays)) return at;
  }
}

function makeChats(random: Random, count: number): Chat[] {
  return Array.from({ length: count }, (_, index) => ({
    chatId: `-100${String(2_100_000_000 + index * 7_919).padStart(10, '0')}`,
    title: `${pick(random, ['Alpha', 'Degen', 'Gem', 'Whale', 'Trench', 'Moon', 'Sniper', 'Insider'])} ${pick(random, ['Calls', 'Alerts', 'Radar', 'Signals', 'Club', 'Hunters'])} ${index + 1}`,
    messageType: MESSAGE_TYPES[index % MESSAGE_TYPES.length] as string,
    // Zipf: the busiest chat has a quarter of the calls, the quietest under 1 %.
    weight: 1 / (index + 1) ** 1.1,
  }));
}

function makeToken(random: Random, launchedAt: number): Token {
  const syllables = 2 + Math.floor(random() * 2);
  let word = '';
  for (let s = 0; s < syllables; s += 1) word += pick(random, SYLLABLES);
  const name =
    `${word[0]?.toUpperCase()}${word.slice(1)} ${pick(random, ['Cat', 'Dog', 'Frog', 'Inu', 'AI', 'Coin', 'Pepe', 'Moon', ''])}`.trim();
  let address = '';
  for (let c = 0; c < 40; c += 1) address += BASE58[Math.floor(random() * 58)];
  return {
    address: `${address}pump`,
    name,
    symbol: word.toUpperCase().slice(0, 6),
    launchedAt,
    startCap: Math.exp(Math.log(30_000) + normal(random) * 0.8),
    peakMultiple: Math.max(0.3, Math.exp(0.4 + normal(random))),
    peakAfter: exponential(random, 3 * HOUR_S),
    decay: exponential(random, 24 * HOUR_S) + HOUR_S,
  };
}

/** The market cap a message states at `at` (seconds): up to the peak, then decaying, with noise. */
function capAt(random: Random, token: Token, at: number): number {
  const since = at - token.launchedAt;
  const shape =
    since <= token.peakAfter
      ? 1 + (token.peakMultiple - 1) * (since / Math.max(token.peakAfter, 1))
      : Math.max(0.02, token.peakMultiple * Math.exp(-(since - token.peakAfter) / token.decay));
  return Math.round(token.startCap * shape * Math.exp(normal(random) * 0.1));
}

/** Distinct chats by weight (without replacement). */
function callers(random: Random, chats: readonly Chat[], count: number): number[] {
  const chosen: number[] = [];
  const left = chats.map((chat, index) => ({ index, weight: chat.weight }));
  while (chosen.length < count && left.length > 0) {
    let draw = random() * left.reduce((sum, chat) => sum + chat.weight, 0);
    const at = left.findIndex((chat) => (draw -= chat.weight) <= 0);
    const [taken] = left.splice(at === -1 ? left.length - 1 : at, 1);
    if (taken) chosen.push(taken.index);
  }
  return chosen;
}

/**
 * How many follow-ups each token gets beyond its calls: Pareto weights (alpha 1.2), so most
 * tokens get a handful and a few get tens of thousands (the year's big runners), capped at 1 %.
 */
function followUpCounts(random: Random, tokens: number, total: number): Uint32Array {
  const weights = Float64Array.from({ length: tokens }, () => Math.min((1 - random()) ** (-1 / 1.2), tokens * 0.15));
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = Uint32Array.from(weights, (weight) => Math.floor((total * weight) / sum));
  let left = total - counts.reduce((a, b) => a + b, 0);
  while (left-- > 0) counts[Math.floor(random() * tokens)]! += 1;
  return counts;
}

interface Draft {
  at: Float64Array;
  chat: Uint8Array;
  token: Int32Array;
  marketCap: Float64Array;
  next: number;
}

function push(draft: Draft, at: number, chat: number, token: number, marketCap: number): void {
  const i = draft.next++;
  draft.at[i] = at;
  draft.chat[i] = chat;
  draft.token[i] = token;
  draft.marketCap[i] = marketCap;
}

/** A token's calls (one per calling chat, the first at its launch) and its follow-ups. */
function tokenMessages(
  random: Random,
  draft: Draft,
  index: number,
  token: Token,
  chats: readonly Chat[],
  calls: number[],
  followUps: number,
  endsAt: number,
): void {
  const time = (at: number) => Math.min(Math.round(at), endsAt - Math.floor(random() * 60));
  const stated = (at: number) => (random() < STATED_CAP_SHARE ? capAt(random, token, at) : Number.NaN);
  const callAt = calls.map((_, n) => (n === 0 ? token.launchedAt : token.launchedAt + exponential(random, 45 * 60)));
  calls.forEach((chat, n) =>
    push(draft, time(callAt[n] ?? token.launchedAt), chat, index, capAt(random, token, callAt[n] ?? token.launchedAt)),
  );
  // A token with many follow-ups lives longer: half a day for a handful, months for the runners.
  const life = Math.min(12 * HOUR_S * (1 + followUps / 30), 120 * 24 * HOUR_S);
  const callerWeights = calls.map((chat) => chats[chat]?.weight ?? 0);
  const weightSum = callerWeights.reduce((a, b) => a + b, 0);
  for (let f = 0; f < followUps; f += 1) {
    let draw = random() * weightSum;
    const chat = calls.find((_, n) => (draw -= callerWeights[n] ?? 0) <= 0) ?? calls[0] ?? 0;
    const at = token.launchedAt + life * random() ** 3;
    push(draft, time(at), chat, index, stated(at));
  }
}

/** Draws the year; `endsAt` in seconds since the epoch. Reproducible for a seed. */
export function drawYear(size: YearSize, endsAt: number, seed = 2026): Year {
  const random = randomSequence(seed);
  const startsAt = endsAt - YEAR_S;
  const frenzyDays = Uint8Array.from({ length: 366 }, () => (random() < 0.1 ? 1 : 0));
  const chats = makeChats(random, size.chats);
  const tokenless = Math.round(size.messages * TOKENLESS_SHARE);
  // Calling chats per token: 1 + geometric, a mean of 6.7 (a million calls for 150,000 tokens).
  const callerCounts = Array.from({ length: size.tokens }, () => Math.min(size.chats, 1 + Math.floor(exponential(random, 5.7))));
  const calls = callerCounts.reduce((a, b) => a + b, 0);
  if (calls + tokenless + size.runner > size.messages)
    throw new Error(`${size.messages} messages cannot hold ${calls} calls and a runner of ${size.runner}`);
  const followUps = followUpCounts(random, size.tokens, size.messages - tokenless - calls - size.runner);
  const biggest = followUps.reduce((best, count, index) => (count > (followUps[best] ?? 0) ? index : best), 0);
  followUps[biggest] = (followUps[biggest] ?? 0) + size.runner;
  const draft: Draft = {
    at: new Float64Array(size.messages),
    chat: new Uint8Array(size.messages),
    token: new Int32Array(size.messages),
    marketCap: new Float64Array(size.messages),
    next: 0,
  };
  const tokens: Token[] = [];
  for (let index = 0; index < size.tokens; index += 1) {
    const token = makeToken(random, busyTime(random, startsAt, frenzyDays));
    tokens.push(token);
    tokenMessages(random, draft, index, token, chats, callers(random, chats, callerCounts[index] ?? 1), followUps[index] ?? 0, endsAt);
  }
  const chatWeights = chats.map((chat) => chat.weight);
  const weightSum = chatWeights.reduce((a, b) => a + b, 0);
  for (let n = 0; n < tokenless; n += 1) {
    let draw = random() * weightSum;
    const chat = chatWeights.findIndex((weight) => (draw -= weight) <= 0);
    push(draft, busyTime(random, startsAt, frenzyDays), Math.max(chat, 0), -1, Number.NaN);
  }
  return { size, endsAt, chats, tokens, ...inTimeOrder(draft, startsAt, size.chats) };
}

/**
 * The drafted messages sorted by time (ties by drafting order), with each chat's message ids
 * counted up in that order. The sort key packs the second of the year and the draft index into
 * one exactly representable double (25 + 23 bits), so a plain numeric sort does it.
 */
function inTimeOrder(draft: Draft, startsAt: number, chats: number) {
  const count = draft.next;
  if (count >= 2 ** 23) throw new Error('at most 8,388,607 messages');
  const keys = new Float64Array(count);
  for (let i = 0; i < count; i += 1) keys[i] = ((draft.at[i] ?? 0) - startsAt) * 2 ** 23 + i;
  keys.sort();
  const at = new Float64Array(count);
  const chat = new Uint8Array(count);
  const token = new Int32Array(count);
  const marketCap = new Float64Array(count);
  const messageId = new Uint32Array(count);
  const nextId = new Uint32Array(chats).fill(1_000);
  for (let n = 0; n < count; n += 1) {
    const i = (keys[n] ?? 0) % 2 ** 23;
    at[n] = draft.at[i] ?? 0;
    chat[n] = draft.chat[i] ?? 0;
    token[n] = draft.token[i] ?? -1;
    marketCap[n] = draft.marketCap[i] ?? Number.NaN;
    messageId[n] = nextId[chat[n] ?? 0]!++;
  }
  return { at, chat, token, marketCap, messageId };
}

/**
 * The year cut down to the tokens named in its last `days` days, each with its whole history,
 * and the messages naming no token in those days: the year's dashboard (the tokens named in
 * the last week; AUTO_ARCHIVE_DAYS) with the year's per-token histories, runners and all, in a
 * fraction of its messages and of its generation time. What the tokens named earlier leave out
 * is the archive: the dashboard's reads touch only its own tokens and their messages.
 */
export function recentTokensOf(year: Year, days: number): Year {
  const since = year.endsAt - days * (DAY_MS / 1_000);
  const latest = new Float64Array(year.tokens.length).fill(Number.NEGATIVE_INFINITY);
  year.token.forEach((token, i) => {
    if (token >= 0) latest[token] = Math.max(latest[token] ?? 0, year.at[i] ?? 0);
  });
  const newIndex = new Int32Array(year.tokens.length).fill(-1);
  const tokens: Token[] = [];
  year.tokens.forEach((token, index) => {
    if ((latest[index] ?? 0) < since) return;
    newIndex[index] = tokens.length;
    tokens.push(token);
  });
  const kept: number[] = [];
  year.token.forEach((token, i) => {
    if (token >= 0 ? (newIndex[token] ?? -1) >= 0 : (year.at[i] ?? 0) >= since) kept.push(i);
  });
  return {
    size: year.size,
    endsAt: year.endsAt,
    chats: year.chats,
    tokens,
    at: Float64Array.from(kept, (i) => year.at[i] ?? 0),
    chat: Uint8Array.from(kept, (i) => year.chat[i] ?? 0),
    token: Int32Array.from(kept, (i) => {
      const token = year.token[i] ?? -1;
      return token >= 0 ? (newIndex[token] ?? -1) : -1;
    }),
    marketCap: Float64Array.from(kept, (i) => year.marketCap[i] ?? Number.NaN),
    // Each chat's ids still increase with time, with the gaps of the messages left out.
    messageId: Uint32Array.from(kept, (i) => year.messageId[i] ?? 0),
  };
}
