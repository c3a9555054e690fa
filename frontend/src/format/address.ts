// Solana addresses are 32-44 base58 characters; 0x addresses (42) fall in the same range.
const LONG_ADDRESS = /^[A-Za-z0-9]{32,44}$/;

/** A long token address shortened for tables: first 6 + '…' + last 4; other text unchanged. */
export function shortenAddress(address: string): string {
  return LONG_ADDRESS.test(address) ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}
