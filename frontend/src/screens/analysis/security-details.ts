import type { SecurityReport } from '@solana-hub/contracts';
import { formatPercent } from '../../format/percent';
import { flagRow, type DetailRow, type Tone } from './detail-row';

/** Above these shares the holdings are shown red, otherwise green. */
export const topHoldersLimitPercent = 50;
export const devHoldingsLimitPercent = 10;

/** Red above the limit, green at or below it; neutral when the share is unknown. */
export function holdingTone(percent: number | null, limitPercent: number): Tone {
  if (percent === null) return 'neutral';
  return percent > limitPercent ? 'bad' : 'good';
}

/** The security facts of a report, in the order the Security tab shows them. */
export function securityDetailRows(details: SecurityReport['details']): DetailRow[] {
  return [
    flagRow('Honeypot', details.isHoneypot, false),
    flagRow('Rug Pull Risk', details.hasRugPullRisk, false),
    flagRow('Liquidity Locked', details.liquidityLocked, true),
    flagRow('Ownership Renounced', details.ownershipRenounced, true),
    flagRow('Can Mint', details.canMint, false),
    flagRow('Can Freeze', details.canFreeze, false),
    {
      label: 'Top 10 Holders',
      value: formatPercent(details.topHoldersPercent),
      tone: holdingTone(details.topHoldersPercent, topHoldersLimitPercent),
    },
    {
      label: 'Dev Holdings',
      value: formatPercent(details.devHoldingsPercent),
      tone: holdingTone(details.devHoldingsPercent, devHoldingsLimitPercent),
    },
  ];
}
