import { describe, expect, it } from '@jest/globals';
import type { ChatLayoutRule } from '@solana-hub/contracts';
import { agreementText, describeRule, learnedReadings } from './learned-layout-text';

const rule = (overrides: Partial<ChatLayoutRule>): ChatLayoutRule => ({
  field: 'symbol',
  lineFrom: 'top',
  label: '',
  line: 0,
  anchor: 'after-literal',
  before: '💊 ',
  after: '',
  agreed: 5,
  disagreed: 0,
  trusted: true,
  ...overrides,
});

describe('describeRule', () => {
  it('says where the field is, lines counted from one', () => {
    expect(describeRule(rule({}))).toBe('symbol after "💊 " on line 1');
    expect(describeRule(rule({ field: 'marketCap', lineFrom: 'address', line: 2, before: 'MCP: ' }))).toBe(
      'market cap after "MCP: " 2 lines below the address',
    );
    expect(describeRule(rule({ field: 'name', lineFrom: 'address', line: -1 }))).toBe('name after "💊 " 1 line above the address');
    expect(describeRule(rule({ lineFrom: 'any', anchor: 'line-start', before: '' }))).toBe('symbol opening a line');
    expect(describeRule(rule({ lineFrom: 'label', line: -2, label: 'MC:', anchor: 'line-start', before: '' }))).toBe(
      'symbol opening a line 2 lines above the "MC:" line',
    );
    expect(describeRule(rule({ field: 'marketCap', lineFrom: 'label', line: 1, label: 'Vol', before: '~ ' }))).toBe(
      'market cap after "~ " 1 line below the "Vol" line',
    );
    expect(describeRule(rule({ lineFrom: 'any', anchor: 'line-end', before: '', after: ' 🚀' }))).toBe(
      'symbol closing a line before " 🚀"',
    );
    expect(describeRule(rule({ lineFrom: 'any', anchor: 'line-end', before: 'MC →' }))).toBe('symbol closing a line after "MC →"');
  });
});

describe('agreementText', () => {
  it('counts and rounds, and says nothing before anything was checked', () => {
    expect(agreementText(12, 13)).toBe('12 of 13 (92%)');
    expect(agreementText(0, 0)).toBe('–');
  });
});

describe('learnedReadings', () => {
  it('puts first, per field, the trusted rule reading tries first, and the other trusted ones behind', () => {
    const labelled = rule({ lineFrom: 'label', label: 'MC:', line: -2, anchor: 'line-start', before: '', agreed: 4 });
    const symbol = rule({ agreed: 9 });
    const cap = rule({ field: 'marketCap', before: 'MC: ', agreed: 6 });
    const untrusted = rule({ field: 'name', agreed: 1 });
    const { first, others } = learnedReadings([labelled, untrusted, cap, symbol]);
    expect(first).toEqual([symbol, cap]);
    expect(others).toEqual([labelled]);
  });

  it('has nothing to show before a rule is trusted', () => {
    expect(learnedReadings([rule({ agreed: 2 })])).toEqual({ first: [], others: [] });
  });
});
