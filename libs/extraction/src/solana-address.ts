/** The base58 alphabet Solana uses: no 0, O, I or l, so they never look alike. */
export const BASE58_CHARS = '1-9A-HJ-NP-Za-km-z';

/** The same alphabet spelled out, in digit order. */
export const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** Base58 digit of each ASCII character, -1 for characters outside the alphabet. */
const DIGIT = new Int8Array(128).fill(-1);
for (const [index, char] of Array.from(BASE58_ALPHABET).entries()) DIGIT[char.charCodeAt(0)] = index;

const EVM_SHAPE = /^0x[0-9a-fA-F]{40}$/;

// Limbs of 24 bits: a limb times 58 plus a carry stays far below 2^31. 44 base58 digits are
// at most 258 bits, so 11 limbs always do; one more for safety.
const LIMB_BITS = 24;
const LIMB_MASK = (1 << LIMB_BITS) - 1;
const limbs = new Int32Array(12);

/**
 * How many bytes base58 text decodes to (leading '1's are zero bytes), without building the
 * bytes: the number grows digit by digit in 24-bit limbs, and only its bit length is kept.
 * -1 when a character is not base58. The same count as bs58's decode, which a test checks.
 */
function decodedLength(s: string): number {
  let zeros = 0;
  while (zeros < s.length && s.charCodeAt(zeros) === 49 /* '1' */) zeros += 1;
  let used = 0;
  for (let at = zeros; at < s.length; at += 1) {
    const code = s.charCodeAt(at);
    let carry = code < 128 ? (DIGIT[code] ?? -1) : -1;
    if (carry < 0) return -1;
    for (let i = 0; i < used; i += 1) {
      const value = (limbs[i] ?? 0) * 58 + carry;
      limbs[i] = value & LIMB_MASK;
      carry = value >>> LIMB_BITS;
    }
    while (carry > 0) {
      if (used === limbs.length) return Number.MAX_SAFE_INTEGER; // far more than 32 bytes
      limbs[used] = carry & LIMB_MASK;
      used += 1;
      carry >>>= LIMB_BITS;
    }
  }
  if (used === 0) return zeros;
  const top = limbs[used - 1] ?? 0;
  const bits = (used - 1) * LIMB_BITS + (32 - Math.clz32(top));
  return zeros + Math.ceil(bits / 8);
}

/**
 * A Solana address is a 32-byte public key written in base58. The shape alone is not enough:
 * ordinary words and laughter ('hahahaha...') are valid base58 too, so the address must also
 * decode to exactly 32 bytes.
 */
export function isSolanaAddress(s: string): boolean {
  if (s.length < 32 || s.length > 44) return false;
  // A message names its token in the text and again in its links, and a token is alerted many
  // times: the answer for recent addresses is kept.
  let known = recentAnswers.get(s);
  if (known === undefined) {
    if (recentAnswers.size >= RECENT_LIMIT) recentAnswers.clear();
    known = decodedLength(s) === 32;
    recentAnswers.set(s, known);
  }
  return known;
}

const RECENT_LIMIT = 1_024;
const recentAnswers = new Map<string, boolean>();

/**
 * An EVM address is 20 bytes in hex after '0x'. The mixed-case EIP-55 checksum is not checked:
 * alert bots often print addresses all lower-case, which carries no checksum anyway.
 */
export function isEvmAddress(s: string): boolean {
  return EVM_SHAPE.test(s);
}
