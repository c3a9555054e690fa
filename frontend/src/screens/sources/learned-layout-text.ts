import type { ChatLayoutRule } from '@solana-hub/contracts';

const FIELD_NAMES: Record<ChatLayoutRule['field'], string> = { name: 'name', symbol: 'symbol', marketCap: 'market cap' };

/** Where a learned rule finds its field, in a trader's words: 'symbol after "💊 " on line 1'. */
export function describeRule(rule: ChatLayoutRule): string {
  const where =
    rule.lineFrom === 'top'
      ? ` on line ${rule.line + 1}`
      : rule.lineFrom === 'address'
        ? ` ${rule.line === 0 ? 'on the address line' : `${Math.abs(rule.line)} line${Math.abs(rule.line) === 1 ? '' : 's'} ${rule.line < 0 ? 'above' : 'below'} the address`}`
        : '';
  const anchor =
    rule.anchor === 'after-literal'
      ? `after "${rule.before}"`
      : rule.anchor === 'line-start'
        ? `opening a line${rule.before ? ` after "${rule.before}"` : ''}`
        : `closing a line${rule.before ? ` after "${rule.before}"` : ''}${rule.after ? ` before "${rule.after}"` : ''}`;
  return `${FIELD_NAMES[rule.field]} ${anchor}${where}`;
}

/** How often the values it read agreed with values known elsewhere: '12 of 13 (92%)', or '–' before any. */
export function agreementText(agreed: number, checked: number): string {
  return checked === 0 ? '–' : `${agreed} of ${checked} (${Math.round((agreed / checked) * 100)}%)`;
}
