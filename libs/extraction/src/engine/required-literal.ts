/**
 * Most extractors look for a label ('Rug risk:', 'Early buyers') that most messages do not
 * have. A plain substring search for such a label is far cheaper than starting RE2, so a
 * regex whose every match must contain a known piece of text is only run on messages that
 * contain it. The piece is found conservatively: when in doubt there is none, and RE2 runs.
 */

// Pattern syntax outside escapes; every other character stands for itself.
const SYNTAX = new Set(['\\', '(', ')', '[', ']', '{', '}', '|', '.', '^', '$', '?', '*', '+']);
// A character after which the one before is optional.
const OPTIONAL_AFTER = new Set(['?', '*', '{']);
// An escape of a letter or digit, with whatever argument it may take: \p{L}, \pL, \x41,
// \u00e9, \u{1F7E2}, \k<name>. Hex digits after \d are taken too: that only loses a literal.
// Class and assertion escapes (\b, \d, \s, \w, ...) take no argument, so 'dev' in '\bdev' is text.
const ESCAPE_SEQUENCE = /^\\(?:[pP](?:\{[^}]*\}|[A-Za-z])|[bBdDsSwWAz]|[A-Za-z0-9](?:\{[^}]*\}|<[^>]*>|[0-9A-Fa-f]{0,4}))/;
// A repeat count, '{2}' or '{1,3}': its digits are not text to find.
const REPEAT = /^\{\d*(?:,\d*)?\}/;

/** A top-level character of the pattern: a literal one, or null for syntax. */
interface Token {
  literal: string | null;
  /** index just after the token */
  end: number;
}

/** The index after a group or class that starts at `start`, or -1 when it never closes. */
function skipNested(source: string, start: number): number {
  let depth = 0;
  let inClass = false;
  for (let at = start; at < source.length; at += 1) {
    const char = source[at];
    if (char === '\\') at += 1;
    else if (inClass) inClass = char !== ']';
    else if (char === '[') inClass = true;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    if (depth === 0 && !inClass) return at + 1;
  }
  return -1;
}

function nextToken(source: string, at: number): Token | 'alternation' | 'unknown' {
  const char = source[at] ?? '';
  if (char === '|') return 'alternation';
  if (char === '(' || char === '[') {
    const end = skipNested(source, at);
    return end === -1 ? 'unknown' : { literal: null, end };
  }
  if (char === '\\') {
    const escape = ESCAPE_SEQUENCE.exec(source.slice(at))?.[0];
    // '\$' is a dollar sign; '\d', '\pL', '\x{41}', '\k<name>' are syntax, with their arguments.
    return escape ? { literal: null, end: at + escape.length } : { literal: source[at + 1] ?? null, end: at + 2 };
  }
  const repeat = REPEAT.exec(source.slice(at))?.[0];
  if (repeat) return { literal: null, end: at + repeat.length };
  // A character outside the BMP (an emoji) is two UTF-16 units, and one token: a '?' after it
  // makes both optional.
  const code = char.charCodeAt(0);
  if (code >= 0xd800 && code <= 0xdbff && at + 1 < source.length) return { literal: source.slice(at, at + 2), end: at + 2 };
  return { literal: SYNTAX.has(char) ? null : char, end: at + 1 };
}

/** What a piece of a pattern guarantees: one of these (lower-cased) texts is in every match. */
type AnyOf = readonly string[];

/** The more selective of two guarantees: the longer shortest text, then the fewer texts. */
function better(a: AnyOf | null, b: AnyOf | null): AnyOf | null {
  if (a === null || b === null) return a ?? b;
  const shortest = (texts: AnyOf) => Math.min(...texts.map((text) => text.length));
  if (shortest(a) !== shortest(b)) return shortest(a) > shortest(b) ? a : b;
  return a.length <= b.length ? a : b;
}

// Group openers whose contents must be in the match: capturing, named and non-capturing groups.
// Lookarounds and inline flags ('(?i)') guarantee no text.
const CONSUMING_GROUP = /^\((?!\?)|^\(\?:|^\(\?P?<(?![=!])/;

/** The top-level branches of source[start, end), split at '|'; null when a group never closes. */
function branches(source: string, start: number, end: number): [number, number][] | null {
  const found: [number, number][] = [];
  let from = start;
  for (let at = start; at < end;) {
    const char = source[at];
    if (char === '|') {
      found.push([from, at]);
      from = at + 1;
      at += 1;
    } else if (char === '(' || char === '[') {
      const after = skipNested(source, at);
      if (after === -1 || after > end) return null;
      at = after;
    } else {
      at += char === '\\' ? 2 : 1;
    }
  }
  found.push([from, end]);
  return found;
}

// Characters a case-insensitive match only finds as themselves or their ASCII other case, once
// the text is lower-cased by lowerForLiterals: printable ASCII ('k' and 's' too, see there) and
// emojis, which have no case.
const LOOSE_SAFE = /^(?:[\x20-\x7E]|\p{Extended_Pictographic})$/u;

/**
 * The text as requiredLiterals' promise reads: lower-cased, and the long s made an 's' (RE2
 * matches 's' case-insensitively as 's', 'S' or 'ſ'; the Kelvin sign already lower-cases to 'k',
 * the only other character outside ASCII that folds into ASCII). The engine checks the same
 * thing for all regexes of a message in one pass over the text (text-scan.ts).
 */
export function lowerForLiterals(text: string): string {
  const lower = text.toLowerCase();
  return lower.includes('\u017f') ? lower.replaceAll('\u017f', 's') : lower;
}

/** The guarantee of one branch: its best literal run or group. */
function sequenceGuarantee(source: string, start: number, end: number): AnyOf | null {
  let best: AnyOf | null = null;
  let run = '';
  const endRun = () => {
    if (run.length > 0) best = better(best, [run.toLowerCase()]);
    run = '';
  };
  for (let at = start; at < end;) {
    const token = nextToken(source, at);
    if (token === 'unknown') return null;
    if (token === 'alternation') return null; // not reached: branches are split first
    const next = source[token.end] ?? '';
    const optional = OPTIONAL_AFTER.has(next);
    if (token.literal === null) {
      endRun();
      const opener = CONSUMING_GROUP.exec(source.slice(at, at + 4))?.[0];
      if (opener && !optional) best = better(best, guarantee(source, at + opener.length, token.end - 1));
    } else if (!optional && LOOSE_SAFE.test(token.literal)) {
      run += token.literal;
      if (next === '+') endRun();
    } else {
      endRun();
    }
    at = token.end;
  }
  endRun();
  return best;
}

/** The guarantee of source[start, end): every branch must give one, and any of them will do. */
function guarantee(source: string, start: number, end: number): AnyOf | null {
  const parts = branches(source, start, end);
  if (parts === null) return null;
  const texts = new Set<string>();
  for (const [from, to] of parts) {
    const part = sequenceGuarantee(source, from, to);
    if (part === null) return null;
    for (const text of part) texts.add(text);
  }
  return [...texts];
}

/**
 * Texts of which every match of the regex contains at least one, lower-cased: the regex cannot
 * match a text whose lowerForLiterals holds none of them. Null when nothing is certain. Only
 * literals that are not optional count, through alternations and groups, and down to one
 * character (a substring search costs next to nothing): 'twitter: (\\d+)|(\\d+) mentions' gives
 * ['twitter: ', ' mentions'], '(?:bought|sold) (\\d+)' gives ['bought', 'sold'].
 */
export function requiredLiterals(source: string): readonly string[] | null {
  if (source.includes('\\Q')) return null;
  return guarantee(source, 0, source.length);
}
