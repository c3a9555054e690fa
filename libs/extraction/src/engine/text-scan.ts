/**
 * What the template regexes of one message all want to know about its text, found in one pass
 * over it: which characters and pairs of adjacent characters it holds (case folded as RE2's
 * case-insensitive matching folds them), so that a regex whose required text (requiredLiterals)
 * is not there is skipped without a substring search per regex; and whether V8's engine reads
 * the text as RE2 does (safe-regex.ts). Every extractor of a template reads the same text, so
 * the pass is made once per message, for the last text asked about.
 */

// One table of slots: a character's (its code below 128), then a pair's (PAIR_BASE onwards).
// Slots hold the number of the scan that saw them, so a new scan needs no clearing but once
// every 255 scans. Bytes keep the table small enough for the processor's fastest cache.
const PAIR_BASE = 128;
const seenSlot = new Uint8Array(PAIR_BASE + 128 * 128);
let generation = 0;
let scanned: string | undefined;
let readsAsRe2 = true;

/** Longer texts than a Telegram message (4,096 characters) always run on RE2. */
export const NATIVE_MAX_LENGTH = 4_096;

const KELVIN = 0x212a;
const LONG_S = 0x17f;
const LINE_SEPARATOR = 0x2028;
const PARAGRAPH_SEPARATOR = 0x2029;
const CARRIAGE_RETURN = 13;

function scan(text: string): void {
  scanned = text;
  generation += 1;
  if (generation === 256) {
    seenSlot.fill(0);
    generation = 1;
  }
  let native = text.length <= NATIVE_MAX_LENGTH;
  let previous = -1;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    let folded = -1;
    if (code < 128) {
      folded = code >= 65 && code <= 90 ? code + 32 : code;
      if (code === CARRIAGE_RETURN) native = false;
    } else if (code === KELVIN || code === LONG_S) {
      // RE2 matches 'k' and 's' case-insensitively in these two as well.
      folded = code === KELVIN ? 107 : 115;
      native = false;
    } else if (code === LINE_SEPARATOR || code === PARAGRAPH_SEPARATOR) {
      native = false;
    }
    if (folded >= 0) {
      seenSlot[folded] = generation;
      if (previous >= 0) seenSlot[PAIR_BASE + previous * 128 + folded] = generation;
    }
    previous = folded;
  }
  readsAsRe2 = native;
}

/**
 * Whether V8's engine matches a library pattern in this text exactly as RE2 does: not where V8
 * folds the long s and the Kelvin sign into \w and \b (i flag), nor where its ^ and $ also stop
 * at \r and the line and paragraph separators (m flag), nor past Telegram's length.
 */
export function nativeReadsAsRe2(text: string): boolean {
  if (text !== scanned) scan(text);
  return readsAsRe2;
}

/** True when the text may hold the literal; false only when it certainly does not. */
type LiteralTest = (text: string) => boolean;

/** The slots (seenSlot) a literal in printable ASCII needs: its character alone, or each pair of adjacent ones. */
function slotsOf(literal: string): number[] {
  const codes = Array.from(literal, (char) => char.charCodeAt(0));
  if (codes.length === 1) return [codes[0] ?? 0];
  return codes.slice(1).map((code, index) => PAIR_BASE + (codes[index] ?? 0) * 128 + code);
}

/** Whether every slot of one literal (slots[from, to)) was seen in the last scan. */
function allSeen(slots: Int32Array, from: number, to: number): boolean {
  for (let at = from; at < to; at += 1) if (seenSlot[slots[at] ?? 0] !== generation) return false;
  return true;
}

/**
 * A test of the text for any of the literals (lower-cased, as requiredLiterals gives them). The
 * ASCII literals are one flat list of slots, each literal's preceded by its count: every regex of
 * every message asks this, so one loop over numbers, no closure per literal.
 */
export function literalsTest(literals: readonly string[] | null): LiteralTest | null {
  if (literals === null || literals.length === 0) return null;
  const flat: number[] = [];
  // Characters without case (emojis) are found as they are written.
  const asWritten: string[] = [];
  for (const literal of literals) {
    if (/^[\x20-\x7E]+$/.test(literal)) {
      const slots = slotsOf(literal);
      flat.push(slots.length, ...slots);
    } else if (literal.toUpperCase() === literal && literal.toLowerCase() === literal) asWritten.push(literal);
    // Anything else may fold in ways the scan does not follow: no test.
    else return null;
  }
  const slots = Int32Array.from(flat);
  return (text) => {
    // Asked of the same text by every regex: the scan is made once.
    if (text !== scanned) scan(text);
    for (let at = 0; at < slots.length;) {
      const end = at + 1 + (slots[at] ?? 0);
      if (allSeen(slots, at + 1, end)) return true;
      at = end;
    }
    return asWritten.length > 0 && asWritten.some((literal) => text.includes(literal));
  };
}
