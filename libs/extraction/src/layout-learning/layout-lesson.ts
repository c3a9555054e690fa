import { ruleKey, type LayoutRuleCounts } from './layout-rule.js';
import type { LayoutLesson } from './learn-layout.js';

/**
 * A chat's rules after one lesson, in memory: each agreeing rule counts one more agreement (a
 * new one starts at one), each disagreeing one more disagreement. The database does the same
 * in SQL (libs/db chat-layouts), where several extractors add to the same counts.
 */
export function applyLesson(rules: readonly LayoutRuleCounts[], lesson: LayoutLesson): LayoutRuleCounts[] {
  const byKey = new Map(rules.map((rule) => [ruleKey(rule), { ...rule }]));
  for (const rule of lesson.agreed) {
    const counted = byKey.get(ruleKey(rule));
    if (counted) counted.agreed += 1;
    else byKey.set(ruleKey(rule), { ...rule, agreed: 1, disagreed: 0 });
  }
  for (const rule of lesson.disagreed) {
    const counted = byKey.get(ruleKey(rule));
    if (counted) counted.disagreed += 1;
  }
  return [...byKey.values()];
}
