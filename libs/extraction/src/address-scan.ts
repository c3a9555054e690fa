import { BASE58_CHARS, isEvmAddress, isSolanaAddress } from './solana-address.js';

export type Chain = 'solana' | 'evm';

export interface FoundAddress {
  address: string;
  chain: Chain;
  /** where the address starts and ends in the scanned text */
  start: number;
  end: number;
}

// Whole runs only: a 32-44 character slice of a longer run (a transaction signature, a hash)
// is not an address. A greedy run from its first character is the whole run, so the length is
// checked afterwards (cheaper than lookarounds at every position).
const SOLANA_RUN = new RegExp(`[${BASE58_CHARS}]{32,}`, 'g');
const EVM_RUN = /(?<![0-9a-zA-Z])0x[0-9a-fA-F]{40}(?![0-9a-zA-Z])/g;

/** Solana and EVM addresses in a piece of text, in order of appearance. */
export function findAddresses(text: string): FoundAddress[] {
  const solana = Array.from(text.matchAll(SOLANA_RUN))
    .filter((m) => m[0].length <= 44 && isSolanaAddress(m[0]))
    .map((m): FoundAddress => ({ address: m[0], chain: 'solana', start: m.index, end: m.index + m[0].length }));
  const evm = Array.from(text.matchAll(EVM_RUN))
    .filter((m) => isEvmAddress(m[0]))
    .map((m): FoundAddress => ({ address: m[0], chain: 'evm', start: m.index, end: m.index + m[0].length }));
  return [...solana, ...evm].sort((a, b) => a.start - b.start);
}
