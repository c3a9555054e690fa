import { riskLevels, type RiskLevel, type SecurityDetail, type SecurityReport } from '@solana-hub/contracts';
import { uncheckedSecurity, type SecurityFacts } from './security-facts.js';
import { formatPercent } from './usd.js';

/** Above these shares the holdings are a risk (the analysis page shows them red). */
export const TOP_HOLDERS_LIMIT_PERCENT = 50;
export const DEV_HOLDINGS_LIMIT_PERCENT = 10;
/** A pool counts as locked when at least this share of its LP tokens is locked or burned. */
export const LOCKED_LIQUIDITY_PERCENT = 90;

/**
 * What each red flag costs the score of 100. An authority nobody could check costs less than a
 * live one (it is a doubt, not a finding) but still makes the level at least high.
 */
const PENALTY = {
  mint: 30,
  freeze: 30,
  uncheckedAuthority: 20,
  topHolders: 20,
  devHoldings: 15,
  unlockedLiquidity: 15,
  dangerRisk: 10,
  warnRisk: 5,
};

/** Provider findings the checks above already count, so they are not counted twice. */
const COUNTED_RISKS = /mint authority|freeze authority|top 10 holders|lp unlocked|liquidity.*unlocked/i;

interface Finding {
  warning: string;
  penalty: number;
}

/** The security part of a report: score, level, warnings in trader words and the detail flags. */
export function assessSecurity(facts: SecurityFacts): SecurityReport {
  const findings = securityFindings(facts);
  const score = facts.rugged ? 0 : Math.max(0, 100 - findings.reduce((sum, finding) => sum + finding.penalty, 0));
  const liquidityLocked = facts.lockedLiquidityPercent !== null && facts.lockedLiquidityPercent >= LOCKED_LIQUIDITY_PERCENT;
  const devHeavy = facts.devHoldingsPercent !== null && facts.devHoldingsPercent > DEV_HOLDINGS_LIMIT_PERCENT;
  const unlocked = facts.lockedLiquidityPercent !== null && !liquidityLocked;
  const { mayMint, mayFreeze } = authoritiesOf(facts);
  return {
    riskLevel: securityLevel(score, facts),
    score,
    source: facts.source,
    warnings: findings.map((finding) => finding.warning),
    details: {
      // On Solana a live freeze authority is what makes a honeypot: holders can be kept from selling.
      // An unchecked one is a risk, not yet a honeypot.
      isHoneypot: facts.canFreeze === true || facts.risks.some((risk) => /honeypot/i.test(risk.name)),
      hasRugPullRisk: facts.rugged || mayMint || devHeavy || unlocked,
      liquidityLocked,
      ownershipRenounced: !mayMint && !mayFreeze,
      topHoldersPercent: roundPercent(facts.topHoldersPercent),
      devHoldingsPercent: roundPercent(facts.devHoldingsPercent),
      canMint: mayMint,
      canFreeze: mayFreeze,
      unknown: uncheckedDetails(facts, facts.rugged || facts.canMint === true || devHeavy || unlocked),
    },
  };
}

/** The detail flags that rest on what nobody checked (each still says the cautious answer). */
function uncheckedDetails(facts: SecurityFacts, rugRiskFound: boolean): SecurityDetail[] {
  const unknown: SecurityDetail[] = [];
  const lockUnknown = facts.lockedLiquidityPercent === null;
  if (facts.canMint === null) unknown.push('canMint');
  if (facts.canFreeze === null) unknown.push('canFreeze');
  if (lockUnknown) unknown.push('liquidityLocked');
  const liveAuthority = facts.canMint === true || facts.canFreeze === true;
  if (!liveAuthority && (facts.canMint === null || facts.canFreeze === null)) unknown.push('ownershipRenounced');
  if (facts.canFreeze === null && !facts.risks.some((risk) => /honeypot/i.test(risk.name))) unknown.push('isHoneypot');
  // A rug-pull risk found is a finding; none found is only known when every part of it was checked.
  if (!rugRiskFound && (facts.canMint === null || lockUnknown)) unknown.push('hasRugPullRisk');
  return unknown;
}

export function securityFindings(facts: SecurityFacts): Finding[] {
  const findings: Finding[] = [];
  const add = (penalty: number, warning: string) => findings.push({ penalty, warning });
  if (facts.rugged) add(100, 'RugCheck marks this token as rugged: the liquidity is gone');
  if (facts.canMint) add(PENALTY.mint, 'Mint authority is enabled: the dev can print more tokens and dilute holders');
  if (facts.canMint === null)
    add(PENALTY.uncheckedAuthority, 'Mint authority not checked on-chain: treat it as enabled (the dev may print more tokens)');
  if (facts.canFreeze) add(PENALTY.freeze, 'Freeze authority is enabled: the dev can freeze your tokens so you cannot sell');
  if (facts.canFreeze === null)
    add(PENALTY.uncheckedAuthority, 'Freeze authority not checked on-chain: treat it as enabled (your tokens may be frozen)');
  if (facts.topHoldersPercent !== null && facts.topHoldersPercent > TOP_HOLDERS_LIMIT_PERCENT) {
    add(PENALTY.topHolders, `Top 10 holders own ${formatPercent(facts.topHoldersPercent)} of supply`);
  }
  if (facts.devHoldingsPercent !== null && facts.devHoldingsPercent > DEV_HOLDINGS_LIMIT_PERCENT) {
    add(PENALTY.devHoldings, `Dev wallet holds ${formatPercent(facts.devHoldingsPercent)} of supply`);
  }
  if (facts.lockedLiquidityPercent !== null && facts.lockedLiquidityPercent < LOCKED_LIQUIDITY_PERCENT) {
    add(PENALTY.unlockedLiquidity, `Liquidity is not locked (${formatPercent(facts.lockedLiquidityPercent)} locked): the dev can pull it`);
  }
  for (const risk of facts.risks) {
    if (risk.level === 'info' || COUNTED_RISKS.test(risk.name)) continue;
    const warning = risk.description ? `${risk.name}: ${risk.description}` : risk.name;
    add(risk.level === 'danger' ? PENALTY.dangerRisk : PENALTY.warnRisk, warning);
  }
  return findings;
}

/** The level the score says, raised by the flags that alone can cost a trader everything. */
function securityLevel(score: number, facts: SecurityFacts): RiskLevel {
  const byScore: RiskLevel = score >= 80 ? 'low' : score >= 60 ? 'medium' : score >= 40 ? 'high' : 'critical';
  if (facts.rugged) return 'critical';
  const { mayMint, mayFreeze } = authoritiesOf(facts);
  return mayMint || mayFreeze ? higherRisk(byScore, 'high') : byScore;
}

/** What nobody checked is never shown as safe: an unchecked authority counts as live. */
function authoritiesOf(facts: SecurityFacts): { mayMint: boolean; mayFreeze: boolean } {
  return { mayMint: facts.canMint !== false, mayFreeze: facts.canFreeze !== false };
}

function roundPercent(value: number | null): number | null {
  return value === null ? null : Math.round(value * 100) / 100;
}

/**
 * The security part when no security source answered: nothing checked, the authorities
 * treated as live (its warnings say so).
 */
export function unverifiedSecurity(): SecurityReport {
  return assessSecurity(uncheckedSecurity('unavailable'));
}

/** The higher of two risk levels. */
export function higherRisk(a: RiskLevel, b: RiskLevel): RiskLevel {
  return riskLevels.indexOf(a) >= riskLevels.indexOf(b) ? a : b;
}
