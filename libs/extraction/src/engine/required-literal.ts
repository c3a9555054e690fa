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
// Kept to ASCII without 'k' and 's': under case-insensitive matching those also match the
// Kelvin sign and the long s, which lower-casing the text would not turn into 'k' and 's'.
const SAFE_CHAR = /^[\x20-\x7E]$/;
const FOLDS_OUTSIDE_ASCII = /[ks]/i;
const MIN_LENGTH = 3;
// An escape of a letter or digit, with whatever argument it may take: \p{L}, \pL, \x41,
// \u00e9, \u{1F7E2}, \k<name>. Hex digits after \d are taken too: that only loses a literal.
const ESCAPE_SEQUENCE = /^\\(?:[pP](?:\{[^}]*\}|[A-Za-z])|[A-Za-z0-9](?:\{[^}]*\}|<[^>]*>|[0-9A-Fa-f]{0,4}))/;
// A repeat count, '{2}' or '{1,3}': its digits are not text to find.
const REPEAT = /^\{\d*(?:,\d*)?\}/;

function isSafe(char: string): boolean {
  return SAFE_CHAR.test(char) && !FOLDS_OUTSIDE_ASCII.test(char);
}

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
  return { literal: SYNTAX.has(char) ? null : char, end: at + 1 };
}

/**
 * The longest run of text every match of the regex contains, lower-cased, or null. Only
 * top-level literals count (groups and classes are stepped over), a literal followed by ?, *
 * or {…} is optional, and a top-level '|' means nothing is certain.
 */
export function requiredLiteral(source: string): string | null {
  if (source.includes('\\Q')) return null;
  let best = '';
  let run = '';
  for (let at = 0; at < source.length; ) {
    const token = nextToken(source, at);
    if (token === 'alternation' || token === 'unknown') return null;
    const optional = OPTIONAL_AFTER.has(source[token.end] ?? '');
    const keeps = token.literal !== null && !optional && isSafe(token.literal);
    run = keeps ? run + token.literal : '';
    if (run.length > best.length) best = run;
    // '+' after a literal: it is there at least once, but the run cannot go on past it.
    if (source[token.end] === '+') run = '';
    at = token.end;
  }
  return best.length >= MIN_LENGTH ? best.toLowerCase() : null;
}
