import { RE2JS } from 're2js';
import { requiredLiterals } from './required-literal.js';
import { literalsTest, nativeReadsAsRe2 } from './text-scan.js';

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

/**
 * Patterns this library ships (preset regexes, the custom presets' labels, the built-in
 * templates' headlines) run on V8's own engine, tens of times faster than re2js. They are ours
 * and reviewed: no repetition inside repetition, so no catastrophic backtracking; at worst a
 * quadratic pass over one run of digits, bounded by NATIVE_MAX_LENGTH (text-scan.ts; Telegram
 * caps a message at 4,096 characters). trusted-regex.test.ts holds each to RE2's matches. A
 * user's own pattern, or a preset pattern the user edited, is another string and runs on RE2.
 */
const trusted = new Set<string>();

/** Marks the library's own patterns, which then run on V8's engine (see `trusted`). */
export function trustPatterns(sources: Iterable<string>): void {
  for (const source of sources) {
    if (trusted.has(source)) continue;
    trusted.add(source);
    // Compiled before it was trusted: compile again, for V8.
    for (const byPattern of cache.values()) byPattern.delete(source);
  }
}

/** Trusts one pattern of the library and gives it back: `const LABEL = trustedPattern('...')`. */
export function trustedPattern(source: string): string {
  trustPatterns([source]);
  return source;
}

/** The patterns that run on V8's engine, for the test that holds them to RE2's matches. */
export function trustedPatterns(): readonly string[] {
  return [...trusted];
}

const RE2_WHITESPACE = String.raw`\t\n\f\r `;

/**
 * The pattern in V8's syntax with RE2's meaning, or null where that is not certain. RE2's \s is
 * [\t\n\f\r ] while V8's also takes Unicode spaces; RE2's . stops only at \n. `(?m:^)` (a line
 * start) becomes a lookbehind; any other inline flag group, and anything unusual, stays on RE2.
 */
export function nativeSource(source: string, flags: string): string | null {
  let out = '';
  let inClass = false;
  for (let at = 0; at < source.length; at += 1) {
    const char = source[at] ?? '';
    if (char === '\\') {
      const next = source[at + 1];
      if (next === undefined || 'AzZQECGX'.includes(next)) return null;
      if ((next === 'p' || next === 'P') && source[at + 2] !== '{') return null;
      at += 1;
      if (next === 's') out += inClass ? RE2_WHITESPACE : `[${RE2_WHITESPACE}]`;
      else if (next === 'S' && !inClass) out += `[^${RE2_WHITESPACE}]`;
      else if (next === 'S') return null;
      else out += char + next;
      continue;
    }
    if (inClass) {
      if (char === '[') return null;
      if (char === ']') inClass = false;
      out += char;
      continue;
    }
    if (char === '[') {
      // '[]a]' and '[^]a]' read ']' as a literal in RE2 and as an empty class in V8.
      if (source[at + 1] === ']' || source.startsWith('^]', at + 1)) return null;
      inClass = true;
      out += char;
    } else if (char === '.') {
      out += flags.includes('s') ? '[^]' : '[^\\n]';
    } else if (char === '(' && source[at + 1] === '?') {
      if (source.startsWith('(?m:^)', at)) {
        out += '(?<![^\\n])';
        at += '(?m:^)'.length - 1;
      } else if (/^\(\?(?::|<[=!]|<[A-Za-z])/.test(source.slice(at, at + 4))) {
        out += char;
      } else {
        return null;
      }
    } else {
      out += char;
    }
  }
  return inClass ? null : out;
}

// A pattern of ASCII only, without Unicode classes or code point escapes, means the same without
// V8's u flag: on texts that run natively (see nativeReadsAsRe2) only ASCII letters fold into
// ASCII letters either way. Without the flag V8 runs \b and case-insensitive matching many
// times faster.
const NEEDS_UNICODE = /[^\x00-\x7F]|\\[pP]\{|\\u\{/;

function nativeRegex(source: string, flags: string): RegExp | null {
  const translated = nativeSource(source, flags);
  if (translated === null) return null;
  const unicode = NEEDS_UNICODE.test(translated) ? 'u' : '';
  try {
    return new RegExp(translated, `${[...new Set(flags.replace(/[^ims]/g, ''))].join('')}${unicode}`);
  } catch {
    return null;
  }
}

function fromNative(found: RegExpExecArray): RegexMatch {
  return { text: found[0], groups: found.slice(1), named: found.groups ?? {}, index: found.index };
}

function wrap(source: string, flags: string, re2: RE2JS): SafeRegex {
  const mayHold = literalsTest(requiredLiterals(source));
  const native = trusted.has(source) ? nativeRegex(source, flags) : null;
  // Most extractors find nothing in most messages, so the cheap answers come first: the text
  // lacks the regex's required text (text-scan.ts), then a yes/no, several times faster on RE2
  // than a match with groups, which is only asked for once there is a match.
  const hasLiteral = (text: string): boolean => mayHold === null || mayHold(text);
  const onV8 = (text: string): RegExp | null => (native !== null && nativeReadsAsRe2(text) ? native : null);
  return {
    source,
    flags,
    test: (text) => {
      if (!hasLiteral(text)) return false;
      return onV8(text)?.test(text) ?? re2.test(text);
    },
    firstMatch: (text) => {
      if (!hasLiteral(text)) return null;
      const v8 = onV8(text);
      if (v8) {
        const found = v8.exec(text);
        return found ? fromNative(found) : null;
      }
      if (!re2.test(text)) return null;
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
// By flags, then by pattern: a template's pattern string keeps its hash, so a lookup is cheap,
// where a combined key would be built and hashed anew on every message.
const cache = new Map<string, Map<string, SafeRegex | RegexError>>();
let cached = 0;

/** compileUserRegex, remembered per pattern and flags. */
export function cachedUserRegex(source: string, flags = ''): SafeRegex | RegexError {
  let byPattern = cache.get(flags);
  if (byPattern === undefined) {
    byPattern = new Map();
    cache.set(flags, byPattern);
  }
  let compiled = byPattern.get(source);
  if (compiled === undefined) {
    if (cached >= CACHE_LIMIT) {
      cache.clear();
      cached = 0;
      return cachedUserRegex(source, flags);
    }
    compiled = compileUserRegex(source, flags);
    byPattern.set(source, compiled);
    cached += 1;
  }
  return compiled;
}
