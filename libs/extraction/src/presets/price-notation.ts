/**
 * Meme-coin prices have many zeros after the point, so bots write how many instead:
 * '$0.0{5}7311' and DexScreener's '$0.0₅7311' both mean five zeros after the point, then
 * 7311: 0.000007311. Plain prices ('$0.0000098', '1.25') are read as they are.
 */

const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';

// '0.0{5}7311' or '0.0₅7311'; the braces may also be parentheses.
const ZERO_COUNT = /^0\.0(?:[{(](\d{1,2})[})]|([₀-₉]{1,2}))(\d+)$/u;
const PLAIN = /^\d+(?:\.\d+)?$/;

/** A price pattern's capture for the presets: either notation. */
export const PRICE_VALUE = String.raw`0\.0[{(]\d{1,2}[})]\d+|0\.0[₀-₉]{1,2}\d+|\d[\d,]*(?:\.\d+)?`;

function subscriptToNumber(subscript: string): number {
  return Number(Array.from(subscript, (digit) => SUBSCRIPT_DIGITS.indexOf(digit)).join(''));
}

/** The price a written value stands for; null when it is neither notation. */
export function parsePrice(written: string | null): number | null {
  const text = (written ?? '').replace(/[$\s,]/g, '');
  const zeroCount = ZERO_COUNT.exec(text);
  if (zeroCount) {
    const zeros = zeroCount[1] !== undefined ? Number(zeroCount[1]) : subscriptToNumber(zeroCount[2] ?? '');
    // Built as decimal text, so the digits come out exactly: 0.000007311, not 7.310999e-6.
    return Number(`0.${'0'.repeat(zeros)}${zeroCount[3] ?? ''}`);
  }
  return PLAIN.test(text) ? Number(text) : null;
}
