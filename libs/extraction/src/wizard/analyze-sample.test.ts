import { describe, expect, it } from '@jest/globals';
import { demoAlerts, type DemoAlert } from '@solana-hub/demo-alerts';
import { MAX_EXTRACTORS } from '../presets/library.js';
import { analyzeSample, type WizardAnalysis } from './analyze-sample.js';
import { mergeFields, proposeField } from './extracted-field.js';

/** The first demo alert of a kind. */
function demo(messageType: DemoAlert['expected']['messageType'], index = 0): DemoAlert {
  const alert = demoAlerts.filter((a) => a.expected.messageType === messageType)[index];
  if (!alert) throw new Error(`no demo alert of type ${messageType}`);
  return alert;
}

const analyze = (alert: DemoAlert): WizardAnalysis => analyzeSample(alert.text, { links: alert.links ?? [] });
const valueOf = (analysis: WizardAnalysis, name: string): unknown => analysis.fields.find((field) => field.name === name)?.value;

describe('analyzeSample on a pump.fun NEW ALERT', () => {
  const analysis = analyze(demo('pumpfun_new_alert'));

  it("reads the token with the engine's own readings, first", () => {
    expect(analysis.fields.slice(0, 5).map((field) => [field.name, field.value])).toEqual([
      ['token_address', '13hhdUPfqFvwTPhqWGgzF3tuvhKBPgFWiMaUsaA4pump'],
      ['token_name', 'Goblin Cat'],
      ['token_symbol', 'GOBCAT'],
      ['market_cap', 24_100],
      ['trending_level', '🟢'],
    ]);
  });

  it('finds the other fields with the preset library, under names the mapping sends to the right place', () => {
    expect(analysis.fields.find((field) => field.name === 'holder_count')).toMatchObject({
      value: 87,
      targetField: 'holder_count',
      accumulatorType: 'latest',
      presetId: 'total-holders',
    });
    expect(analysis.fields.find((field) => field.name === 'dev_holdings')).toMatchObject({
      value: 2.1,
      targetField: 'dev_holdings_percentage',
      presetId: 'dev-percent',
    });
    expect(analysis.fields.find((field) => field.name === 'twitter_mentions')).toMatchObject({
      value: 12,
      accumulatorType: 'sum',
      targetField: 'accumulated_data',
    });
    expect(analysis.fields.find((field) => field.name === 'ath_market_cap')).toMatchObject({ value: 26_800, accumulatorType: 'max' });
  });

  it('gives 0.9 to the named fields and 0.8 to the other fields', () => {
    expect(analysis.fields.find((field) => field.name === 'token_address')?.confidence).toBe(0.9);
    expect(analysis.fields.find((field) => field.name === 'trending_level')?.confidence).toBe(0.9);
    expect(analysis.fields.find((field) => field.name === 'bonding_curve')?.confidence).toBe(0.8);
  });

  it('leaves out the presets that only echo other fields', () => {
    const names = analysis.fields.map((field) => field.name);
    expect(names).not.toContain('percentage');
    expect(names).not.toContain('token_info');
  });

  it('ticks no more fields than a template holds, the rest offered unticked', () => {
    expect(analysis.fields.length).toBeGreaterThan(MAX_EXTRACTORS);
    expect(analysis.fields.filter((field) => field.enabled)).toHaveLength(MAX_EXTRACTORS);
    expect(analysis.extractors).toHaveLength(MAX_EXTRACTORS);
  });

  it('suggests a generic name from the headline, and knows the built-in type', () => {
    expect(analysis).toMatchObject({
      template_name: 'new_alert',
      display_name: 'New Alert',
      messageType: 'pumpfun_new_alert',
      key_patterns: ['NEW ALERT'],
    });
  });
});

describe('analyzeSample', () => {
  it("finds the token's address in the message's links when the text has none", () => {
    const alert = demoAlerts[1];
    if (!alert) throw new Error('demo alert 2 missing');
    expect(valueOf(analyze(alert), 'token_address')).toBe(alert.expected.tokenAddress);
    expect(valueOf(analyzeSample(alert.text), 'token_address')).toBeNull();
  });

  it('offers a field that only repeats an earlier one unticked', () => {
    const insider = analyze(demo('insider'));
    expect(insider.fields.find((field) => field.name === 'buy_amount')).toMatchObject({ value: 12.5, enabled: true });
    expect(insider.fields.find((field) => field.name === 'recent_sol_activity')).toMatchObject({ value: 12.5, enabled: false });
  });

  it('suggests the headline as the type of an alert no built-in template knows', () => {
    const analysis = analyzeSample('🐋 WHALE WATCH 🐋\n$GOBCAT\nBought: 40 SOL');
    expect(analysis).toMatchObject({ messageType: 'whale_watch', template_name: 'whale_watch', display_name: 'Whale Watch' });
  });

  it('falls back to a custom name when the message has no headline', () => {
    expect(analyzeSample('13hhdUPfqFvwTPhqWGgzF3tuvhKBPgFWiMaUsaA4pump')).toMatchObject({
      template_name: 'custom_alert',
      display_name: 'Custom Alert',
      patterns: [],
    });
  });
});

describe('merging AI answers into the analysis', () => {
  const analysis = analyzeSample('🕵️ INSIDER BUY\nGoblin Cat ($GOBCAT)\n💸 Bought: 12.5 SOL');

  it('appends new fields with the same rules and fills values the heuristic could not find', () => {
    const fromAi = [
      proposeField({ name: 'Insider Amount', value: 12.5, source: 'ai' }),
      proposeField({ name: 'market_cap', value: 88_000, source: 'ai' }),
      proposeField({ name: 'token_name', value: 'Goblin', source: 'ai' }),
    ];
    const merged = mergeFields(analysis.fields, fromAi);
    expect(merged.find((field) => field.name === 'insider_amount')).toMatchObject({
      value: 12.5,
      confidence: 0.9,
      accumulatorType: 'none',
      presetId: null,
      source: 'ai',
    });
    expect(merged.find((field) => field.name === 'market_cap')).toMatchObject({ value: 88_000, presetId: 'market-cap', source: 'ai' });
    // What the engine read in the sample stays: its preset reads it again in every message.
    expect(merged.find((field) => field.name === 'token_name')).toMatchObject({ value: 'Goblin Cat', source: 'sample' });
    expect(merged).toHaveLength(analysis.fields.length + 1);
  });
});

describe('second readings', () => {
  it('tick a field that only happens to equal another (an ATH at the current market cap)', () => {
    const analysis = analyzeSample('📊 PUMPFUN VOLUME SPIKE 🟢\n😐 $WOJAK | Wojak Capital\nMC: $25.1K • 🔝 $25.1K');
    expect(analysis.fields.find((field) => field.name === 'ath_market_cap')).toMatchObject({ value: 25_100, enabled: true });
  });

  it('leave a 24h volume read again as volume unticked', () => {
    const analysis = analyzeSample('⭐ CURATED PICK #1 ⭐\n24h Vol: $1.9M');
    expect(analysis.fields.filter((field) => field.value === 1_900_000).map((f) => [f.name, f.enabled])).toEqual([
      ['volume_24h', true],
      ['volume', false],
    ]);
  });
});
