import type { ChatLayoutRule } from '@solana-hub/contracts';

const FIELD_NAMES: Record<ChatLayoutRule['field'], string> = { name: 'name', symbol: 'symbol', marketCap: 'market cap' };

/** How far above or below a line another is: '2 lines below the address'. */
function linesAway(line: number, from: string): string {
  return `${Math.abs(line)} line${Math.abs(line) === 1 ? '' : 's'} ${line < 0 ? 'above' : 'below'} ${from}`;
}

/** Which line a rule reads: ' on line 3', ' 2 lines below the "MC:" line'; '' for any line. */
function whereText(rule: ChatLayoutRule): string {
  if (rule.lineFrom === 'top') return ` on line ${rule.line + 1}`;
  if (rule.lineFrom === 'address') return ` ${rule.line === 0 ? 'on the address line' : linesAway(rule.line, 'the address')}`;
  if (rule.lineFrom === 'label') return ` ${linesAway(rule.line, `the "${rule.label}" line`)}`;
  return '';
}

/** Where a learned rule finds its field, in a trader's words: 'symbol after "💊 " on line 1'. */
export function describeRule(rule: ChatLayoutRule): string {
  const where = whereText(rule);
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
