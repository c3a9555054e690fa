import { RE2JS } from 're2js';
import { requiredLiteral } from './required-literal.js';

/**
 * Regexes that users write into templates run on every alert message. JavaScript's own engine
 * backtracks, so one careless pattern such as `(a+)+$` can freeze a worker for minutes on a
 * long message. These run on RE2 (re2js, a pure-JavaScript port: no native build, no install
 * step), which matches in time linear in the text and refuses the features that need
 * backtracking. The cost is a few JavaScript-only features, which are rejected with a reason
 * when the template is saved.
 */

export class RegexError extends Error {
  constructor(
    /** the regex as the user wrote it */
    readonly source: string,
    /** why it cannot be used, in plain words */
    readonly reason: string,
  ) {
    super(`regex /${source}/ cannot be used: ${reason}`);
    this.name = 'RegexError';
  }
}

export interface RegexMatch {
  /** the whole matched text */
  text: string;
  /** capture groups in order; undefined where a group took no part in the match */
  groups: readonly (string | undefined)[];
  /** named groups, when the regex has any */
  named: Readonly<Record<string, string | undefined>>;
  index: number;
}

export interface SafeRegex {
  readonly source: string;
  readonly flags: string;
  test(text: string): boolean;
  /** the first match, or null */
  firstMatch(text: string): RegexMatch | null;
}

// JavaScript flags and what they are in RE2. 'g', 'u', 'y' and 'd' change how a JavaScript
// RegExp object is driven, not what matches, and RE2 is always Unicode-aware.
const FLAG_BITS: Readonly<Record<string, number>> = {
  i: RE2JS.CASE_INSENSITIVE,
  m: RE2JS.MULTILINE,
  s: RE2JS.DOTALL,
  g: 0,
  u: 0,
  y: 0,
  d: 0,
};

/** Lookbehinds RE2 can run in linear time; JavaScript users write them, so they are allowed. */
const ALWAYS_ON = RE2JS.LOOKBEHINDS;

interface Unsupported {
  test: (source: string, at: number) => boolean;
  reason: string;
}

// Checked before RE2 sees the pattern, because its messages for these are cryptic
// ('invalid escape sequence') and its JavaScript translation would silently turn `\k<name>`
// into the literal text 'k<name>'.
const UNSUPPORTED: readonly Unsupported[] = [
  { test: (s, at) => /^\\[1-9]/.test(s.slice(at)), reason: 'backreferences such as \\1 are not supported' },
  { test: (s, at) => s.startsWith('\\k<', at), reason: 'named backreferences such as \\k<name> are not supported' },
  { test: (s, at) => s.startsWith('(?=', at), reason: 'lookaheads (?=...) are not supported' },
  { test: (s, at) => s.startsWith('(?!', at), reason: 'negative lookaheads (?!...) are not supported' },
];

/** The first JavaScript-only construct outside a character class, if any. */
function unsupportedFeature(source: string): string | null {
  let inClass = false;
  for (let at = 0; at < source.length; at += 1) {
    const char = source[at];
    if (!inClass) {
      const found = UNSUPPORTED.find((rule) => rule.test(source, at));
      if (found) return found.reason;
    }
    if (char === '\\') at += 1;
    else if (char === '[') inClass = true;
    else if (char === ']') inClass = false;
  }
  return null;
}

function flagBits(source: string, flags: string): number | RegexError {
  let bits = ALWAYS_ON;
  for (const flag of flags) {
    const bit = FLAG_BITS[flag];
    if (bit === undefined) return new RegexError(source, `unknown flag '${flag}'`);
    bits |= bit;
  }
  return bits;
}

/**
 * RE2's 'error parsing regexp: missing closing ]: `[`' without its prefix, and without the
 * flag group '(?i)' it puts before the quoted pattern, which the user never wrote.
 */
function re2Reason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^error parsing regexp:\s*/, '').replace(/`\(\?[a-zA-Z]+\)/, '`');
}

type Re2Match = (string | undefined)[] & { index: number; groups?: Record<string, string | undefined> };

function toMatch(found: Re2Match): RegexMatch {
  return { text: found[0] ?? '', groups: found.slice(1), named: found.groups ?? {}, index: found.index };
}

// Every extractor of a template reads the same message: lower-case it once, not per regex.
let lastText = '';
let lastLowerText = '';
function lowerCased(text: string): string {
  if (text !== lastText) {
    lastText = text;
    lastLowerText = text.toLowerCase();
  }
  return lastLowerText;
}

function wrap(source: string, flags: string, re2: RE2JS): SafeRegex {
  const literal = requiredLiteral(source);
  // Most extractors find nothing in most messages, so the cheap answers come first: a missing
  // label (substring search), then RE2's DFA yes/no, several times faster than a match with
  // groups, which is only asked for once there is a match.
  const mayMatch = (text: string) => (literal === null || lowerCased(text).includes(literal)) && re2.test(text);
  return {
    source,
    flags,
    test: mayMatch,
    firstMatch: (text) => {
      if (!mayMatch(text)) return null;
      const found = re2.exec(text) as Re2Match | null;
      return found ? toMatch(found) : null;
    },
  };
}

/**
 * A user's regex, compiled for RE2, or a RegexError that names the regex and says why it
 * cannot be used (a syntax error, or a JavaScript feature RE2 refuses). JavaScript spellings
 * RE2 lacks (`\u00e9`, `\u{1F7E2}`, `[^]`) are translated.
 */
export function compileUserRegex(source: string, flags = ''): SafeRegex | RegexError {
  const bits = flagBits(source, flags);
  if (bits instanceof RegexError) return bits;
  const unsupported = unsupportedFeature(source);
  if (unsupported) return new RegexError(source, unsupported);
  try {
    return wrap(source, flags, RE2JS.compile(RE2JS.translateRegExp(source), bits));
  } catch (error) {
    return new RegexError(source, `invalid regex: ${re2Reason(error)}`);
  }
}

/**
 * The value an extractor takes from a match: its first capture group that took part in the
 * match (so `A: (\d+)|(\d+) a` works either way round), or the whole match when it has none.
 */
export function capturedValue(match: RegexMatch): string {
  return match.groups.find((group) => group !== undefined) ?? match.text;
}

// Templates are few and change rarely, while every message runs every extractor: compile each
// regex once. The bound keeps a stream of edited patterns from growing the cache for ever.
const CACHE_LIMIT = 2_000;
const cache = new Map<string, SafeRegex | RegexError>();

/** compileUserRegex, remembered per pattern and flags. */
export function cachedUserRegex(source: string, flags = ''): SafeRegex | RegexError {
  const key = `${flags}/${source}`;
  let compiled = cache.get(key);
  if (compiled === undefined) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    compiled = compileUserRegex(source, flags);
    cache.set(key, compiled);
  }
  return compiled;
}
