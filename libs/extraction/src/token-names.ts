import { barTableRow, firstTableRow, headerCell, tableValue } from './monospace-table.js';
import { ARROW_MARKS } from './arrows.js';
import { toPlainText } from './plain-text.js';
import { rankedNewEntry } from './ranked-new-entry.js';
import { withStructuredFields } from './structured-fields.js';

export interface TokenIdentity {
  name: string | null;
  symbol: string | null;
}

/**
 * The longest name and ticker taken for a token. Longer text is a paragraph a bot or an
 * extractor wrapped around it, not a name; and a name has to fit the index the archived
 * tokens' search uses (a few KB), or archiving its token would fail.
 */
export const MAX_TOKEN_NAME_LENGTH = 100;
export const MAX_TOKEN_SYMBOL_LENGTH = 20;

export function plausibleTokenName(name: string | null): string | null {
  return name !== null && name.length <= MAX_TOKEN_NAME_LENGTH ? name : null;
}

export function plausibleTokenSymbol(symbol: string | null): string | null {
  return symbol !== null && symbol.length <= MAX_TOKEN_SYMBOL_LENGTH ? symbol : null;
}

// Emojis, keycaps, flags, box-drawing tree marks ('├ ') and bullets bots put around names.
const DECORATION = String.raw`[\s\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}\uFE0F\u200D\u20E3\u2500-\u257F•·*_>#~\-–—]`;
const LEADING_DECORATION = new RegExp(`^${DECORATION}+`, 'u');
const DECORATION_CHAR = new RegExp(`^${DECORATION}$`, 'u');

// A ticker is letters (any script, so CJK tickers count, with the vowel and tone marks of Thai
// or Devanagari: 'ช้าง') and digits, emojis ending it; or a lone emoji ('$🐸'), which only a '$'
// makes a ticker.
const WORD_TICKER = String.raw`[\p{L}\p{M}\p{N}_]{1,20}`;
const EMOJI_TICKER = String.raw`\p{Extended_Pictographic}\uFE0F?`;
const TICKER = `(?:${WORD_TICKER}|${EMOJI_TICKER})`;
const IS_EMOJI_TICKER = new RegExp(`^${EMOJI_TICKER}$`, 'u');
// Emojis bots write against a ticker: '(🔥$BONKL🔥)', '🔥$BONKL🔥 · Bonk Lord'.
const EMOJIS = String.raw`[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F\u200D\u20E3]*`;
// What a trading bot did with the token: 'BUY GMAMI on PumpSwap', 'BUY Grub Hub Hamster ($GRUB)'.
const TRADE_VERBS = String.raw`buy|sell|bought|sold|swap(?:ped)?|sniped?|aped(?:\s+into)?`;
// A name is free text without the marks that separate fields on a line.
const NAME = String.raw`[^:|$()（）\n]+?`;
const SEPARATOR = String.raw`\s*[|·•⋅∙/–—-]\s*`;

// 'Goblin Cat ($GOBCAT)', 'Neural Fox (NFOX) 🦊'; not 'Market Cap (USD): ...'.
const NAME_THEN_PAREN_TICKER = new RegExp(
  String.raw`^(?<name>${NAME})\s*[(（]\s*${EMOJIS}(?<cash>\${1,2})?(?<symbol>${TICKER})${EMOJIS}\s*[)）](?!\s*:)`,
  'u',
);
// '$GOBCAT | Goblin Cat', '$BFROG · Based Frog'
// Not '$GOBCAT · 134.0K MC · 1h +40%': a figure after the ticker is no name.
const TICKER_THEN_NAME = new RegExp(
  String.raw`^\${1,2}(?<symbol>${TICKER})${EMOJIS}${SEPARATOR}(?<name>(?!\s*[\d.,]+[KMBkmb]?\s)[^:|$\n]+)$`,
  'u',
);
// '$GOBCAT (Goblin Cat)', '🔥 $PEPE(Pepe)': the ticker, then the name in brackets.
const TICKER_THEN_PAREN_NAME = new RegExp(String.raw`^\${1,2}(?<symbol>${TICKER})${EMOJIS}\s*\((?<name>[^:|$()\n]+)\)`, 'u');
// 'Kaizen Protocol | $KAIZ', 'Solana Sloth · $SLOTH 🦥'
const NAME_THEN_TICKER = new RegExp(String.raw`^(?<name>${NAME})${SEPARATOR}${EMOJIS}\${1,2}(?<symbol>${TICKER})(?![\p{L}\p{N}])`, 'u');
// '$GOBCAT is heating up'; '$$GOBCAT' too. Not '$24.1K' or '$1,840': those are amounts.
const CASHTAG = new RegExp(String.raw`(?<![\p{L}\p{N}$])\${1,2}(?<symbol>${TICKER})`, 'gu');
const AMOUNT_LIKE = /^\d+(?:[kmb]|bn)?$/i;
// A ticker written without '$' only counts in capitals (or a script without case), so that
// '(1h)' or '(holding)' are not taken for one.
const LOWERCASE_LATIN = /[a-z]/;
// A line that is nothing but a name: 'Goblin Cat', 'Chill 🏠 House', 'Moon Deng 2.0'.
const NAME_ONLY_LINE = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} .'’&\p{Extended_Pictographic}\uFE0F-]*$/u;
const MAX_NAME_WORDS = 5;

// One regex object for the many letter tests of names and tickers, not one made at every call.
const HAS_LETTER = /\p{L}/u;

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
    // An emoji after '$' is a ticker ('$🐸'), not decoration.
    if (!DECORATION_CHAR.test(line.slice(start, end)) || line.charCodeAt(start - 1) === 36 /* '$' */) break;
    end = start;
  }
  return line.slice(0, end);
}

// Most lines start and end with a letter, a digit or a bracket: ASCII that is no decoration.
const ASCII_DECORATION = new Set(Array.from('\t\n\v\f\r *_>#~-', (char) => char.charCodeAt(0)));
const isPlainAscii = (code: number): boolean => code < 128 && !ASCII_DECORATION.has(code);
const WHITESPACE_RUN = /\s+/g;

/** Whether the code is whitespace as a regex's \s reads it. */
function isWhitespace(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/**
 * Whitespace to collapse: anything but a lone space (what /[^\S ]|\s\s/ finds). A character
 * loop: every line of every message is asked, and most are short.
 */
function hasLooseWhitespace(line: string): boolean {
  let afterSpace = false;
  for (let at = 0; at < line.length; at += 1) {
    const code = line.charCodeAt(at);
    if (code === 32) {
      if (afterSpace) return true;
      afterSpace = true;
    } else if (isWhitespace(code)) return true;
    else afterSpace = false;
  }
  return false;
}

/**
 * Whether a line of the text has whitespace to collapse: one scan of a message's text spares its
 * lines one each, and most messages have none.
 */
const LOOSE_WHITESPACE_IN_LINES = /[^\S\n ]| {2}/;

/**
 * A line without the emojis, tree marks and markdown bullets around it. `mayBeLoose` false: the
 * line is known to hold no whitespace to collapse.
 */
function trimDecoration(line: string, mayBeLoose = true): string {
  if (line === '') return line;
  const start = isPlainAscii(line.charCodeAt(0)) ? line : line.replace(LEADING_DECORATION, '');
  const trimmed = start !== '' && isPlainAscii(start.charCodeAt(start.length - 1)) ? start : trimTrailingDecoration(start);
  return mayBeLoose && hasLooseWhitespace(trimmed) ? trimmed.replace(WHITESPACE_RUN, ' ') : trimmed;
}

// A chat caller quotes the name: 'new one: "moon pie" (mpie)', and may write it at the end of a
// sentence: 'aping this rn, "goblin king" (gking)', where the quoted words are the name and the
// words before them the caller's.
const QUOTED = /^["“„«'‘](?<inner>[^"“”„«»'‘’]+)["”»'’]$/u;
const QUOTED_AT_END = /(?:^|\s)["“„«](?<inner>[^"“”„«»]+)["”»]$/u;

function cleanName(raw: string | undefined): string | null {
  const trimmed = trimDecoration(afterAddresses(raw ?? ''));
  const quoted =
    QUOTED.exec(trimmed) ?? (trimmed.endsWith('"') || trimmed.endsWith('”') || trimmed.endsWith('»') ? QUOTED_AT_END.exec(trimmed) : null);
  const name = quoted?.groups?.inner?.trim() ?? trimmed;
  return HAS_LETTER.test(name) ? name : null;
}

// A run of 32 letters and digits or more: an address, never part of a name.
const ADDRESS_RUN = /[\p{L}\p{N}]{32,}/gu;

/**
 * A name runs back no further than an address before it on its line: 'real CA 8KU4…pump — gork
 * (GORK)' names gork. Most names are far shorter than an address and need no scan.
 */
function afterAddresses(text: string): string {
  if (text.length < 32) return text;
  let start = 0;
  for (const run of text.matchAll(ADDRESS_RUN)) start = run.index + run[0].length;
  return text.slice(start);
}

// What channels put in brackets after a warning ('Do your own research (DYOR)'): no ticker.
const DISCLAIMERS = new Set(['dyor', 'nfa']);

const isDisclaimer = (word: string): boolean => DISCLAIMERS.has(word.toLowerCase());

function isTicker(symbol: string, hasCashtag: boolean): boolean {
  if (isDisclaimer(symbol)) return false;
  if (IS_EMOJI_TICKER.test(symbol)) return hasCashtag;
  if (!HAS_LETTER.test(symbol) || AMOUNT_LIKE.test(symbol)) return false;
  return hasCashtag || !LOWERCASE_LATIN.test(symbol);
}

/**
 * Whether a word in lower case in brackets after a name is its ticker, as a '$' would say: it is
 * spelled from the name ('moon pie (mpie)'), or the name is in a script a Latin ticker cannot
 * be spelled from ('떡볶이 (tteok)'). Not '(holding)' after 'Goblin Cat'.
 */
function lowerCaseTickerOf(name: string | undefined, symbol: string): boolean {
  // A capitalised word ('PEPE (Pepe)') is a name: the ticker is the word in capitals before it.
  if (name === undefined || !LOWERCASE_LATIN.test(symbol) || UPPER_CASE.test(symbol)) return false;
  const cleaned = cleanName(name);
  return cleaned !== null && nameFitsTicker(cleaned, symbol);
}
const LATIN_LETTER = /\p{Script=Latin}/u;

/** Whether a name may be a ticker's: the ticker is spelled from it, or it is in a script a Latin ticker cannot be spelled from. */
const nameFitsTicker = (name: string, symbol: string): boolean => agrees(name, symbol) || !LATIN_LETTER.test(name);
const UPPER_CASE = /\p{Lu}/u;

/** Name and ticker written together on one line, in any of the bots' usual orders. */
// A label before a name and ticker: 'Token: Neptune (NEP)', 'Base: Goblin Cat (GOBCAT)', 'New
// token: Pump Dad ($PDAD)'. Any short label of words: the form after it is the evidence.
// A rank may end it: 'New entry at #6: Lava Lamp ($LAVA)'.
const TOKEN_LABEL = /^\p{L}[\p{L} ]{0,19}(?:#\d{1,3})?\s*[:：»]\s*/u;

const LABEL_MARK = /[:：»]/u;

// A ticker of digits alone ('90’s ikea ($150)', a Base token): read only as a cashtag in brackets
// that closes the headline after a name, where a report names its token; anywhere else '$150' is an amount.
const DIGITS_TICKER = /^\d{1,10}$/;
// A trade's headline ('Whale bought Goblin Cat ($150)') gives the amount in brackets, not a ticker.
const TRADE_WORD = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${TRADE_VERBS}|spent|paid)(?![\p{L}\p{N}])`, 'iu');

/** A cashtag of digits in brackets after a name, closing the line ('90’s ikea ($150)'), and no trade's amount. */
function closesWithDigitsTicker(line: string, match: RegExpExecArray | null): boolean {
  const paren = match?.groups;
  if (match === null || paren?.cash === undefined || paren.symbol === undefined || !DIGITS_TICKER.test(paren.symbol)) return false;
  const name = paren.name ?? '';
  return HAS_LETTER.test(name) && !TRADE_WORD.test(name) && line.slice(match.index + match[0].length).trim() === '';
}

function identityOnLine(written: string, linkedSymbol: string | null, isHeadline = false): TokenIdentity | null {
  // Each form has a bracket or a '$': most lines have neither, and need no regex.
  const hasParen = written.includes('(') || written.includes('（');
  if (!hasParen && !written.includes('$')) return null;
  const line = LABEL_MARK.test(written) ? written.replace(TOKEN_LABEL, '') : written;
  const venued = hasParen && VENUE_SEPARATOR.test(line) ? venueHeadline(line) : null;
  if (venued !== null) return venued;
  const parenMatch = hasParen ? NAME_THEN_PAREN_TICKER.exec(line) : null;
  const paren = parenMatch?.groups;
  // A ticker the links name ('imaginethisgoesup (testing)' beside a search for 'testing') is
  // one, as a '$' would say.
  const marked = paren?.cash !== undefined || paren?.symbol === linkedSymbol;
  if (
    paren?.symbol &&
    (isTicker(paren.symbol, marked || lowerCaseTickerOf(paren.name, paren.symbol)) ||
      (isHeadline && closesWithDigitsTicker(line, parenMatch)))
  ) {
    return { name: nameBeforeTicker(paren.name, paren.symbol), symbol: paren.symbol };
  }
  if (!line.includes('$')) return null;
  const tickerFirst = TICKER_THEN_NAME.exec(line);
  const nameFirst = tickerFirst === null ? NAME_THEN_TICKER.exec(line) : null;
  const match = (tickerFirst ?? nameFirst ?? TICKER_THEN_PAREN_NAME.exec(line))?.groups;
  if (!match?.symbol || !isTicker(match.symbol, true)) return null;
  const bracketed = nameFirst === null ? null : bracketedNameAfter(line.slice(nameFirst.index + nameFirst[0].length), match);
  return { name: bracketed ?? (isNoticeOf(match.name, match.symbol) ? null : cleanName(match.name)), symbol: match.symbol };
}

/**
 * The name in brackets right after the ticker of 'Headline — $SYM (Name)' ('🔓 Unlock done — $KWAVE
 * (Kelpwave Network)', '🚀 ΕΝΗΜΕΡΩΣΗ — $GYRO (Γύρος Κοιν)'): the words before the ticker are the
 * bot's headline when they do not spell it and the bracket's do (or are in another script).
 */
function bracketedNameAfter(rest: string, match: Readonly<Record<string, string | undefined>>): string | null {
  const inBrackets = PAREN_NAME_AFTER.exec(rest)?.groups?.name;
  const symbol = match.symbol ?? '';
  if (inBrackets === undefined || agrees(trimDecoration(match.name ?? ''), symbol)) return null;
  const name = cleanName(inBrackets);
  return name !== null && looksLikeName(name) && nameFitsTicker(name, symbol) ? name : null;
}

// A bot's notice in capitals beside the ticker: 'METADATA CHANGED · $BLOOP', 'LP BURNED | $GOB',
// 'DEX PAID · $WAFFL'. Two words or more in capitals, the last what happened to the token (a past
// form, or a notice's word); the bot's words, not a name, unless the ticker is spelled from them.
const NOTICE_WORDS = /^(?:[\p{Lu}\p{N}]+\s+)+(?:\p{Lu}+ED|PAID|FROZEN|SOLD|BURNT|ALERT|NOTICE|UPDATE|WARNING)$/u;
// A market site's listing notice in any case ('❌ DexScreener not paid.. ⋅ $COPIUM', 'Dex Paid ✅ |
// $WIF', glued: '✅ DexPaid ⋅ 26m ago ⋅ $CUBIE'): the status of the token's page.
const LISTING_NOTICE = /\bdex(?:screener)?(?:\b.*\b|\s*)(?:paid|updated?|boost(?:ed|s)?)\b/iu;
// When something happened ('26m ago', '3 hrs ago'): a notice's time, never a name.
const TIME_AGO = /(?<![\p{L}\p{N}])\d+\s?(?:s|m|h|d|mins?|hrs?|hours?|days?)\s+ago(?![\p{L}\p{N}])/iu;

function isNoticeOf(raw: string | undefined, symbol: string): boolean {
  const words = trimDecoration(raw ?? '');
  return (NOTICE_WORDS.test(words) || LISTING_NOTICE.test(words) || TIME_AGO.test(words)) && !agrees(words, symbol);
}

// 'buy and retire | 401k | (Pump.Fun💊)': name and ticker, then the venue in brackets. The venue
// says the line is the token's, so its second field is the ticker whatever it looks like: in
// lower case or an amount ('401k', '$22M'), as a '$' would say.
// Bots separate the fields with bars or dots alike.
const VENUE_HEADLINE =
  /^(?<name>[^|·•⋅∙$()\n]+?)\s*[|·•⋅∙]\s*\${0,2}(?<symbol>[\p{L}\p{M}\p{N}_]{1,20})\s*[|·•⋅∙]\s*\((?<venue>[^()\n]*\p{L}[^()\n]*)\)$/u;
const VENUE_SEPARATOR = /[|·•⋅∙]/;

function venueHeadline(line: string): TokenIdentity | null {
  const match = VENUE_HEADLINE.exec(line)?.groups;
  const name = cleanName(match?.name);
  return name !== null && match?.symbol !== undefined && HAS_LETTER.test(match.symbol) ? { name, symbol: match.symbol } : null;
}

// The fields of a name before its ticker: 'SNIPER SCAN — Lil Comet ($LCOMET)'.
const NAME_FIELDS = /\s+[–—-]\s+|\s*[·•⋅∙]\s*/u;

/**
 * The name before a bracketed ticker, without what the bot or the writer put before it: a
 * headline label before a dash, in capitals where the name is not or not spelling the ticker
 * the last field spells ('SNIPER SCAN — Lil Comet ($LCOMET)'); the words of a sentence before a
 * run of capitalised words the ticker is spelled from ('Should we list Blob Fish ($BLOB)').
 */
function nameBeforeTicker(raw: string | undefined, symbol: string): string | null {
  const name = cleanName(raw);
  if (name === null) return null;
  const fields = NAME_FIELDS.test(name) ? name.split(NAME_FIELDS) : [name];
  const last = fields.at(-1) ?? name;
  const before = fields.slice(0, -1);
  // A name given in two scripts, the first without capitals at all ('老子 • Laozi ($LAOZI)', as
  // Phanes writes '老子 | Laozi'), is one name: a headline label before it is written in capitals.
  const inTwoScripts = before.length > 0 && before.every((f) => !CASED.test(f) && HAS_LETTER.test(f));
  const labelled =
    fields.length > 1 && !inTwoScripts && (agrees(last, symbol) || (LOWER_CASE.test(last) && !before.some((f) => LOWER_CASE.test(f))));
  const field = withoutTradeVerb(labelled ? last : name);
  return capitalisedRunEnding(field, symbol) ?? field;
}

// A trade's verb before the name, in capitals where the name is not: '🟢 BUY  Grub Hub Hamster ($GRUB)'.
const TRADE_VERB_BEFORE = new RegExp(String.raw`^(?:${TRADE_VERBS})\s+`, 'iu');
const CAPITALISED_WORD_START = /^\p{Lu}\p{Ll}/u;

function withoutTradeVerb(name: string): string {
  const verb = TRADE_VERB_BEFORE.exec(name)?.[0];
  if (verb === undefined || verb !== verb.toUpperCase()) return name;
  const rest = name.slice(verb.length);
  return CAPITALISED_WORD_START.test(rest) ? rest : name;
}

// Words in lower case after a name in a sentence: 'with the Pixel Parrot team ($PRRT)'.
const TRAILING_LOWER_CASE_WORDS = /(?:\s+\p{Ll}[\p{L}'’-]*){1,2}$/u;

/**
 * The run of capitalised words a sentence ends with, or that only a word or two in lower case
 * follow, when the ticker is spelled from it and words in lower case come before.
 */
function capitalisedRunEnding(text: string, symbol: string): string | null {
  if (!LOWER_CASE_WORD.test(text)) return null;
  const sentence = text.replace(TRAILING_LOWER_CASE_WORDS, '');
  let run: string | null = null;
  for (const match of sentence.matchAll(NAME_WORD_RUN)) run = match.index + match[0].length === sentence.length ? match[0].trim() : null;
  if (run === null || run === sentence || !agrees(run, symbol)) return null;
  const before = sentence.slice(0, sentence.length - run.length);
  return LOWER_CASE_WORD.test(before) ? run : null;
}
const LOWER_CASE_WORD = /(?<![\p{L}\p{N}])\p{Ll}/u;

// An address, not a name: one run of 32 letters and digits or more.
const ADDRESS_LIKE = /[\p{L}\p{N}]{32}/u;

// A figure with its unit ('mcap 212k', 'vol 1.2M'): a line of figures, not a name.
const FIGURE_WITH_UNIT = /(?<![\p{L}\p{N}])\d[\d.,]*\s?(?:[kmb]|bn)(?![\p{L}\p{N}])/iu;

// A shortened address ('0xA...5436', '7xKp…pump'): no name either.
const SHORTENED_ADDRESS = /^[\p{L}\p{N}]{2,8}(?:\.{2,3}|…)[\p{L}\p{N}]{2,8}$/u;

function looksLikeName(line: string): boolean {
  return (
    NAME_ONLY_LINE.test(line) &&
    line.split(' ').length <= MAX_NAME_WORDS &&
    (line.length < 32 || !ADDRESS_LIKE.test(line)) &&
    !FIGURE_WITH_UNIT.test(line) &&
    !SHORTENED_ADDRESS.test(line)
  );
}

/** A cashtag of the message, where it is first written and how strongly the message names it. */
interface CashtagMention {
  symbol: string;
  /** the line it is first written on */
  line: number;
  /** how often the message writes it outside quotes: the bot's own words, not a quoted post's */
  unquoted: number;
  mentions: number;
  /** where each mention is in the lines joined by line breaks */
  offsets: number[];
}

/**
 * The message's cashtags, in order. A relayed tweet quotes several ('"$ETH bleeding, $WIF
 * chopping, $KRILL 5x'd"') and the relaying bot names the one it is about again outside the
 * quotes ('📊 $KRILL MC: $452K').
 */
function cashtagMentions(lines: readonly string[]): CashtagMention[] {
  const bySymbol = new Map<string, CashtagMention>();
  let inQuote = false;
  let lineStart = 0;
  for (const [index, line] of lines.entries()) {
    const start = lineStart;
    lineStart += line.length + 1;
    // Most lines have no cashtag, and most of the rest no quote to follow.
    if (!line.includes('$')) {
      if (QUOTE_CHAR.test(line)) inQuote = quotesAfter(line, 0, line.length, inQuote);
      continue;
    }
    let quoteAt = 0;
    for (const match of line.matchAll(CASHTAG)) {
      const symbol = match.groups?.symbol ?? '';
      inQuote = quotesAfter(line, quoteAt, match.index, inQuote);
      quoteAt = match.index;
      if (!isTicker(symbol, true)) continue;
      const mention = bySymbol.get(symbol) ?? { symbol, line: index, unquoted: 0, mentions: 0, offsets: [] };
      mention.mentions += 1;
      mention.offsets.push(start + match.index);
      if (!inQuote) mention.unquoted += 1;
      bySymbol.set(symbol, mention);
    }
    inQuote = quotesAfter(line, quoteAt, line.length, inQuote);
  }
  return [...bySymbol.values()];
}

const QUOTE_CHAR = /["“”]/;
const PAREN_NAME_AFTER = /^\s*\((?<name>[^:|$()\n]+)\)/u;
const DIGIT = /\d/;

/** Whether the text is inside quotes after line[from, to): '"' toggles, '“' opens, '”' closes. */
function quotesAfter(line: string, from: number, to: number, inQuote: boolean): boolean {
  let inside = inQuote;
  for (let at = from; at < to; at += 1) {
    const code = line.charCodeAt(at);
    if (code === 0x22) inside = !inside;
    else if (code === 0x201c) inside = true;
    else if (code === 0x201d) inside = false;
  }
  return inside;
}

/**
 * The cashtag the message is about, among several: the one its links name (a search link's
 * ticker), else the one it names most outside quotes, then most often, never a quote currency
 * ('$SOL', '$ETH') while another is named; then the one written nearest the address, where a
 * caller puts the ticker of the call ('where $FART was created … $HOPEFART' over the mint);
 * the first on a tie.
 */
function calledCashtag(
  lines: readonly string[],
  mentions: readonly CashtagMention[],
  linkedSymbol: string | null,
): CashtagMention | undefined {
  const linked = mentions.find((mention) => mention.symbol === linkedSymbol);
  if (linked !== undefined || mentions.length < 2) return linked ?? mentions[0];
  const address = addressOffset(lines);
  const rank = (mention: CashtagMention): number[] => [
    QUOTE_TICKERS.has(mention.symbol) ? 0 : 1,
    mention.unquoted,
    mention.mentions,
    address === null ? 0 : -Math.min(...mention.offsets.map((offset) => Math.abs(offset - address))),
  ];
  return mentions.reduce((best, mention) => (isRankedAbove(rank(mention), rank(best)) ? mention : best));
}

/** Where the first address is in the lines joined by line breaks, if they write one out. */
function addressOffset(lines: readonly string[]): number | null {
  let lineStart = 0;
  for (const line of lines) {
    const found = line.length < 32 ? null : ADDRESS_LIKE.exec(line);
    if (found) return lineStart + found.index;
    lineStart += line.length + 1;
  }
  return null;
}

function isRankedAbove(a: readonly number[], b: readonly number[]): boolean {
  const differs = a.findIndex((value, index) => value !== b[index]);
  return differs >= 0 && (a[differs] ?? 0) > (b[differs] ?? 0);
}

/**
 * Only a cashtag ('$GOBCAT is heating up'): the symbol, and as name the next line when that line
 * is nothing but a name, as bots that lead with the ticker print it.
 */
function identityFromCashtag(lines: readonly string[], linkedSymbol: string | null): TokenIdentity | null {
  const called = calledCashtag(lines, cashtagMentions(lines), linkedSymbol);
  if (called === undefined) return null;
  const line = lines[called.line] ?? '';
  // Inside a chat line, the name in brackets after the ticker: 'yo fam $NAPPY (Nap Queen) still cooking'.
  const bracketed = PAREN_NAME_AFTER.exec(line.slice(line.indexOf(`$${called.symbol}`) + called.symbol.length + 1))?.groups?.name;
  if (bracketed !== undefined && looksLikeName(bracketed.trim())) return { name: cleanName(bracketed), symbol: called.symbol };
  // Under a line of figures ('$MOCHA 82K → 361K 🚀') the next line is the message's, a link's
  // word ('📊 Chart'), not the name a ticker's own line leads into.
  if (DIGIT.test(line)) return { name: null, symbol: called.symbol };
  const next = trimDecoration(lines[called.line + 1] ?? '');
  return { name: looksLikeName(next) ? next : null, symbol: called.symbol };
}

// Name and ticker each on a line of its own behind a label: 'Token Name: Crypto Granny',
// 'Symbol: GRANNY', 'Ticker: $GRANNY'. Only at the start of a line, so 'Caller name: ...' is not one.
// 'Token: Year of The Kek ⋅ Solscan' names the token too; its first field is the name.
// The marks between label and value: ':', '=', the full-width '：' of Chinese text, '»'.
// Chinese channels label the name 名称 and the ticker 代币 or 符号; Arabic ones الاسم (the name)
// or اسم العملة (the coin's name), and الرمز (the symbol) or رمز العملة.
// Korean ones 토큰명 or 이름 (name) and 티커 or 심볼; Japanese ones 銘柄名 or トークン名 and ティッカー
// or シンボル; Persian ones نام توکن or نام and نماد; Vietnamese ones Tên (dự án) and Ký hiệu or Mã;
// Indonesian ones Nama (Token) and Simbol; Thai ones ชื่อ(เหรียญ) (the coin's name) and ตัวย่อ (the
// abbreviation) or สัญลักษณ์; Hindi ones टोकन का नाम (the token's name) or नाम and सिंबल or टिकर;
// Hebrew ones שם (name) and סימול or סמל (symbol); Turkish ones İsim and Sembol; Italian and
// Portuguese ones Nome and Simbolo or Símbolo, Spanish Nombre, French Nom and Symbole, Polish Nazwa,
// Dutch Naam, Romanian Denumire or Nume (Simbol as Indonesian); Greek Όνομα and Σύμβολο; Ukrainian
// Назва and Тікер, Russian Название and Тикер, both Символ; and so that a language not yet seen
// reads as well, Hungarian Név and Jelölés or Szimbólum, Dutch Symbool, Czech Název or Jméno and
// Značka, Slovak Názov, Danish and Norwegian Navn, Swedish Namn, Finnish Nimi and Tunnus, German
// Symbol (as English), Filipino Pangalan and Simbolo (as Italian), Swahili Jina and Alama, Bengali
// নাম and প্রতীক or টিকার, Urdu نام (as Persian) and علامت, Serbian Назив and Симбол (in Latin
// letters Naziv and Simbol), Amharic ስም (name) and ምልክት (sign, the ticker). A rename ('Name: Frog Prince ➜ Frog
// King') labels the new value. A monospace table's rows put a bar between label and value ('│ Name
// │ Velvet Moth │', '│ Sym │ KORN │').
const LATIN_NAME_LABEL_WORDS = String.raw`(?:token|coin)\s*name|name|token|coin|nama(?:\s+token)?|tên(?:\s+(?:dự\s+án|token))?|nome|nombre|nom|nazwa|naam|denumire|nume|n[ée]v|n[áa]zev|n[áa]zov|jm[ée]no|navn|namn|nimi|pangalan|jina`;
const OTHER_NAME_LABEL_WORDS = String.raw`名称|名字|銘柄名?|トークン名|토큰\s*명|토큰\s*이름|이름|الاسم|اسم\s+العملة|نام(?:\s+توکن)?|ชื่อ(?:เหรียญ|โทเค็น)?|(?:टोकन\s+का\s+)?नाम|নাম|שם(?:\s+(?:הטוקן|המטבע))?|[Όό]νομα|[Нн]азва(?:ние)?|[Нн]азив|ስም`;
const LATIN_SYMBOL_LABEL_WORDS = String.raw`(?:token\s*)?(?:symbol[e]?|ticker|sym)|s[ií]mbolo|simbol|ký\s+hiệu|mã|jel[öo]l[ée]s|szimb[óo]lum|symbool|zna[čc]ka|tunnus|alama`;
const OTHER_SYMBOL_LABEL_WORDS = String.raw`代币|符号|ティッカー|シンボル|티커|심볼|الرمز|رمز\s+العملة|نماد|ตัวย่อ|สัญลักษณ์|सिंबल|सिम्बल|टिकर|סימול|סמל|טיקר|[Σσ]ύμβολο|[Тт][іи]кер|[Сс]имвол|[Сс]имбол|ምልክት|প্রতীক|টিকার|علامت`;
// The dotted capital İ folds to no 'i' in a regex: both are written.
const TURKISH_NAME_LABEL_WORDS = '[iİ]sim';
const TURKISH_SYMBOL_LABEL_WORDS = 'sembol';
const NAME_LABEL_WORDS = `${LATIN_NAME_LABEL_WORDS}|${OTHER_NAME_LABEL_WORDS}|${TURKISH_NAME_LABEL_WORDS}`;
const SYMBOL_LABEL_WORDS = `${LATIN_SYMBOL_LABEL_WORDS}|${OTHER_SYMBOL_LABEL_WORDS}|${TURKISH_SYMBOL_LABEL_WORDS}`;
const BETWEEN_LABEL_AND_VALUE = String.raw`\s*[:=：»│┃║]\s*`;
// The arrow of a rename, between the old value and the new: 'Frog Prince ➜ Frog King', 'FPRNC → FKING'.
const RENAME_ARROW = String.raw`\s*${ARROW_MARKS}\s*`;
const NAME_LABEL = new RegExp(
  String.raw`^(?:${NAME_LABEL_WORDS})${BETWEEN_LABEL_AND_VALUE}(?:[^\n]*${RENAME_ARROW})?(?<value>[^\n]+)$`,
  'iu',
);
const SYMBOL_LABEL = new RegExp(
  String.raw`^(?:${SYMBOL_LABEL_WORDS})${BETWEEN_LABEL_AND_VALUE}(?:\${0,2}${TICKER}${RENAME_ARROW})?\${0,2}(?<value>${TICKER})(?![\p{L}\p{N}])`,
  'iu',
);

// The first letters of the name and symbol labels, lower case: (token|coin) name, symbol, ticker,
// denumire, jelölés or jméno, pangalan, alama, značka.
const LABEL_INITIALS = new Set(Array.from('tcnskmidjpaz', (letter) => letter.charCodeAt(0)));

/** Name and ticker from labelled lines; a label stands for what it names, so case is kept. */
function labelledIdentity(lines: readonly string[]): TokenIdentity {
  const found: TokenIdentity = { name: null, symbol: null };
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    // Cheap tests first: most lines carry no ':' or '=' at all, and no label of these.
    if (!LABEL_OR_CELL_MARK.test(line)) {
      if (line.includes('|')) readBarRow(lines, index, found);
      continue;
    }
    if (!hasIdentityLabel(line)) continue;
    // Several labelled fields may share a line: 'Name: Goblin Cat | Symbol: GOBCAT'.
    if (FIELD_MARK.test(line)) for (const field of line.split(HEADLINE_FIELDS)) readLabelled(trimDecoration(field), found);
    else readLabelled(line, found);
  }
  return found;
}

const LABEL_OR_CELL_MARK = /[:：»=│┃║]/;

/**
 * A row of a table drawn with '|' alone, of a label and its value ('| Name | Velvet Moth |'), read
 * as a labelled line ('Name: Velvet Moth').
 */
function readBarRow(lines: readonly string[], index: number, found: TokenIdentity): void {
  const line = lines[index] ?? '';
  // Most lines with a bar are a bot's fields ('MC $48K | Vol 12K'): a label's first letter first.
  let start = 0;
  while (line.charCodeAt(start) === 0x7c || line.charCodeAt(start) === 0x20) start += 1;
  if (!LABEL_INITIALS.has(line.charCodeAt(start) | 0x20) && !NON_LATIN_LABEL_START.test(line.charAt(start))) return;
  const cells = barTableRow(lines, index);
  if (cells?.length === 2) readLabelled(`${cells[0]}: ${cells[1]}`, found);
}

const FIELD_MARK = /[|·•⋅∙]|\s[/–—-]\s/;
// The first letters of the Chinese, Japanese, Korean, Arabic, Persian, Thai, Hindi, Hebrew, Greek
// and Cyrillic labels, the Ge'ez of the Amharic ones, and Turkish's dotted capital I, which no
// case folding makes an 'i'.
const NON_LATIN_LABEL_START = /^[名代符銘トテシ토이티심ارنعชตसटनשסטİΌόΣσНнТтСсনপটስም]/u;
// Split by script: the labels in Arabic, Persian and East-Asian scripts are looked for only on a
// line written in one of them, so a line in Latin letters and emojis scans the short list alone.
const HAS_LATIN_IDENTITY_LABEL = new RegExp(`(?:${LATIN_NAME_LABEL_WORDS}|${LATIN_SYMBOL_LABEL_WORDS})${BETWEEN_LABEL_AND_VALUE}`, 'iu');
const HAS_OTHER_IDENTITY_LABEL = new RegExp(`(?:${OTHER_NAME_LABEL_WORDS}|${OTHER_SYMBOL_LABEL_WORDS})${BETWEEN_LABEL_AND_VALUE}`, 'u');
const OTHER_LABEL_SCRIPT = /[\u0370-\u04FF\u0590-\u06FF\u0900-\u09FF\u0E00-\u0E7F\u1200-\u137F\u3040-\u30FF\u4E00-\u9FFF\uAC00-\uD7AF]/u;

// Turkish labels only at the start of a line: an anchored test costs the other lines nothing.
const HAS_TURKISH_IDENTITY_LABEL = new RegExp(
  `^(?:${TURKISH_NAME_LABEL_WORDS}|${TURKISH_SYMBOL_LABEL_WORDS})${BETWEEN_LABEL_AND_VALUE}`,
  'iu',
);

const hasIdentityLabel = (line: string): boolean =>
  HAS_LATIN_IDENTITY_LABEL.test(line) ||
  (OTHER_LABEL_SCRIPT.test(line) && HAS_OTHER_IDENTITY_LABEL.test(line)) ||
  HAS_TURKISH_IDENTITY_LABEL.test(line);

function readLabelled(field: string, found: TokenIdentity): void {
  // The labels start with one of a few letters: other fields need no regex.
  if (!LABEL_INITIALS.has(field.charCodeAt(0) | 0x20) && !NON_LATIN_LABEL_START.test(field)) return;
  if (found.name === null) {
    const value = NAME_LABEL.exec(field)?.groups?.value?.split(HEADLINE_FIELDS)[0];
    if (value !== undefined) found.name = looksLikeName(trimDecoration(value)) ? cleanName(value) : null;
  }
  if (found.symbol === null) {
    const value = SYMBOL_LABEL.exec(field)?.groups?.value;
    if (value !== undefined && isTicker(value, true)) found.symbol = value;
  }
}

/** A cashtag's reading, its guessed name (the line after it) giving way to a labelled one. */
function cashtagIdentity(lines: readonly string[], labelled: TokenIdentity, linkedSymbol: string | null): TokenIdentity | null {
  const found = identityFromCashtag(lines, linkedSymbol);
  return found && labelled.name !== null ? { name: labelled.name, symbol: found.symbol } : found;
}

/** What a reading left open, filled in from the labelled lines. */
function withLabelled(found: TokenIdentity, labelled: TokenIdentity): TokenIdentity {
  if (found.name !== null && found.symbol !== null) return found;
  return { name: found.name ?? labelled.name, symbol: found.symbol ?? labelled.symbol };
}

// The fields of a headline: split by bars and dots, or by dashes and slashes with spaces
// around them ('Goblin-Cat' is one name).
const HEADLINE_FIELDS = /\s*[|·•⋅∙]\s*|\s+[/–—-]\s+/u;
// A headline that ends in the ticker, after the name and a separator or figures in brackets:
// '💊 The Top - $1%', '💊 Grand Mami [2.8M/4.3K%] $$GMAMI'. The ticker runs to the line's end,
// so it may hold any mark a token's creator chose.
const HEADLINE_NAME_THEN_TICKER = new RegExp(
  String.raw`^(?<name>[^:|$()[\]\n]+?)\s*(?:(?<figures>\[[^\]\n]*\])\s*(?:[|·•⋅∙/–—-]\s*)?|[|·•⋅∙/–—-]\s*)${EMOJIS}\${1,2}(?<symbol>[^\s$()[\]|]{1,20})$`,
  'u',
);
// A figure, not a ticker: '$1.5', '$2,400', '$3K'.
const FIGURE = /^[\d.,]+(?:[kmb]|bn)?$/i;

function tickerEndingHeadline(headline: string): TokenIdentity | null {
  const match = headline.includes('$') ? HEADLINE_NAME_THEN_TICKER.exec(headline)?.groups : undefined;
  if (match?.name === undefined || match.symbol === undefined) return null;
  const { symbol } = match;
  // After figures in brackets a number is the ticker ('2025 [1.1M/193%] $2025'), else an amount.
  if (FIGURE.test(symbol) && !(match.figures !== undefined && WHOLE_NUMBER.test(symbol))) return null;
  const written = trimDecoration(match.name);
  const name = written === symbol ? written : cleanName(written);
  return name !== null && name.split(' ').length <= MAX_NAME_WORDS ? { name, symbol } : null;
}
const WHOLE_NUMBER = /^\d+$/;

// A headline that announces the token by name: 'Goblin Cat New Trending', 'Goblin Cat is live',
// 'Goblin Cat is trending on pump.fun'.
const NAME_THEN_EVENT =
  /^(?<name>.+?)\s+(?:new\s+trending|(?:is\s+)?trending(?:\s+now)?|is\s+pumping|just\s+launched|(?:is\s+)?live\s+now|is\s+live|new\s+listing|(?:just\s+)?listed|hit\s+[\d.]+x!*)(?:\s+on\s+[\p{L}\p{N}.]+)?(?:\s*#?\d+)?$/iu;

// A headline that announces the token after a word of the bot's: 'ALERT: AI SUPERCYCLE'.
const EVENT_THEN_NAME = /^(?:alert|new\s+(?:call|token|launch|pair)|call|signal|trending)\s*[:：]\s*(?<name>.+)$/iu;
// A new high, then whose: 'New ATH for Sad Hamster!'.
const HIGH_FOR_NAME = /^(?:new\s+)?(?:ath|all[\s-]time\s+high)\s+(?:for|of)\s+(?<name>.+?)[!.]*$/iu;

/** The name a line announces ('Goblin Cat is live', 'ALERT: Goblin Cat'); undefined when it announces none. */
function announcedName(line: string): string | null | undefined {
  const announced = (NAME_THEN_EVENT.exec(line) ?? EVENT_THEN_NAME.exec(line) ?? HIGH_FOR_NAME.exec(line))?.groups?.name;
  if (announced === undefined) return undefined;
  return looksLikeName(announced) ? cleanName(announced) : null;
}
// A headline that ends in what someone did to the token, by name: '@moonsignals called Degen
// Grandma', 'Fresh wallet bought Pixel Pug'. The name is capitalised words, with a lower-case
// letter: one in capitals only is a ticker ('Sniped RHAM').
const ACTION_THEN_NAME =
  /(?<![\p{L}\p{N}])(?:called|bought|aped(?:\s+into)?|entered|sniped)\s+(?<name>\p{Lu}[\p{L}\p{N}'’.&-]*(?:\s+[\p{Lu}\p{N}][\p{L}\p{N}'’.&-]*)*)[!.]*$/u;
const LOWER_CASE = /\p{Ll}/u;
const CASED = /[\p{Lu}\p{Ll}\p{Lt}]/u;

function actedOnName(headline: string): string | null {
  const name = ACTION_THEN_NAME.exec(headline)?.groups?.name;
  return name !== undefined && LOWER_CASE.test(name) && looksLikeName(name) ? name : null;
}

/**
 * Name and a ticker without '$' in the message's headline: 'Goblin Cat | GOBCAT | (Pump.Fun)'.
 * Only in capitals and only on the first line, where bots print the token, so that a body line
 * like 'Holders | 87' is not one.
 */
function bareTickerHeadline(headline: string): TokenIdentity | null {
  const [name, symbol] = headline.split(HEADLINE_FIELDS);
  if (name === undefined || symbol === undefined || !looksLikeName(name)) return null;
  return isTicker(symbol, false) && !IS_EMOJI_TICKER.test(symbol) && WHOLE_WORD_TICKER.test(symbol)
    ? { name: cleanName(name), symbol }
    : null;
}
const WHOLE_WORD_TICKER = new RegExp(`^${WORD_TICKER}$`, 'u');

// A trade of the token in the headline: '🟢 BUY GMAMI on PumpSwap', '🔴 SELL TIM on Raydium',
// '✅ Sniped RHAM'. TRADE_VERBS is declared with the other forms at the top.
const TRADE_HEADLINE = new RegExp(
  String.raw`^(?:${TRADE_VERBS})\s+(?<symbol>[\p{L}\p{N}_]{1,20})(?=\s+(?:on|at|for|with|via|in)\b|\s*$)`,
  'iu',
);

function tradeHeadline(headline: string): TokenIdentity | null {
  const symbol = TRADE_HEADLINE.exec(headline)?.groups?.symbol;
  return symbol !== undefined && isTicker(symbol, false) ? { name: null, symbol } : null;
}

// A report on the token's holders or traders, headed by its ticker: 'Top Holders for JDK', 'Top
// 10 holders of $WIF'. One word, as a bot's command takes it: what it holds is the ticker, as a
// '$' would say ('Top Holders for BlooperMan').
const HOLDERS_HEADLINE =
  /^(?:top\s+(?:\d{1,3}\s+)?)?(?:holders|traders|buyers|sellers|snipers|wallets|whales|insiders|bundles)\s+(?:for|of)\s+\$?(?<symbol>[\p{L}\p{N}_]{1,20})$/iu;

function holdersHeadline(headline: string): TokenIdentity | null {
  const symbol = HOLDERS_HEADLINE.exec(headline)?.groups?.symbol;
  return symbol !== undefined && isTicker(symbol, true) ? { name: null, symbol } : null;
}

// The two fields of a headline, either way round: 'GIGAF (Gigachad Frog)', 'based penguin
// (bpeng)', 'BOB | Bear Market Bob', '💊 2025 ($2025)'. A bracket may hold either.
const TWO_FIELDS_IN_BRACKETS = /^(?<first>[^()[\]\n]+?)\s*[([]\s*(?<cash>\$)?(?<second>[^()[\]\n]+?)\s*[)\]]$/u;

/**
 * Which of a headline's two fields is the ticker, by the evidence for each: a ticker is one word
 * (or a '$' run), and agrees with the name (spelled from it, or its initials: 'CGD' of 'Chill Guy
 * Dog'), or stands out from it in capitals. A '$' before a bracketed field makes it the ticker
 * whatever it holds ('$1%', '$2025'), unless it reads as an amount the name does not spell
 * ('Goblin Cat ($24.1K)'). Null when neither reading has evidence.
 */
function pairedHeadline(headline: string): TokenIdentity | null {
  const bracketed = TWO_FIELDS_IN_BRACKETS.exec(headline)?.groups;
  if (bracketed?.first !== undefined && bracketed.second !== undefined) {
    if (bracketed.cash !== undefined) return cashtagInBrackets(bracketed.first, bracketed.second);
    return tickerOfTwo(bracketed.first, bracketed.second);
  }
  const fields = headline.split(HEADLINE_FIELDS);
  const [first, second] = fields;
  return first !== undefined && second !== undefined ? tickerOfTwo(first, second) : null;
}

function cashtagInBrackets(rawName: string, symbol: string): TokenIdentity | null {
  // Read as a name before a bracketed ticker on any line: 'Friday 20:00 UTC — Q&A with the Neon Heron crew ($NHRN)'.
  const name = nameBeforeTicker(rawName, symbol) ?? trimDecoration(rawName);
  // A ticker of several words is the name written again ('Naughtius Maximus ($NAUGHTIUS MAXIMUS)').
  if ((/\s/.test(symbol) && lettersOf(symbol) !== lettersOf(name)) || name === '') return null;
  return FIGURE.test(symbol) && !agrees(name, symbol) ? null : { name, symbol };
}

/**
 * The ticker of two fields: the one that is a word and agrees with or stands out from the other.
 * Of two that say as much, a capitalised word beside one without a capital is the name, as in
 * 'PEPE (Pepe)': the ticker is the word as its creator typed it ('momo (Momo)').
 */
function tickerOfTwo(a: string, b: string): TokenIdentity | null {
  const score = (name: string, symbol: string): number => {
    if (!WHOLE_WORD_TICKER.test(symbol) || !HAS_LETTER.test(symbol) || isDisclaimer(symbol) || !looksLikeName(trimDecoration(name)))
      return 0;
    const standsOut = !LOWERCASE_LATIN.test(symbol) && LOWERCASE_LATIN.test(name);
    return (agrees(name, symbol) ? 2 : 0) + (standsOut ? 1 : 0);
  };
  const [aAsName, bAsName] = [score(a, b), score(b, a)];
  if (aAsName === 0 && bAsName === 0) return null;
  const bIsName = bAsName > aAsName || (bAsName === aAsName && CAPITALISED.test(b) && !UPPER_CASE.test(a));
  return bIsName ? { name: cleanName(b), symbol: a } : { name: cleanName(a), symbol: b };
}
const CAPITALISED = /^\P{L}*\p{Lu}/u;

/** Whether a ticker is made from a name: its letters spelled in order, or the words' initials. */
function agrees(name: string, symbol: string): boolean {
  const initials = name
    .split(/[\s_-]+/u)
    .map((word) => lettersOf(word).charAt(0))
    .join('');
  const ticker = lettersOf(symbol);
  return ticker !== '' && (ticker === lettersOf(name) || ticker === initials || spellsTicker(name, symbol));
}

// A ticker, then how it moved: 'UNBAG is up 52%', 'WIF did 3x'.
const TICKER_THEN_MOVE = /^(?<symbol>[\p{Lu}\p{N}_]{2,20})\s+(?:is\s+(?:up|down)|gained|pumped|did|hit|just\s+hit)\s+[+]?[\d.,]+\s*[%x]/u;

function movedTickerHeadline(headline: string): TokenIdentity | null {
  const symbol = TICKER_THEN_MOVE.exec(headline)?.groups?.symbol;
  return symbol !== undefined && isTicker(symbol, false) ? { name: null, symbol } : null;
}

// A hashtag that is the whole first line ('#GOBLIN'), or its first field, a separator between it
// and the figures ('#kora ● $0.0₂25 258K FDV', '#GIGA | gigachad'). Decoration trimming drops
// the '#', so the line is read as written.
const HASHTAG_LINE = /^[^\p{L}\p{N}#\n]*#(?<symbol>[\p{L}\p{N}_]{2,20})(?:[^\p{L}\p{N}\n]*$|\s*[●○◆◇▪•·⋅∙|/–—-]\s)/u;

function hashtagHeadline(plain: string): TokenIdentity | null {
  const first = plain.split('\n').find((line) => line.trim() !== '') ?? '';
  const symbol = first.includes('#') ? HASHTAG_LINE.exec(first)?.groups?.symbol : undefined;
  return symbol !== undefined && isTicker(symbol, true) ? { name: null, symbol } : null;
}

// Runs of words that may be a name: each word capitalised or a number. The run may end at the
// punctuation of a sentence: 'New ATH for Goblin Mode!', 'bought Froge Coin (FROGE)'.
const NAME_WORD_RUN = /(?<![\p{L}\p{N}@#$])(?:[\p{Lu}\p{N}][\p{L}\p{N}'’.&-]*(?:[ \t]+|$|(?=[!?,;:)\]])))+/gu;
const NAME_LINES_READ = 4;
const BODY_LINES_READ = 6;

/**
 * Below the headline, a line of two fields counts only when they agree ('🪙 Cyber Llama |
 * CLAMA'): standing out in capitals is not enough there ('Holders | 87', 'Dev sold | YES').
 */
function agreeingPairOnLines(lines: readonly string[]): TokenIdentity | null {
  for (const line of lines.slice(0, BODY_LINES_READ)) {
    const found = line === '' ? null : pairedHeadline(line);
    if (found?.name && found.symbol && agrees(found.name, found.symbol)) return found;
  }
  return null;
}

// A pair written as base and quote: 'SMAXI / SOL', 'SAMU/SOL', alone or as the first field of its
// line ('snek / SOL · Meteora DLMM'); the base is the token.
const PAIR_QUOTE = /^(?<symbol>[\p{L}\p{N}_]{1,20})\s*\/\s*(?:SOL|WSOL|USDC|USDT)(?=\s*(?:[|·•⋅∙]|$))/u;

function pairQuoteLine(lines: readonly string[]): TokenIdentity | null {
  for (const line of lines.slice(0, BODY_LINES_READ)) {
    const symbol = PAIR_QUOTE.exec(line)?.groups?.symbol;
    // The quote beside it says this is a ticker, as a '$' would: in lower case too ('snek / SOL').
    if (symbol !== undefined && isTicker(symbol, true)) return { name: null, symbol };
  }
  return null;
}

// A word in capitals (or a cashtag) that may be a ticker: 'bought 12.4 SOL of FARTJR'.
const CAPITAL_WORD = /(?<![\p{L}\p{N}])\$?(?<word>[\p{Lu}\p{N}_]{2,20})(?![\p{L}\p{N}])/gu;

/** With the name known and no ticker, a word in capitals that agrees with the name ('FARTJR' of 'Fartcoin Jr'). */
function symbolAgreeingWith(lines: readonly string[], name: string): string | null {
  const nameWords = name.split(/\s+/u);
  for (const line of lines.slice(0, BODY_LINES_READ)) {
    for (const match of line.matchAll(CAPITAL_WORD)) {
      const word = match.groups?.word ?? '';
      // A word of the name itself ('SUPERCYCLE' of 'AI SUPERCYCLE') is no ticker of it, nor is
      // the quote of its pair ('SOL' of 'snek on sol').
      if (
        HAS_LETTER.test(word) &&
        !nameWords.includes(word) &&
        !QUOTE_TICKERS.has(word) &&
        lettersOf(word).length >= 3 &&
        agrees(name, word)
      )
        return word;
    }
  }
  return null;
}

/**
 * A name that agrees with the ticker in a run of capitalised words of the first lines: 'Lil Pump Cat (4m)
 * [1.2k holders] $LPC', 'Goblin Mode is trending' under '#GOBLIN'. The longest run of words
 * that agrees wins, so 'Goblin Mode' and not 'Goblin'.
 */
function nameAgreeingWith(lines: readonly string[], symbol: string | null): string | null {
  if (symbol === null) return null;
  for (const line of lines.filter((l) => l !== '').slice(0, NAME_LINES_READ)) {
    const whole = nameWithParticles(line, symbol);
    if (whole !== null) return whole;
    for (const run of line.matchAll(NAME_WORD_RUN)) {
      if (ADDRESS_LIKE.test(run[0])) continue;
      const words = beforeEventWord(run[0].trim().split(/\s+/u));
      for (let count = Math.min(words.length, MAX_NAME_WORDS); count > 0; count -= 1) {
        const taken = words.slice(0, count);
        // A run holding the ticker as a word is about it ('BUY GMAMI', 'PUMP.FUN'), not its name.
        if (!holdsWord(taken, symbol) && agrees(taken.join(' '), symbol) && HAS_LETTER.test(taken.join(' '))) return taken.join(' ');
      }
    }
  }
  return null;
}

// Capitalised words joined by the small words of a name: 'Snorlo the Sleepy', 'Duke of Dust',
// 'Rey de los Gatos'. Not 'on', 'in' or 'to': 'Swap on Jupiter' is a button's words.
const NAME_PARTICLES = String.raw`the|of|and|de|del|della|di|du|da|la|le|les|los|las|van|von|der|den|y|et`;
const CAPITALISED_WORD = String.raw`[\p{Lu}\p{N}][\p{L}\p{N}'’.&-]*`;
const NAME_WITH_PARTICLES = new RegExp(
  String.raw`^${CAPITALISED_WORD}(?: (?:(?:${NAME_PARTICLES}) )+${CAPITALISED_WORD}| ${CAPITALISED_WORD})*$`,
  'u',
);
const PARTICLE = new RegExp(String.raw` (?:${NAME_PARTICLES}) `, 'u');

/**
 * A line that is nothing but a name of capitalised words joined by small ones, spelling the
 * ticker: the whole line is the name, not its first word ('Snorlo the Sleepy' under '$SNORLO').
 */
function nameWithParticles(line: string, symbol: string): string | null {
  if (!PARTICLE.test(line) || !NAME_WITH_PARTICLES.test(line) || !looksLikeName(line)) return null;
  return !holdsWord(line.split(' '), symbol) && agrees(line, symbol) ? line : null;
}

// Words of the bot's that follow a name in a headline: 'Orange Pill Buy!', 'Goblin Cat New ATH'.
const EVENT_WORD = /^(?:buy|sell|bought|sold|new|ath|alert|call|trending|listed|launched|live|migrated)$/iu;

/** The words of a run up to the first of the bot's own. */
function beforeEventWord(words: readonly string[]): string[] {
  const event = words.findIndex((word) => EVENT_WORD.test(word));
  return event < 0 ? [...words] : words.slice(0, event);
}

// The quote side of a trade ('2.5 SOL'), never the token's ticker.
const QUOTE_TICKERS = new Set(['SOL', 'WSOL', 'USDC', 'USDT', 'USD', 'ETH', 'BTC']);

/**
 * Neither form nor label gave a ticker: a word in capitals of the first lines that a run of
 * capitalised words there spells ('PPUG' of 'Fresh wallet bought Pixel Pug', 'TENDIE' under
 * '🏷 Tendies', '1,234,567 OPILL' under 'Orange Pill Buy!'). Each is the other's evidence: a
 * word in capitals alone may be any word, a name alone any phrase.
 */
function agreeingNameAndTicker(lines: readonly string[]): TokenIdentity | null {
  for (const line of lines.slice(0, BODY_LINES_READ)) {
    if (!CAPITALS.test(line)) continue;
    for (const match of line.matchAll(CAPITAL_WORD)) {
      const word = match.groups?.word ?? '';
      // Three letters at least: 'A5B8' ends a shortened wallet, 'CA' labels an address.
      if (QUOTE_TICKERS.has(word) || (word.match(LETTER) ?? []).length < 3) continue;
      const name = nameAgreeingWith(lines, word);
      // A run in capitals only is no evidence: in a post written in capitals ('LOW CAP HIGH RISK
      // ... FROM HERE') any word is spelled from the words around it.
      if (name !== null && LOWER_CASE.test(name)) return { name, symbol: word };
    }
  }
  return null;
}
const CAPITALS = /\p{Lu}{2}/u;
const LETTER = /\p{L}/gu;

// A ticker opening the line of the market cap it states: 'TIDE MC≈ $6.9M', 'WIF mcap 1.2M'.
const TICKER_BEFORE_MARKET_CAP = /^(?<symbol>[\p{Lu}\p{N}_]{3,20})\s+(?:[Mm][Cc](?:[Aa][Pp])?|[Mm](?:arket|kt)\s?[Cc]ap)(?![\p{L}\p{N}])/u;
// The words that say which market cap a line gives, not whose: 'ATH MC', 'CALL MC', 'ENTRY MC'.
const MARKET_CAP_QUALIFIERS = new Set([
  ...['ATH', 'ATL', 'PEAK', 'TOP', 'HIGH', 'LOW', 'INITIAL', 'LAUNCH', 'START', 'FIRST', 'BASE', 'PREV', 'OLD'],
  ...['CALL', 'CALLED', 'ENTRY', 'EXIT', 'CURRENT', 'NOW', 'LIVE', 'LAST', 'NEW', 'FDV', 'TOTAL', 'AVG', 'MAX', 'MIN'],
]);

/** Neither form nor label gave a ticker: the word in capitals a market-cap line opens with. */
function tickerBeforeMarketCap(lines: readonly string[]): TokenIdentity | null {
  for (const line of lines.slice(0, BODY_LINES_READ)) {
    const symbol = TICKER_BEFORE_MARKET_CAP.exec(line)?.groups?.symbol;
    if (symbol !== undefined && HAS_LETTER.test(symbol) && !MARKET_CAP_QUALIFIERS.has(symbol) && !QUOTE_TICKERS.has(symbol))
      return { name: null, symbol };
  }
  return null;
}

/** Whether the words, split at their marks too ('PUMP.FUN'), hold this one as written. */
function holdsWord(words: readonly string[], word: string): boolean {
  return words.some((w) => w === word || w.split(/[^\p{L}\p{N}]+/u).includes(word));
}

const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]/gu;
/** Letters and digits only, lower-cased: how a ticker or an account name is made from a name. */
export const lettersOf = (text: string): string => text.toLowerCase().replace(NOT_LETTER_OR_DIGIT, '');

// Ideographs each write a word: two of them spelled from a name say as much as three letters.
const IDEOGRAPHS = /^\p{Script=Han}{2}$/u;

/** Whether the ticker is spelled from the name, letter after letter ('GOBCAT', 'Goblin Cat'; '三体' of '三体人'). */
function spellsTicker(name: string, symbol: string): boolean {
  const ticker = lettersOf(symbol);
  if (ticker.length < 3 && !IDEOGRAPHS.test(ticker)) return false;
  const letters = lettersOf(name);
  let at = 0;
  for (const char of letters) if (char === ticker[at]) at += 1;
  return at >= ticker.length;
}

/**
 * The name in the headline when nothing else gave one: before or after an announcement
 * ('Goblin Cat New Trending', 'ALERT: Goblin Cat'), or the whole headline when it is nothing but a name and the ticker is
 * spelled from it ('🟢 Goblin Cat' above '$GOBCAT').
 */
function headlineName(headline: string, symbol: string | null): string | null {
  const announced = announcedName(headline);
  if (announced !== undefined) return announced;
  const actedOn = actedOnName(headline);
  if (actedOn !== null) return actedOn;
  // Not a headline that has the ticker itself as a word ('BUY GMAMI on PumpSwap'): that is about it.
  const named = symbol !== null && looksLikeName(headline) && spellsTicker(headline, symbol) && !headline.split(' ').includes(symbol);
  return named ? headline : null;
}

/**
 * The name the line under a headline of the ticker alone announces: '#HAMMY' over 'Sad Hamster is
 * trending on pump.fun', whose name need not spell the ticker.
 */
function nameAnnouncedUnder(lines: readonly string[], headline: string, symbol: string | null): string | null {
  // The headline as read has lost its '#' with the decoration; a '$' stays.
  if (symbol === null || (headline !== symbol && headline !== `$${symbol}`)) return null;
  const under = lines.slice(lines.indexOf(headline) + 1).find((line) => line !== '');
  return under === undefined ? null : (announcedName(under) ?? null);
}

/**
 * The token's name and ticker in the visible text (see toPlainText): both on one line in any of
 * the bots' orders, else from 'Name:' / 'Symbol:' lines, else a bare ticker in the headline,
 * else a cashtag (and the name on the line after it). What one reading leaves open, the
 * labelled lines and then the headline fill in. `linkedSymbol` is a ticker the message's links
 * give for its token (a search link's query): taken when the text states none. A hashtag
 * ('#pisscoin') helps read the name it agrees with, and is no ticker when it spells that name.
 */
export function tokenIdentityInPlainText(plain: string, linkedSymbol: string | null = null): TokenIdentity {
  const tag = linkedSymbol?.startsWith('#') === true ? linkedSymbol.slice(1) : null;
  // A relayed JSON object or logfmt line is read by its fields, each a labelled line.
  const { name, symbol } = identityOnLines(withStructuredFields(plain) ?? plain, tag ?? linkedSymbol);
  const tagIsName = tag !== null && symbol === tag && name?.toLowerCase() === tag.toLowerCase();
  return { name: plausibleTokenName(name), symbol: tagIsName ? null : plausibleTokenSymbol(symbol) };
}

const NO_IDENTITY: TokenIdentity = { name: null, symbol: null };

// A rank before a line's name: '#1 Sol Sloth (SLOTH)', '🥇 1. Goblin Cat', '2) $GOB'.
// An emoji may stand between the rank and the name: '4. 🆕 Glow Worm (GLOW)'.
const RANK = /^(?<lead>[^\p{L}\p{N}#]*)(?:#\d{1,3}|\d{1,3}[.)])\s+(?=[\p{L}$\p{Extended_Pictographic}])/u;

/** The line without the emojis and marks around it, nor the rank it opens with, which is no part of the name. */
function lineWithoutDecoration(line: string, mayBeLoose: boolean): string {
  const trimmed = trimDecoration(line, mayBeLoose);
  // Only a line that starts with a digit once trimmed ('#' is decoration) may open with a rank.
  const first = trimmed.charCodeAt(0);
  return first >= 48 && first <= 57 ? trimDecoration(line.replace(RANK, '$<lead>'), mayBeLoose) : trimmed;
}

/** The text's lines without their decoration. */
function linesWithoutDecoration(plain: string): string[] {
  const mayBeLoose = LOOSE_WHITESPACE_IN_LINES.test(plain);
  return plain.split('\n').map((line) => lineWithoutDecoration(line, mayBeLoose));
}

// A table's columns of the name and the ticker ('NAME', 'SYM' above 'Orbital Toad', 'TOAD').
const TABLE_NAME_HEADERS = ['name', 'token', 'token name'];
const TABLE_SYMBOL_HEADERS = ['sym', 'symbol', 'ticker'];
const TABLE_IDENTITY_COLUMN = headerCell([...TABLE_NAME_HEADERS, ...TABLE_SYMBOL_HEADERS]);

/** Name and ticker from the first row of a monospace table. */
function tabledIdentity(plain: string): TokenIdentity {
  const row = firstTableRow(plain, TABLE_IDENTITY_COLUMN);
  if (row === null) return NO_IDENTITY;
  const name = tableValue(row, TABLE_NAME_HEADERS);
  const symbol = tableValue(row, TABLE_SYMBOL_HEADERS)?.replace(/^\${1,2}/, '') ?? null;
  return {
    name: name !== null && looksLikeName(name) ? cleanName(name) : null,
    // The column says it is a ticker, as a label or a '$' would.
    symbol: symbol !== null && WHOLE_WORD_TICKER.test(symbol) && isTicker(symbol, true) ? symbol : null,
  };
}

/** A ranking's new entry is what the message is about: its lines are read first. */
function identityOnLines(plain: string, linkedSymbol: string | null): TokenIdentity {
  const entry = rankedNewEntry(plain);
  const read = entry === null ? NO_IDENTITY : identityOfLines(entry, linkedSymbol);
  return read.name === null && read.symbol === null ? identityOfLines(plain, linkedSymbol) : read;
}

function identityOfLines(plain: string, linkedSymbol: string | null): TokenIdentity {
  const lines = linesWithoutDecoration(plain);
  const headline = lines.find((line) => line !== '') ?? '';
  // A label written in several languages, or a row of links, names no token: its fields are not a
  // name and ticker.
  const tokenHeadline = isLabelInLanguages(headline) || isLinkRow(headline) ? '' : headline;
  const labelledLines = labelledIdentity(lines);
  let found = headline === '' ? null : (identityOnLine(headline, linkedSymbol, true) ?? tickerEndingHeadline(headline));
  // Lines labelled 'Name:' and 'Symbol:' say more than a form on another line of the body, such as
  // 'Platform: Binance Smart Chain (BEP20)' under them.
  const bothLabelled = labelledLines.name !== null && labelledLines.symbol !== null;
  for (let at = lines.indexOf(headline) + 1; found === null && !bothLabelled && at < lines.length; at += 1)
    found = identityOnLine(lines[at] ?? '', linkedSymbol);
  // A table is read where no line says more: its columns stand for labels.
  const labelled = found === null && labelledLines.name === null && labelledLines.symbol === null ? tabledIdentity(plain) : labelledLines;
  if (found === null && labelled.symbol === null)
    found =
      bareTickerHeadline(tokenHeadline) ??
      pairedHeadline(tokenHeadline) ??
      tradeHeadline(tokenHeadline) ??
      holdersHeadline(tokenHeadline) ??
      movedTickerHeadline(tokenHeadline) ??
      cashtagIdentity(lines, labelled, linkedSymbol) ??
      hashtagHeadline(plain) ??
      agreeingPairOnLines(lines) ??
      pairQuoteLine(lines) ??
      (labelled.name === null ? agreeingNameAndTicker(lines) : null) ??
      tickerBeforeMarketCap(lines);
  const read = withLabelled(found ?? NO_IDENTITY, labelled);
  const symbol = read.symbol ?? linkedSymbol ?? (read.name === null ? null : symbolAgreeingWith(lines, read.name));
  if (read.name !== null) return { name: read.name, symbol };
  return {
    name: headlineName(tokenHeadline, symbol) ?? nameAgreeingWith(lines, symbol) ?? nameAnnouncedUnder(lines, headline, symbol),
    symbol,
  };
}

// The scripts a label may be written in, each told by its first letter.
const SCRIPTS = ['Latin', 'Cyrillic', 'Greek', 'Arabic', 'Hebrew', 'Han', 'Hiragana', 'Katakana', 'Hangul', 'Thai', 'Devanagari'].map(
  (script) => new RegExp(`\\p{Script=${script}}`, 'u'),
);
const FIRST_LETTER = /\p{L}/u;
// Letters of Greek, Cyrillic, Hebrew, Arabic, Indic and Thai, Japanese, Chinese and Korean.
const OTHER_THAN_LATIN = /[\u0370-\u0E7F\u3040-\u9FFF\uAC00-\uD7AF]/u;

/**
 * A headline of one word in three languages or more ('🔥 UPDATE | 更新 | АПДЕЙТ', 'CALL | 喊单 |
 * КОЛЛ'): three fields or more, each in a script of its own. A name and its ticker are two fields,
 * and a third (a venue, a figure) shares the script of one of them.
 */
function isLabelInLanguages(headline: string): boolean {
  // Most headlines are in Latin letters alone, or have no fields: neither needs the split.
  if (!OTHER_THAN_LATIN.test(headline) || !FIELD_MARK.test(headline)) return false;
  const fields = headline.split(HEADLINE_FIELDS);
  if (fields.length < 3) return false;
  const scripts = fields.map((field) => {
    const letter = FIRST_LETTER.exec(field)?.[0];
    return letter === undefined ? -1 : SCRIPTS.findIndex((script) => script.test(letter));
  });
  return scripts.every((script) => script >= 0) && new Set(scripts).size === scripts.length;
}

// A link's word: two to four capitals ('PHO', 'DS', 'GMG'), or nothing but decoration ('🎨').
const LINK_WORD = /^(?:[\p{Lu}\p{N}]{2,4})?$/u;

/**
 * A row of links written as their short words ('BAN⋅PRO⋅MAE⋅SHU⋅CA⋅DS⋅SPY', 'PHO ⋅ BLX ⋅ GMG ⋅
 * DEX'): four fields or more, each a link's word. A name and its ticker are two fields, with a
 * venue or figures beside them.
 */
function isLinkRow(headline: string): boolean {
  if (!FIELD_MARK.test(headline)) return false;
  const fields = headline.split(HEADLINE_FIELDS);
  return fields.length >= 4 && fields.every((field) => LINK_WORD.test(trimDecoration(field)));
}

/** The token's name and ticker as the message states them. */
export function findTokenIdentity(text: string): TokenIdentity {
  return tokenIdentityInPlainText(toPlainText(text));
}

/** The token's name ('Goblin Cat'), without emojis or markup around it. */
export function findTokenName(text: string): string | null {
  return findTokenIdentity(text).name;
}

/** The token's ticker without '$' ('GOBCAT'). */
export function findTokenSymbol(text: string): string | null {
  return findTokenIdentity(text).symbol;
}
