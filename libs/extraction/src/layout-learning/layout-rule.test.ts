import { describe, expect, it } from '@jest/globals';
import { ruleKey, type LayoutRule } from './layout-rule.js';

const rule = (before: string, after: string): LayoutRule => ({
  field: 'name',
  lineFrom: 'top',
  label: '',
  line: 2,
  anchor: 'after-literal',
  before,
  after,
});

describe('ruleKey', () => {
  it('is the same for the same rule and differs for rules whose literals split the same text differently', () => {
    expect(ruleKey(rule('Name: ', ' |'))).toBe(ruleKey(rule('Name: ', ' |')));
    expect(ruleKey(rule('Name:', '  |'))).not.toBe(ruleKey(rule('Name: ', ' |')));
    expect(ruleKey(rule('a|', 'b'))).not.toBe(ruleKey(rule('a', '|b')));
    expect(ruleKey(rule('1|a', ''))).not.toBe(ruleKey(rule('1', '|a')));
    expect(ruleKey({ ...rule('a', ''), label: 'MC' })).not.toBe(ruleKey({ ...rule('Ca', ''), label: 'M' }));
  });

  it('differs for every part of the rule', () => {
    const base = rule('MC: $', '');
    const others: LayoutRule[] = [
      { ...base, field: 'marketCap' },
      { ...base, lineFrom: 'address' },
      { ...base, lineFrom: 'label', label: 'MC:' },
      { ...base, lineFrom: 'label', label: 'MC' },
      { ...base, line: 3 },
      { ...base, anchor: 'line-start' },
      { ...base, before: 'MC: ' },
      { ...base, after: ' |' },
    ];
    expect(new Set([base, ...others].map(ruleKey)).size).toBe(others.length + 1);
  });
});
