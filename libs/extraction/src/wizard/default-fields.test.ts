import { describe, expect, it } from '@jest/globals';
import { analyzeSample } from './analyze-sample.js';
import { defaultFields } from './default-fields.js';
import type { ExtractedField } from './extracted-field.js';

const summary = (fields: readonly ExtractedField[]): [string, string][] => fields.map((field) => [field.name, field.accumulatorType]);
const TOKEN = [
  ['token_name', 'latest'],
  ['token_address', 'latest'],
  ['market_cap', 'latest'],
];

describe('the default fields', () => {
  it('are the token name, address and market cap for any message', () => {
    expect(summary(defaultFields('gm frens'))).toEqual(TOKEN);
  });

  it("add insider_amount (sum), risk_level and alert_type (latest) for an 'insider' message", () => {
    expect(summary(defaultFields('Insider wallets are loading'))).toEqual([
      ['insider_amount', 'sum'],
      ['risk_level', 'latest'],
      ['alert_type', 'latest'],
      ...TOKEN,
    ]);
  });

  it("add smart_money_count and buy_amounts (sum) for a 'smart money' message", () => {
    expect(summary(defaultFields('SMART MONEY is rotating'))).toEqual([['smart_money_count', 'sum'], ['buy_amounts', 'sum'], ...TOKEN]);
  });

  it("add trending_level (latest) and twitter_mentions (sum) for a 'trending' message", () => {
    expect(summary(defaultFields('now trending'))).toEqual([['trending_level', 'latest'], ['twitter_mentions', 'sum'], ...TOKEN]);
  });

  it('combine when a message says several of the words', () => {
    const names = defaultFields('insider and smart money, trending').map((field) => field.name);
    expect(names).toEqual([
      'insider_amount',
      'risk_level',
      'alert_type',
      'smart_money_count',
      'buy_amounts',
      'trending_level',
      'twitter_mentions',
      'token_name',
      'token_address',
      'market_cap',
    ]);
  });

  it('are proposed without a value, ticked, mapped and with their confidence', () => {
    const [insiderAmount, , , tokenName] = defaultFields('insider');
    expect(insiderAmount).toMatchObject({
      value: null,
      enabled: true,
      targetField: 'accumulated_data',
      confidence: 0.9,
      presetId: null,
      source: 'default',
    });
    expect(tokenName).toMatchObject({ name: 'token_name', targetField: 'name', presetId: 'token-name' });
  });

  it('are what the analysis proposes when the sample shows no field', () => {
    const analysis = analyzeSample('insider wallets are quietly loading something');
    expect(analysis.fields.map((field) => field.name)).toEqual([
      'insider_amount',
      'risk_level',
      'alert_type',
      'token_name',
      'token_address',
      'market_cap',
    ]);
  });

  it('are not proposed when the sample shows fields', () => {
    const analysis = analyzeSample('🕵️ INSIDER BUY\nGoblin Cat ($GOBCAT)\n💸 Bought: 12.5 SOL');
    expect(analysis.fields.map((field) => field.name)).not.toContain('insider_amount');
    expect(analysis.fields.map((field) => field.name)).toEqual(
      expect.arrayContaining(['token_name', 'token_symbol', 'buy_amount', 'token_address', 'market_cap']),
    );
  });
});
