import type { TokenIdentity } from '../token-names.js';

/**
 * The headline of an alert ('🚨 NEW ALERT 🚨', '📡 TRENCH RADAR | PUMP.FUN'): the words the
 * bot writes on every alert of the kind, which make the template's key pattern and its name.
 * What changes from alert to alert (the token's name and ticker, numbers, addresses, links)
 * and what only decorates (emojis, tree lines, '***') are gaps, not words.
 */

/** One piece of a line: fixed wording, or a gap where alerts differ or only decorate. */
export type LinePart = { words: string } | { gap: true };

export interface Headline {
  /** the fixed wording with its gaps, trimmed to start and end on words */
  parts: LinePart[];
  /** the wording alone, emojis stripped: 'TRENCH RADAR | PUMP.FUN' */
  text: string;
}

// Emojis (with their variation selectors, joiners, skin tones, keycaps, flags), tree lines,
// bullets, and the '*' and '.+' some bots draw with: a '*' or '.+' left in the wording would
// make the pattern read as a regex (see patternTypeOf).
const DECORATION = String.raw`(?:[\p{Extended_Pictographic}\p{Emoji_Modifier}\u{1F1E6}-\u{1F1FF}\uFE0F\u200D\u20E3\u2500-\u257F•·*]|\.\+)+`;
const URL = String.raw`https?:\/\/\S+`;
const ADDRESS = String.raw`(?:0x[0-9a-f]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})`;
const CASHTAG = String.raw`\$+[\p{L}\p{N}_]+`;
const NUMBER = String.raw`[$#+\-]?\d[\d,.]*(?:\s?(?:[kmbx%]|sol)(?![\p{L}\p{N}]))?`;

const MIN_LETTERS = 3;
/** A headline is a few words; past them a first line is a sentence about this one token. */
const HEADLINE_WORDS = 6;
const NAME_WORDS = 5;

function escapeForJs(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** What differs between alerts of one kind, this token's name and ticker included. */
function gapPattern(token: TokenIdentity): RegExp {
  const own = [token.name, token.symbol]
    .filter((text): text is string => text !== null && text.trim().length >= 2)
    .map((text) => String.raw`(?<![\p{L}\p{N}])${escapeForJs(text.trim())}(?![\p{L}\p{N}])`);
  return new RegExp([URL, ADDRESS, ...own, CASHTAG, NUMBER, DECORATION].join('|'), 'giu');
}

const hasLetter = (text: string): boolean => /\p{L}/u.test(text);
const isWords = (part: LinePart): part is { words: string } => 'words' in part;

/** The line cut into wording and gaps; wording with no letter in it counts as gap. */
function partsOf(line: string, gaps: RegExp): LinePart[] {
  const parts: LinePart[] = [];
  const push = (part: LinePart): void => {
    const last = parts[parts.length - 1];
    if (isWords(part) && !hasLetter(part.words)) part = { gap: true };
    if (!isWords(part) && last && !isWords(last)) return;
    parts.push(part);
  };
  let at = 0;
  for (const match of line.matchAll(gaps)) {
    if (match.index > at) push({ words: line.slice(at, match.index) });
    push({ gap: true });
    at = match.index + match[0].length;
  }
  if (at < line.length) push({ words: line.slice(at) });
  return parts;
}

// Separators, spaces and unmatched brackets at the edges belong to the gap beyond them.
const LEADING = /^[\s|•·:;,\-–—#/\\>)\]]+/u;
const TRAILING = /[\s|•·:;,\-–—#/\\<([]+$/u;

/** The parts from the first wording to the last, their outer edges trimmed. */
function trimmed(parts: readonly LinePart[]): LinePart[] {
  const first = parts.findIndex(isWords);
  const last = parts.findLastIndex(isWords);
  if (first === -1) return [];
  const kept = parts.slice(first, last + 1).map((part): LinePart => (isWords(part) ? { words: part.words } : part));
  const head = kept[0];
  if (head && isWords(head)) head.words = head.words.replace(LEADING, '');
  const tail = kept[kept.length - 1];
  if (tail && isWords(tail)) tail.words = tail.words.replace(TRAILING, '');
  return kept.filter((part) => !isWords(part) || part.words !== '');
}

/** The parts up to the end of the max-th word. */
function capped(parts: readonly LinePart[], max: number): LinePart[] {
  const kept: LinePart[] = [];
  let words = 0;
  for (const part of parts) {
    if (!isWords(part)) {
      kept.push(part);
      continue;
    }
    const room = max - words;
    if (room <= 0) return kept;
    const ends = Array.from(part.words.matchAll(/[\p{L}\p{N}]+/gu), (match) => match.index + match[0].length);
    const cut = ends.length > room ? ends[room - 1] : undefined;
    if (cut !== undefined) {
      kept.push({ words: part.words.slice(0, cut) });
      return kept;
    }
    kept.push(part);
    words += ends.length;
  }
  return kept;
}

function wordingOf(parts: readonly LinePart[]): string {
  return parts
    .filter(isWords)
    .map((part) => part.words.trim())
    .join(' ');
}

/** The line as fixed wording and gaps, when it has wording enough to be a headline. */
export function headlineOfLine(line: string, token: TokenIdentity): Headline | null {
  const parts = trimmed(capped(trimmed(partsOf(line, gapPattern(token))), HEADLINE_WORDS));
  const text = wordingOf(parts);
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  return letters >= MIN_LETTERS ? { parts, text } : null;
}

// 'Volume: $2K', 'CA: 13hh…': a labelled value is a field of the alert, not its headline.
const LABELLED_VALUE = /^[^\p{L}\p{N}]*\p{L}[^:\n]{0,30}:\s*(?:[$#+\-]?\d|[1-9A-HJ-NP-Za-km-z]{32,44})/u;

export interface HeadlineLine {
  /** the line's index in the message */
  at: number;
  headline: Headline;
}

/** The first meaningful line of the message (its visible text), and its headline. */
export function findHeadline(plainText: string, token: TokenIdentity): HeadlineLine | null {
  const lines = plainText.split('\n');
  for (const [at, line] of lines.entries()) {
    if (LABELLED_VALUE.test(line)) continue;
    const headline = headlineOfLine(line, token);
    if (headline) return { at, headline };
  }
  return null;
}

function headlineWords(headline: Headline | null): string[] {
  return (headline?.text.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, NAME_WORDS);
}

export const FALLBACK_TEMPLATE_NAME = 'custom_alert';
export const FALLBACK_DISPLAY_NAME = 'Custom Alert';

/** A generic template name: the headline in snake_case ('trench_radar_pump_fun'). */
export function templateNameFrom(headline: Headline | null): string {
  const words = headlineWords(headline);
  return words.length > 0 ? words.join('_').toLowerCase() : FALLBACK_TEMPLATE_NAME;
}

/** A display name: the headline's words capitalised ('Trench Radar Pump Fun'). */
export function displayNameFrom(headline: Headline | null): string {
  const words = headlineWords(headline);
  if (words.length === 0) return FALLBACK_DISPLAY_NAME;
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()).join(' ');
}
