import { isTrusted, LAYOUT_FIELDS, ruleWeight, type LayoutField, type LayoutRuleCounts } from './layout-rule.js';
import type { LayoutMessage } from './layout-lines.js';
import { messageReader } from './read-layout-rule.js';
import type { LayoutValue } from './layout-values.js';

/** A field as the learned layout read it, and the rule that read it. */
export interface LayoutReading {
  value: LayoutValue;
  rule: LayoutRuleCounts;
}

export type LayoutReadings = Partial<Record<LayoutField, LayoutReading>>;

/** The more believed rule first; of two as believed, the more specific (a line, a longer literal). */
function byWeight(a: LayoutRuleCounts, b: LayoutRuleCounts): number {
  return (
    ruleWeight(b) - ruleWeight(a) ||
    Number(b.lineFrom !== 'any') - Number(a.lineFrom !== 'any') ||
    Number(b.anchor === 'line-start') - Number(a.anchor === 'line-start') ||
    b.before.length - a.before.length
  );
}

/** The trusted rules of a chat, the most believed first: what reading with its layout tries, in order. */
export function trustedRules<Rule extends LayoutRuleCounts>(rules: readonly Rule[]): Rule[] {
  return rules.filter(isTrusted).sort(byWeight);
}

/** A message read with a chat's learned layout: per field, the value of the most believed trusted rule that reads one. */
export function readWithLayout(message: LayoutMessage, rules: readonly LayoutRuleCounts[]): LayoutReadings {
  const readings: LayoutReadings = {};
  const trusted = trustedRules(rules);
  const read = messageReader(message);
  for (const field of LAYOUT_FIELDS) {
    for (const rule of trusted) {
      if (rule.field !== field) continue;
      const value = read(rule);
      if (value === null) continue;
      readings[field] = { value, rule };
      break;
    }
  }
  return readings;
}
