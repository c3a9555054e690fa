import { describe, expect, it } from '@jest/globals';
import type { SecurityFacts } from '@solana-hub/contracts';
import { authorityOn, formatAuthorities } from './security-facts';

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
