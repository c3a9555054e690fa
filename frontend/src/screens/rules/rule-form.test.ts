import { describe, expect, it } from '@jest/globals';
import type { AlertRule } from '@solana-hub/contracts';
import { describeConditions, emptyRuleForm, formOfRule, ruleOfForm } from './rule-form';

describe('the rule editor', () => {
  it('turns what was typed into a rule, market caps with k and m, multiples with or without x', () => {
    const result = ruleOfForm({
      ...emptyRuleForm,
      name: 'Early whales',
      channels: '3',
      minutes: '10',
      firstCapMax: '200k',
      multiples: '2x, 5',
      messageTypes: 'insider whale_buy',
      mintRevoked: true,
      telegram: true,
      webhookUrl: ' https://example.com/hook ',
    });
    expect(result).toEqual({
      rule: {
        name: 'Early whales',
        enabled: true,
        conditions: {
          channelsWithin: { channels: 3, minutes: 10 },
          firstMarketCap: { max: 200_000 },
          multiples: [2, 5],
          messageTypes: ['insider', 'whale_buy'],
          security: { mintRevoked: true },
        },
        actions: { telegram: true, browser: true, sound: 'new-token', webhookUrl: 'https://example.com/hook' },
      },
    });
  });

  it('says what is wrong instead of saving', () => {
    expect(ruleOfForm({ ...emptyRuleForm, name: 'Nothing' })).toEqual({ error: expect.stringMatching(/at least one condition/u) });
    expect(ruleOfForm({ ...emptyRuleForm, name: 'Bad', confluenceAtLeast: 'lots' })).toEqual({
      error: expect.stringMatching(/confluenceAtLeast/u),
    });
    expect(ruleOfForm({ ...emptyRuleForm, name: 'Bad', multiples: '2', webhookUrl: 'ftp://x' })).toEqual({
      error: expect.stringMatching(/http/u),
    });
  });

  it('opens a stored rule with the same fields, and describes it in words', () => {
    const rule: AlertRule = {
      id: 1,
      webhook_secret: 'f'.repeat(64),
      name: 'Doublers',
      enabled: false,
      conditions: { multiples: [2, 10], firstMarketCap: { min: 10_000, max: 50_000 }, security: { topHoldersBelowPercent: 30 } },
      actions: { telegram: false, browser: true, sound: 'update', webhookUrl: null },
      created_at: '2026-11-28T00:00:00.000Z',
      updated_at: '2026-11-28T00:00:00.000Z',
    };
    const form = formOfRule(rule);
    expect(ruleOfForm(form)).toEqual({ rule: { name: 'Doublers', enabled: false, conditions: rule.conditions, actions: rule.actions } });
    expect(describeConditions(rule.conditions)).toEqual([
      'first market cap ≥ $10.0K and ≤ $50.0K',
      'up 2x, 10x since the first call',
      'top 10 holders < 30 %',
    ]);
  });
});
