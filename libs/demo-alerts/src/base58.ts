/** Base58 as Solana writes addresses: the tests of both corpora check their addresses with it. */
const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** The number of bytes a base58 string decodes to (leading '1's are zero bytes). */
export function base58ByteLength(text: string): number {
  let value = 0n;
  for (const char of text) {
    const digit = BASE58_ALPHABET.indexOf(char);
    if (digit < 0) throw new Error(`not base58: ${text}`);
    value = value * 58n + BigInt(digit);
  }
  const leadingZeros = text.length - text.replace(/^1+/, '').length;
  return leadingZeros + (value === 0n ? 0 : Math.ceil(value.toString(16).length / 2));
}

/** A Solana address: base58 of 32 bytes. */
export const isSolanaAddress = (s: string): boolean => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(s) && base58ByteLength(s) === 32;

/** An EVM address: 0x and 40 hex digits. */
export const isEvmAddress = (s: string): boolean => /^0x[0-9a-fA-F]{40}$/.test(s);
