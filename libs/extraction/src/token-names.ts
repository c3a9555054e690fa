import { toPlainText } from './plain-text.js';

export interface TokenIdentity {
  name: string | null;
  symbol: string | null;
}

// Emojis, keycaps, flags, box-drawing tree marks ('├ ') and bullets bots put around names.
const DECORATION = String.raw`[\s\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}\uFE0F\u200D\u20E3\u2500-\u257F•·*_>#~\-–—]`;
const LEADING_DECORATION = new RegExp(`^${DECORATION}+`, 'u');
const DECORATION_CHAR = new RegExp(`^${DECORATION}$`, 'u');

// A ticker is letters (any script, so CJK tickers count) and digits; emojis end it.
const TICKER = String.raw`[\p{L}\p{N}_]{1,20}`;
// A name is free text without the marks that separate fields on a line.
const NAME = String.raw`[^:|$()\n]+?`;
const SEPARATOR = String.raw`\s*[|·•/–—-]\s*`;

// 'Goblin Cat ($GOBCAT)', 'Neural Fox (NFOX) 🦊'; not 'Market Cap (USD): ...'.
const NAME_THEN_PAREN_TICKER = new RegExp(
  String.raw`^(?<name>${NAME})\s*\(\s*(?<cash>\${1,2})?(?<symbol>${TICKER})\s*\)(?!\s*:)`,
  'u',
);
// '$GOBCAT | Goblin Cat', '$BFROG · Based Frog'
const TICKER_THEN_NAME = new RegExp(String.raw`^\${1,2}(?<symbol>${TICKER})${SEPARATOR}(?<name>[^:|$\n]+)$`, 'u');
// 'Kaizen Protocol | $KAIZ', 'Solana Sloth · $SLOTH 🦥'
const NAME_THEN_TICKER = new RegExp(
  String.raw`^(?<name>${NAME})${SEPARATOR}\${1,2}(?<symbol>${TICKER})(?![\p{L}\p{N}])`,
  'u',
);
// '$GOBCAT is heating up'; '$$GOBCAT' too. Not '$24.1K' or '$1,840': those are amounts.
const CASHTAG = new RegExp(String.raw`(?<![\p{L}\p{N}$])\${1,2}(?<symbol>${TICKER})`, 'gu');
const AMOUNT_LIKE = /^\d+(?:[kmb]|bn)?$/i;
// A ticker written without '$' only counts in capitals (or a script without case), so that
// '(1h)' or '(holding)' are not taken for one.
const LOWERCASE_LATIN = /[a-z]/;
// A line that is nothing but a name: 'Goblin Cat', 'Chill 🏠 House', 'Moon Deng 2.0'.
const NAME_ONLY_LINE = /^[\p{L}\p{N}][\p{L}\p{N} .'&\p{Extended_Pictographic}\uFE0F-]*$/u;
const MAX_NAME_WORDS = 5;

const isLowSurrogate = (unit: number): boolean => unit >= 0xdc00 && unit <= 0xdfff;

/**
 * Drops decoration from the end one character at a time: a `(decoration)+$` regex retries from
 * every decoration character inside the line and was the slowest step of the extraction.
 */
function trimTrailingDecoration(line: string): string {
  let end = line.length;
  while (end > 0) {
    // An emoji outside the BMP is two UTF-16 units; step over both.
    const start = end > 1 && isLowSurrogate(line.charCodeAt(end - 1)) ? end - 2 : end - 1;
    if (!DECORATION_CHAR.test(line.slice(start, end))) break;
    end = start;
  }
  return line.slice(0, end);
}

/** A line without the emojis, tree marks and markdown bullets around it. */
function trimDecoration(line: string): string {
  return trimTrailingDecoration(line.replace(LEADING_DECORATION, '')).replace(/\s+/g, ' ');
}

function cleanName(raw: string | undefined): string | null {
  const name = trimDecoration(raw ?? '');
  return /\p{L}/u.test(name) ? name : null;
}

function isTicker(symbol: string, hasCashtag: boolean): boolean {
  if (!/\p{L}/u.test(symbol) || AMOUNT_LIKE.test(symbol)) return false;
  return hasCashtag || !LOWERCASE_LATIN.test(symbol);
}

/** Name and ticker written together on one line, in any of the bots' usual orders. */
function identityOnLine(line: string): TokenIdentity | null {
  const paren = NAME_THEN_PAREN_TICKER.exec(line)?.groups;
  if (paren?.symbol && isTicker(paren.symbol, paren.cash !== undefined)) {
    return { name: cleanName(paren.name), symbol: paren.symbol };
  }
  const match = (TICKER_THEN_NAME.exec(line) ?? NAME_THEN_TICKER.exec(line))?.groups;
  if (match?.symbol && isTicker(match.symbol, true)) return { name: cleanName(match.name), symbol: match.symbol };
  return null;
}

function looksLikeName(line: string): boolean {
  return NAME_ONLY_LINE.test(line) && line.split(' ').length <= MAX_NAME_WORDS;
}

/**
 * Only a cashtag ('$GOBCAT is heating up'): the symbol, and as name the next line when that line
 * is nothing but a name, as bots that lead with the ticker print it.
 */
function identityFromCashtag(lines: readonly string[]): TokenIdentity | null {
  for (const [index, line] of lines.entries()) {
    const symbol = Array.from(line.matchAll(CASHTAG), (m) => m.groups?.symbol ?? '').find((s) => isTicker(s, true));
    if (symbol === undefined) continue;
    const next = trimDecoration(lines[index + 1] ?? '');
    return { name: looksLikeName(next) ? next : null, symbol };
  }
  return null;
}

/** The token's name and ticker as the message states them. */
export function findTokenIdentity(text: string): TokenIdentity {
  const lines = toPlainText(text).split('\n').map(trimDecoration);
  for (const line of lines) {
    const identity = identityOnLine(line);
    if (identity) return identity;
  }
  return identityFromCashtag(lines) ?? { name: null, symbol: null };
}

/** The token's name ('Goblin Cat'), without emojis or markup around it. */
export function findTokenName(text: string): string | null {
  return findTokenIdentity(text).name;
}

/** The token's ticker without '$' ('GOBCAT'). */
export function findTokenSymbol(text: string): string | null {
  return findTokenIdentity(text).symbol;
}
