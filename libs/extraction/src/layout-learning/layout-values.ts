import { parseMarketCap } from '../market-cap.js';
import { plausibleTokenName, plausibleTokenSymbol } from '../token-names.js';
import type { LayoutField } from './layout-rule.js';

/** A value as a learned layout reads it: text for a name or symbol, dollars for a market cap. */
export type LayoutValue = string | number;

/** A value of a field written at a place in a line: where it starts and ends. */
export interface ValueSpan {
  start: number;
  end: number;
}

/**
 * A figure as channels write one: '$1.2M', '1.2 M', '1,234,567', '$48.5k', '2.1 million'. Not
 * part of a word or a longer number, and not a percentage or a multiple ('64%', '5x').
 */
const FIGURE = String.raw`(?<![\p{L}\p{N}.,])\$?\s?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?\s?(?:thousand|million|billion|mln|bn|k|m|b)?(?![\p{L}\p{N}%])`;
const FIGURE_AT = new RegExp(FIGURE, 'iuy');
const FIGURES = new RegExp(FIGURE, 'giu');
const FIGURE_ENDING = new RegExp(`${FIGURE}$`, 'iu');
const SYMBOL_AT = /\$?([\p{L}\p{N}_]{1,20})(?![\p{L}\p{N}_])/uy;
const SYMBOL_ENDING = /(?<![\p{L}\p{N}_])([\p{L}\p{N}_]{1,20})$/u;
const HAS_LETTER = /\p{L}/u;
// An amount or a multiple ('12K', '60x'): a figure, no ticker.
const AMOUNT_LIKE = /^\d+(?:[kmbx]|bn)?$/i;

/**
 * A market cap read where another source said `known` agrees with it within this share: two
 * alerts a minute apart, or an alert and the market data, rarely state the same figure.
 */
export const MARKET_CAP_TOLERANCE = 0.2;

function plausibleSymbol(symbol: string | undefined): string | null {
  return symbol !== undefined && HAS_LETTER.test(symbol) && !AMOUNT_LIKE.test(symbol) ? plausibleTokenSymbol(symbol) : null;
}

/** A symbol or market cap where `pattern` (sticky) matches at `at`, followed by the literal `after` when one is asked. */
function shapedAt<T>(pattern: RegExp, line: string, at: number, after: string, value: (match: RegExpExecArray) => T | null): T | null {
  pattern.lastIndex = at;
  const match = pattern.exec(line);
  // A figure's shape takes the blank before a suffix that is not there ('$12,500 | '): the literal follows the figure itself.
  return match !== null && line.startsWith(after, at + match[0].trimEnd().length) ? value(match) : null;
}

function nameAt(line: string, at: number, after: string): string | null {
  const rest = line.slice(at);
  const end = after === '' ? rest.length : rest.indexOf(after);
  const name = end < 0 ? '' : rest.slice(0, end).trim();
  return name !== '' && HAS_LETTER.test(name) ? plausibleTokenName(name) : null;
}

function marketCapOf(figure: string | undefined): number | null {
  return figure === undefined ? null : parseMarketCap(figure.trim());
}

/**
 * The value of `field` that starts at `at` in `line`, as the field is written; null when none
 * is there. A name runs to the literal `after` (or the line's end); a symbol or market cap has
 * to be followed by it.
 */
export function valueAt(field: LayoutField, line: string, at: number, after: string): LayoutValue | null {
  if (field === 'symbol') return shapedAt(SYMBOL_AT, line, at, after, (match) => plausibleSymbol(match[1]));
  if (field === 'name') return nameAt(line, at, after);
  return shapedAt(FIGURE_AT, line, at, after, (match) => marketCapOf(match[0]));
}

/**
 * The symbol or market cap that ends at `end` in `line`, starting at `from` or later; null when
 * none does. A name has no shape to tell where it starts, so none is read this way.
 */
export function valueEndingAt(field: LayoutField, line: string, end: number, from = 0): LayoutValue | null {
  const before = line.slice(0, end);
  const match = field === 'symbol' ? SYMBOL_ENDING.exec(before) : field === 'marketCap' ? FIGURE_ENDING.exec(before) : null;
  // A figure's shape takes the blank before it ('~ 2.4M'): the value starts after that blank.
  if (match === null || match.index + match[0].length - match[0].trimStart().length < from) return null;
  return field === 'symbol' ? plausibleSymbol(match[1]) : marketCapOf(match[0]);
}

const normalText = (text: string) => text.replace(/^\$+/, '').replace(/\s+/g, ' ').trim().toLowerCase();

/** Whether a value read agrees with the known one: the same text in any case, or a market cap within the tolerance. */
export function agrees(read: LayoutValue, known: LayoutValue): boolean {
  if (typeof read === 'number' || typeof known === 'number') {
    return typeof read === 'number' && typeof known === 'number' && Math.abs(read - known) <= MARKET_CAP_TOLERANCE * Math.abs(known);
  }
  return normalText(read) === normalText(known);
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A letter, digit or '_' (case-folded as the word patterns are): one before a word makes it part of a longer one. */
const WORD_CHARACTER = /[\p{L}\p{N}_]/iuy;

/** Where the code point that ends at `index` starts (a surrogate pair is one code point). */
function codePointBefore(line: string, index: number): number {
  const last = line.charCodeAt(index - 1);
  const lead = index >= 2 ? line.charCodeAt(index - 2) : 0;
  return last >= 0xdc00 && last <= 0xdfff && lead >= 0xd800 && lead <= 0xdbff ? index - 2 : index - 1;
}

function startsWord(line: string, index: number): boolean {
  if (index === 0) return true;
  WORD_CHARACTER.lastIndex = codePointBefore(line, index);
  return !WORD_CHARACTER.test(line);
}

function endsWord(line: string, index: number): boolean {
  WORD_CHARACTER.lastIndex = index;
  return !WORD_CHARACTER.test(line);
}

/**
 * Every place `pattern` (global, never matching the empty text) matches in `line` where no
 * letter, digit or '_' comes right before or right after. That condition as a lookbehind at
 * the head of the pattern was tried at every position of every line, the learner's largest
 * cost; as a lookahead, the Unicode classes it names made compiling each known value's pattern
 * cost about a millisecond (V8 compiles a regex of a new text afresh), 40 times a pattern
 * without. Checked here only where the word itself matched, it finds the same places: the next
 * try starts one code point after a refused one, as the lookaround's scan would.
 */
function wordSpans(line: string, pattern: RegExp): ValueSpan[] {
  const spans: ValueSpan[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(line); match !== null; match = pattern.exec(line)) {
    const end = match.index + match[0].length;
    if (startsWord(line, match.index) && endsWord(line, end)) spans.push({ start: match.index, end });
    else pattern.lastIndex = match.index + ((line.codePointAt(match.index) ?? 0) > 0xffff ? 2 : 1);
  }
  return spans;
}

/**
 * Where a known name or symbol is written in each line: as a whole word, in any case, after a '$'
 * or not. The pattern is built once for all the lines.
 */
function textSpans(lines: readonly string[], known: string): ValueSpan[][] {
  const word = normalText(known);
  if (word === '') return lines.map(() => []);
  const pattern = new RegExp(escapeRegex(word).replace(/ /g, String.raw`\s+`), 'giu');
  return lines.map((line) => wordSpans(line, pattern));
}

const HAS_DIGIT = /\d/;

/** The figures in a line that agree with a known market cap (a line without a digit has none: most lines). */
function figureSpans(line: string, known: number): ValueSpan[] {
  const spans: ValueSpan[] = [];
  if (!HAS_DIGIT.test(line)) return spans;
  for (const match of line.matchAll(FIGURES)) {
    const value = parseMarketCap(match[0].trim());
    if (value !== null && agrees(value, known)) spans.push({ start: match.index, end: match.index + match[0].length });
  }
  return spans;
}

/** Every place in each line where the known value of a field is written. */
export function spansInLines(lines: readonly string[], known: LayoutValue): ValueSpan[][] {
  return typeof known === 'number' ? lines.map((line) => figureSpans(line, known)) : textSpans(lines, known);
}
