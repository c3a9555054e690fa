/**
 * The deepest nesting of arrays and objects a JSON body may have. The product's deepest body (a
 * template with its extractors, a wizard schema) is under ten levels; JSON.parse takes time and
 * stack in proportion to the depth of what a client sends.
 */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether `text` nests arrays and objects deeper than `limit`: one pass over the characters,
 * brackets inside strings not counted. Answers before any parsing, so a hostile body costs a
 * scan, not a parse.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) depth -= 1;
  }
  return false;
}
