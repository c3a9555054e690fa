import type { SecurityFacts } from '@solana-hub/contracts';
import { NO_DATA } from './figures';

/** How the screens write a token: its address, its name and ticker, its authorities. */

// Solana addresses are 32-44 base58 characters; 0x addresses (42) fall in the same range.
const LONG_ADDRESS = /^[A-Za-z0-9]{32,44}$/;

/** A long token address shortened for tables: first 6 + '…' + last 4; other text unchanged. */
export function shortenAddress(address: string): string {
  return LONG_ADDRESS.test(address) ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

/** 'Pepe Prime ($PEPE)', the name or the ticker alone, or null when neither is known. */
export function tokenLabel(name: string | null | undefined, symbol: string | null | undefined): string | null {
  if (name && symbol) return `${name} ($${symbol})`;
  return name || (symbol ? `$${symbol}` : null);
}

/** The mint and freeze authorities in a word or two: 'Revoked' when both are, else which are still on. */
export function formatAuthorities(facts: SecurityFacts | null): string {
  if (!facts) return NO_DATA;
  const on = [!facts.mint_authority_revoked && 'Mint', !facts.freeze_authority_revoked && 'Freeze'].filter(Boolean);
  return on.length === 0 ? 'Revoked' : `${on.join(' & ')} on`;
}

/** Whether an authority is still on: the creator can still mint or freeze. */
export const authorityOn = (facts: SecurityFacts | null) =>
  facts !== null && !(facts.mint_authority_revoked && facts.freeze_authority_revoked);
