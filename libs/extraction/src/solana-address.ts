import bs58 from 'bs58';

/** The base58 alphabet Solana uses: no 0, O, I or l, so they never look alike. */
export const BASE58_CHARS = '1-9A-HJ-NP-Za-km-z';

const BASE58_SHAPE = new RegExp(`^[${BASE58_CHARS}]{32,44}$`);
const EVM_SHAPE = /^0x[0-9a-fA-F]{40}$/;

/**
 * A Solana address is a 32-byte public key written in base58. The shape alone is not enough:
 * ordinary words and laughter ('hahahaha...') are valid base58 too, so the address must also
 * decode to exactly 32 bytes.
 */
export function isSolanaAddress(s: string): boolean {
  if (!BASE58_SHAPE.test(s)) return false;
  return bs58.decodeUnsafe(s)?.length === 32;
}

/**
 * An EVM address is 20 bytes in hex after '0x'. The mixed-case EIP-55 checksum is not checked:
 * alert bots often print addresses all lower-case, which carries no checksum anyway.
 */
export function isEvmAddress(s: string): boolean {
  return EVM_SHAPE.test(s);
}
