import { BASE58_ALPHABET, isEvmAddress, isSolanaAddress } from './solana-address.js';

export type Chain = 'solana' | 'evm';

export interface FoundAddress {
  address: string;
  chain: Chain;
  /** where the address starts and ends in the scanned text */
  start: number;
  end: number;
}

// 1 for the ASCII codes of base58 characters. Kept here, not asked of another module per
// character: this loop reads every character of every message.
const BASE58_CODE = new Uint8Array(128);
for (const char of BASE58_ALPHABET) BASE58_CODE[char.charCodeAt(0)] = 1;

function isBase58Code(code: number): boolean {
  return code < 128 && BASE58_CODE[code] === 1;
}

const EVM_RUN = /(?<![0-9a-zA-Z])0x[0-9a-fA-F]{40}(?![0-9a-zA-Z])/g;

/**
 * Whole runs of base58 characters only: a 32-44 character slice of a longer run (a transaction
 * signature, a hash) is not an address. One pass over the text, run by run.
 */
function solanaAddresses(text: string, found: FoundAddress[]): void {
  const length = text.length;
  let at = 0;
  while (at < length) {
    if (!isBase58Code(text.charCodeAt(at))) {
      at += 1;
      continue;
    }
    let end = at + 1;
    while (end < length && isBase58Code(text.charCodeAt(end))) end += 1;
    if (end - at >= 32 && end - at <= 44) {
      const address = text.slice(at, end);
      if (isSolanaAddress(address)) found.push({ address, chain: 'solana', start: at, end });
    }
    at = end;
  }
}

/** Solana and EVM addresses in a piece of text, in order of appearance. */
export function findAddresses(text: string): FoundAddress[] {
  const found: FoundAddress[] = [];
  solanaAddresses(text, found);
  if (!text.includes('0x')) return found;
  const solana = found.length;
  for (const m of text.matchAll(EVM_RUN)) {
    if (isEvmAddress(m[0])) found.push({ address: m[0], chain: 'evm', start: m.index, end: m.index + m[0].length });
  }
  return solana > 0 && found.length > solana ? found.sort((a, b) => a.start - b.start) : found;
}
