import { describe, expect, it } from '@jest/globals';
import { assessSecurity, unverifiedSecurity } from './security-assessment.js';
import { cleanSecurity } from '../testing/token-findings.fixture.js';
import { extensionRisks } from '../providers/token-extensions.js';

const clean = cleanSecurity;

describe('assessSecurity', () => {
  it('gives a clean token 100, low risk, no warnings, renounced and locked', () => {
    const security = assessSecurity(clean);
    expect(security).toEqual({
      riskLevel: 'low',
      score: 100,
      source: 'rugcheck',
      warnings: [],
      details: {
        isHoneypot: false,
        hasRugPullRisk: false,
        liquidityLocked: true,
        ownershipRenounced: true,
        topHoldersPercent: 22,
        devHoldingsPercent: 1.5,
        canMint: false,
        canFreeze: false,
        unknown: [],
      },
    });
  });

  it('counts a live mint authority: -30, at least high, a rug-pull risk, not renounced', () => {
    const security = assessSecurity({ ...clean, canMint: true });
    expect(security.score).toBe(70);
    expect(security.riskLevel).toBe('high');
    expect(security.warnings).toEqual(['Mint authority is enabled: the dev can print more tokens and dilute holders']);
    expect(security.details).toMatchObject({ canMint: true, hasRugPullRisk: true, ownershipRenounced: false, isHoneypot: false });
  });

  it('counts a live freeze authority as a honeypot', () => {
    const security = assessSecurity({ ...clean, canFreeze: true });
    expect(security.score).toBe(70);
    expect(security.riskLevel).toBe('high');
    expect(security.details).toMatchObject({ canFreeze: true, isHoneypot: true });
    expect(security.warnings).toEqual(['Freeze authority is enabled: the dev can freeze your tokens so you cannot sell']);
  });

  it('warns above 50 % in the top 10 and above 10 % with the dev, and not at the limits', () => {
    expect(assessSecurity({ ...clean, topHoldersPercent: 50, devHoldingsPercent: 10 }).warnings).toEqual([]);
    const heavy = assessSecurity({ ...clean, topHoldersPercent: 62.4, devHoldingsPercent: 14 });
    expect(heavy.warnings).toEqual(['Top 10 holders own 62% of supply', 'Dev wallet holds 14% of supply']);
    expect(heavy.score).toBe(65);
    expect(heavy.riskLevel).toBe('medium');
    expect(heavy.details.hasRugPullRisk).toBe(true);
  });

  it('counts unlocked liquidity, and not liquidity nobody checked', () => {
    const unlocked = assessSecurity({ ...clean, lockedLiquidityPercent: 12 });
    expect(unlocked.warnings).toEqual(['Liquidity is not locked (12% locked): the dev can pull it']);
    expect(unlocked.details).toMatchObject({ liquidityLocked: false, hasRugPullRisk: true });
    const unchecked = assessSecurity({ ...clean, source: 'solana-rpc', lockedLiquidityPercent: null });
    expect(unchecked.warnings).toEqual([]);
    expect(unchecked.details).toMatchObject({ liquidityLocked: false, hasRugPullRisk: false });
    expect(unchecked.details.unknown).toEqual(['liquidityLocked', 'hasRugPullRisk']);
  });

  it("adds RugCheck's own danger and warn findings once, in its words", () => {
    const security = assessSecurity({
      ...clean,
      canMint: true,
      risks: [
        { name: 'Mint Authority still enabled', description: 'More tokens can be minted by the owner', level: 'danger' },
        { name: 'Creator history of rugged tokens', description: 'Creator has a history of rugging tokens', level: 'danger' },
        { name: 'Mutable metadata', description: 'Token metadata can be changed by the owner', level: 'warn' },
        { name: 'Low amount of LP Providers', description: 'Only a few users are providing liquidity', level: 'info' },
      ],
    });
    expect(security.warnings).toEqual([
      'Mint authority is enabled: the dev can print more tokens and dilute holders',
      'Creator history of rugged tokens: Creator has a history of rugging tokens',
      'Mutable metadata: Token metadata can be changed by the owner',
    ]);
    expect(security.score).toBe(55);
  });

  it("warns of the mint's Token-2022 extensions among the other findings, where the analysis page lists them", () => {
    const risks = extensionRisks({
      permanentDelegate: { delegate: 'Delegate1111111111111111111111111111111111' },
      transferFeeConfig: { newerTransferFee: { transferFeeBasisPoints: 250 }, transferFeeConfigAuthority: null },
    });
    const security = assessSecurity({ ...clean, risks });
    expect(security.warnings).toEqual([
      'Permanent delegate: Delegate1111111111111111111111111111111111 can move or burn the tokens in any wallet',
      'Transfer fee: 2.5% of every transfer, sells included',
    ]);
    // A danger costs 10, a warning 5.
    expect(security.score).toBe(85);
  });

  it('scores a rugged token 0, critical', () => {
    const security = assessSecurity({ ...clean, rugged: true });
    expect(security.score).toBe(0);
    expect(security.riskLevel).toBe('critical');
    expect(security.warnings[0]).toBe('RugCheck marks this token as rugged: the liquidity is gone');
    expect(security.details.hasRugPullRisk).toBe(true);
  });

  it('goes critical when the red flags pile up', () => {
    const security = assessSecurity({
      ...clean,
      canMint: true,
      canFreeze: true,
      topHoldersPercent: 80,
      devHoldingsPercent: 30,
      lockedLiquidityPercent: 0,
    });
    expect(security.score).toBe(0);
    expect(security.riskLevel).toBe('critical');
  });
});

describe('unchecked authorities', () => {
  it('cost 20 each, make the level at least high and show as enabled, but not as a honeypot', () => {
    const security = assessSecurity({ ...clean, source: 'alert messages', canMint: null, canFreeze: null });
    expect(security.score).toBe(60);
    expect(security.riskLevel).toBe('high');
    expect(security.warnings).toEqual([
      'Mint authority not checked on-chain: treat it as enabled (the dev may print more tokens)',
      'Freeze authority not checked on-chain: treat it as enabled (your tokens may be frozen)',
    ]);
    expect(security.details).toMatchObject({
      canMint: true,
      canFreeze: true,
      isHoneypot: false,
      hasRugPullRisk: true,
      ownershipRenounced: false,
    });
    // Each flag resting on them is named unknown, so a screen says Unknown rather than a finding.
    expect(security.details.unknown).toEqual(['canMint', 'canFreeze', 'ownershipRenounced', 'isHoneypot', 'hasRugPullRisk']);
  });

  it('are no doubt beside a live one: renounced is then known to be false', () => {
    expect(assessSecurity({ ...clean, canMint: true, canFreeze: null }).details.unknown).toEqual(['canFreeze', 'isHoneypot']);
  });

  it('leave the other authority as it was found', () => {
    const security = assessSecurity({ ...clean, canFreeze: null });
    expect(security.score).toBe(80);
    expect(security.riskLevel).toBe('high');
    expect(security.details).toMatchObject({ canMint: false, canFreeze: true, hasRugPullRisk: false, ownershipRenounced: false });
    expect(security.details.unknown).toEqual(['canFreeze', 'ownershipRenounced', 'isHoneypot']);
  });
});

describe('unverifiedSecurity', () => {
  it('never shows what nobody checked as safe', () => {
    const security = unverifiedSecurity();
    expect(security.source).toBe('unavailable');
    expect(security.riskLevel).toBe('high');
    expect(security.details).toMatchObject({
      canMint: true,
      canFreeze: true,
      liquidityLocked: false,
      ownershipRenounced: false,
      topHoldersPercent: null,
    });
  });
});
