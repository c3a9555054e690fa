import { describe, expect, it } from '@jest/globals';
import type { SecurityFacts } from '@solana-hub/contracts';
import { ADDRESS_A } from '../testing/fixtures';
import { authorityOn, formatAuthorities, shortenAddress, tokenLabel } from './token';

describe('shortenAddress', () => {
  it('keeps the first 6 and last 4 characters of a long address', () => {
    expect(shortenAddress(ADDRESS_A)).toBe('7GCihg…W2hr');
    expect(shortenAddress('0x6982508145454ce325ddbe47a25d4ec3d2311933')).toBe('0x6982…1933');
    expect(shortenAddress('1'.repeat(32))).toBe('111111…1111');
  });

  it('leaves text that is not a 32-44 character address alone', () => {
    expect(shortenAddress('abc123')).toBe('abc123');
    expect(shortenAddress('1'.repeat(31))).toBe('1'.repeat(31));
    expect(shortenAddress('1'.repeat(45))).toBe('1'.repeat(45));
    expect(shortenAddress('not an address, just a long sentence')).toBe('not an address, just a long sentence');
  });
});

describe('tokenLabel', () => {
  it('names a token by its name and ticker, either alone, or not at all', () => {
    expect(tokenLabel('Pepe Prime', 'PEPE')).toBe('Pepe Prime ($PEPE)');
    expect(tokenLabel('Pepe Prime', null)).toBe('Pepe Prime');
    expect(tokenLabel(null, 'PEPE')).toBe('$PEPE');
    expect(tokenLabel(undefined, '')).toBeNull();
  });
});

const facts = (mint: boolean, freeze: boolean): SecurityFacts => ({
  analyzed_at: '2026-05-01T00:00:00.000Z',
  source: 'rugcheck',
  mint_authority_revoked: mint,
  freeze_authority_revoked: freeze,
  top10_percent: 30,
  liquidity_usd: 10_000,
});

describe('formatAuthorities', () => {
  it('says Revoked when both are, else names those still on', () => {
    expect(formatAuthorities(facts(true, true))).toBe('Revoked');
    expect(formatAuthorities(facts(false, true))).toBe('Mint on');
    expect(formatAuthorities(facts(true, false))).toBe('Freeze on');
    expect(formatAuthorities(facts(false, false))).toBe('Mint & Freeze on');
    expect(formatAuthorities(null)).toBe('–');
  });

  it('warns while either authority is on, and not when nothing is known', () => {
    expect(authorityOn(facts(true, true))).toBe(false);
    expect(authorityOn(facts(false, true))).toBe(true);
    expect(authorityOn(null)).toBe(false);
  });
});
