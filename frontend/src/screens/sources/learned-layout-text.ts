import type { ChatLayoutRule } from '@solana-hub/contracts';
import { LAYOUT_FIELDS, trustedRules } from '@solana-hub/extraction';

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

/** A chat's trusted rules as the page shows them: per field, the one reading tries first, and the others behind it. */
export interface LearnedReadings {
  first: ChatLayoutRule[];
  others: ChatLayoutRule[];
}

/**
 * Per field, the trusted rule the layout reads with first (trustedRules' order), then the rest:
 * a chat that writes a field several ways, or under labels, has many trusted rules, and the page
 * shows the one that decides.
 */
export function learnedReadings(rules: readonly ChatLayoutRule[]): LearnedReadings {
  const ordered = trustedRules(rules);
  const first = LAYOUT_FIELDS.flatMap((field) => ordered.filter((rule) => rule.field === field).slice(0, 1));
  return { first, others: ordered.filter((rule) => !first.includes(rule)) };
}
