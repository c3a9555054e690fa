import type { SecurityDetail, SecurityReport } from '@solana-hub/contracts';
import { formatPercent } from '../../format/figures';
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
  const flag = (label: string, detail: SecurityDetail, safeWhen: boolean) =>
    flagRow(label, details[detail], safeWhen, details.unknown.includes(detail));
  return [
    flag('Honeypot', 'isHoneypot', false),
    flag('Rug Pull Risk', 'hasRugPullRisk', false),
    flag('Liquidity Locked', 'liquidityLocked', true),
    flag('Ownership Renounced', 'ownershipRenounced', true),
    flag('Can Mint', 'canMint', false),
    flag('Can Freeze', 'canFreeze', false),
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
