import { randomBytes, randomInt } from 'node:crypto';
import bs58 from 'bs58';

/** A Solana address (32 bytes in base58) ending in 'pump', like the mints pump.fun makes. */
export function pumpAddress(): string {
  for (;;) {
    const body = Array.from({ length: 39 }, () => bs58.encode([randomInt(58)]).slice(-1)).join('');
    const address = `${'23456789ABCDEFGH'[randomInt(16)]}${body}pump`;
    if (bs58.decode(address).length === 32) return address;
  }
}

/** A random Solana address. */
export const solanaAddress = (): string => bs58.encode(randomBytes(32));
