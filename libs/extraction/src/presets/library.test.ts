import { describe, expect, it } from '@jest/globals';
import { runExtractors } from '../engine/run-extractors.js';
import { parseTemplate, type Template } from '../engine/template.js';
import { validateTemplate } from '../engine/validate-template.js';
import { builtInTemplates } from '../message-type.js';
import { applyPresets, findPreset, MAX_EXTRACTORS, presetLibrary, presetsForMessageType, presetToExtractor } from './library.js';
import { PRESET_CATEGORIES, type Preset } from './preset.js';

const emptyTemplate = (extractors: Template['extractors'] = []): Template =>
  parseTemplate({ name: 'test', display_name: 'Test', extractors });

/** The fields the library must have a preset for, dextools/telegram/twitter links spelled out. */
const REQUIRED_FIELDS = [
  'token_symbol',
  'token_info',
  'contract_address',
  'market_cap',
  'price_usd',
  'percentage',
  'buy_amount',
  'sell_amount',
  'volume_24h',
  'liquidity',
  'dev_percent',
  'top_holders_percent',
  'rug_risk',
  'twitter_mentions',
  'tg_members',
  'trending_level',
  'caller_name',
  'first_caller',
  'time_ago',
  'launch_time',
  'dextools_link',
  'telegram_link',
  'twitter_link',
  'whale_count',
  'smart_buyers',
  'total_buys',
  'token_name',
  'recent_sol_activity',
  'price',
  'price_change',
  'volume',
  'one_hour_change',
  'buy_sell_ratio',
  'total_holders',
  'top_10_percent',
  'dev_status',
  'dex_paid',
  'cto_status',
  'insider_count',
  'kol_count',
  'sniper_activity',
  'bundle_activity',
  'early_hold_count',
  'early_sold_part_count',
  'early_sold_count',
  'dev_sold',
  'is_paid',
];

describe('the preset library', () => {
  it('has about 50 presets with unique ids and field names', () => {
    expect(presetLibrary.length).toBeGreaterThanOrEqual(45);
    expect(presetLibrary.length).toBeLessThanOrEqual(60);
    expect(new Set(presetLibrary.map((p) => p.id)).size).toBe(presetLibrary.length);
    expect(new Set(presetLibrary.map((p) => p.field_name)).size).toBe(presetLibrary.length);
  });

  it('has every required field', () => {
    const fields = new Set(presetLibrary.map((p) => p.field_name));
    expect(REQUIRED_FIELDS.filter((field) => !fields.has(field))).toEqual([]);
  });

  it('fills all 10 categories', () => {
    expect(new Set(presetLibrary.map((p) => p.category))).toEqual(new Set(PRESET_CATEGORIES));
  });

  it('adds up amounts and counts of new buyers, and keeps the newest early-buyer counts', () => {
    const accumulatorOf = (field: string) => presetLibrary.find((p) => p.field_name === field)?.accumulator_type;
    for (const field of ['buy_amount', 'sell_amount', 'total_buys', 'smart_buyers', 'whale_count', 'twitter_mentions']) {
      expect([field, accumulatorOf(field)]).toEqual([field, 'sum']);
    }
    for (const field of ['early_hold_count', 'early_sold_part_count', 'early_sold_count', 'market_cap', 'total_holders']) {
      expect([field, accumulatorOf(field)]).toEqual([field, 'latest']);
    }
  });

  it('only names built-in message types', () => {
    const types = new Set(builtInTemplates.map((t) => t.name));
    expect(presetLibrary.flatMap((p) => p.message_types.filter((type) => !types.has(type)))).toEqual([]);
  });

  it('passes template validation (every preset regex runs on RE2)', () => {
    const extractors = presetLibrary.map(presetToExtractor);
    expect(validateTemplate(emptyTemplate(extractors))).toEqual([]);
  });

  it('gives output formats that name their own field', () => {
    expect(presetLibrary.filter((p) => !p.output_format.includes(`{{${p.field_name}}}`)).map((p) => p.id)).toEqual([]);
  });
});

describe('every preset reads its example', () => {
  it.each(presetLibrary.map((preset) => [preset.id, preset] as const))('%s', (_id, preset: Preset) => {
    const results = runExtractors(emptyTemplate([presetToExtractor(preset)]), preset.example_input);
    expect(results.skipped).toEqual([]);
    expect(results.fields[preset.field_name]).toEqual(preset.example_output);
  });

  it.each(presetLibrary.map((preset) => [preset.id, preset] as const))('%s finds nothing in an unrelated message', (_id, preset) => {
    const results = runExtractors(emptyTemplate([presetToExtractor(preset)]), 'gm frens, nothing to see here');
    expect(results.fields).toEqual({});
  });
});

describe('presets on tricky wording', () => {
  const read = (presetId: string, text: string, links: string[] = []) => {
    const preset = findPreset(presetId);
    if (!preset) throw new Error(`no preset ${presetId}`);
    return runExtractors(emptyTemplate([presetToExtractor(preset)]), text, links).fields[preset.field_name];
  };

  it.each([
    ['price', 'Price: $0.0000098 (-75.2% 1h)', 0.0000098],
    ['price', 'Price: $0.0(5)7311', 0.000007311],
    ['price', 'Price: $0.0₁₂42', 0.00000000000042],
    ['price-usd', 'USD: 0.0{4}1234', 0.00001234],
    ['total-holders', 'Top holders: 31% | Holders: 1,046', 1046],
    ['kol-count', 'Holders: 1,284\nKOLs: 4', 4],
    ['total-holders', '🧑‍🤝‍🧑 Insiders holding: 5 (11.2%)', undefined],
    ['total-holders', 'Holders: 87 | Top 10: 24.6%', 87],
    ['total-holders', 'Total Holders: 6,412', 6412],
    ['total-holders', '├ Holders: 164 (+52)', 164],
    ['is-paid', 'Listing | Paid: ✅', true],
    ['dev-percent', '├ Dev: sold 6.5% ❌', undefined],
    ['dev-percent', '├ Dev: holding 3.4%', 3.4],
    ['dev-status', '👨‍💻 Dev: 0% (sold)', 'sold'],
    ['dev-status', 'Dev: not renounced ⚠️ | DEX paid ✅', 'not renounced'],
    ['dev-sold', '├ Dev: holding 1.8%', false],
    ['dev-sold', '👨‍💻 Dev: 0% (sold)', true],
    ['twitter-mentions', '🐦 Twitter mentions: 1,204', 1204],
    ['one-hour-change', '1h: -36.8% | 5m: -4.9%', -36.8],
    ['volume', 'Volume (1h): $61.9K (+140%, mostly sells)', 61_900],
    ['volume', 'Volume: $45.2K (5m) ⬆️ 380%', 45_200],
    ['buy-sell-ratio', 'Buy/Sell ratio: 0.31', 0.31],
    ['buy-sell-ratio', 'Txns 1h: 🟢 622 / 🔴 580', 1.07],
    ['is-paid', 'Dev: renounced ✅ | DEX paid ✅', undefined],
    ['is-paid', 'Paid: ❌', false],
    ['token-age', '├ Age: 11m', '11m'],
    ['time-ago', '⏰ Created 58s ago', '58s'],
    ['kol-count', 'KOLs: 6 | Insiders: 3', 6],
    ['top-holders-percent', '👥 Holders: 87 | Top 10: 24.6%', undefined],
    ['telegram-link', '👉 Price bot', undefined],
  ])('%s reads %p', (presetId, text, expected) => {
    expect(read(presetId, text)).toEqual(expected);
  });

  it('takes links from the message entities, not only the text', () => {
    expect(read('twitter-link', '📈 Chart | 🐦 Twitter', ['https://dexscreener.com/solana/x', 'https://x.com/neuralfox_sol'])).toBe(
      'https://x.com/neuralfox_sol',
    );
    expect(read('contract-address', '🔗 Buy on pump.fun', ['https://pump.fun/coin/A33pp1wz4JA7CxNUXGf4DHuAPF9jeQDfxS1pW9aQpump'])).toBe(
      'A33pp1wz4JA7CxNUXGf4DHuAPF9jeQDfxS1pW9aQpump',
    );
  });

  it('gives no pair address when the chart link names the token itself', () => {
    const ca = 'FKYvmu18VQ1mqSzKaYKoyjFT2iULw428wfxggqhipump';
    expect(read('pair-address', `CA: ${ca}`, [`https://dexscreener.com/solana/${ca}`])).toBeUndefined();
  });
});

describe('applyPresets', () => {
  it('adds the presets as extractors, in the order asked', () => {
    const { template, added, notAdded } = applyPresets(emptyTemplate(), ['market-cap', 'buy-amount']);
    expect(added).toEqual(['market-cap', 'buy-amount']);
    expect(notAdded).toEqual([]);
    expect(template.extractors.map((e) => [e.name, e.type, e.preset_id])).toEqual([
      ['market_cap', 'custom', 'market-cap'],
      ['buy_amount', 'regex', 'buy-amount'],
    ]);
    expect(template.extractors[1]).toMatchObject({ post_processors: ['parseAmount'], accumulator_type: 'sum' });
  });

  it('stops at 10 extractors and says which presets were left out', () => {
    const ids = presetLibrary.slice(0, 14).map((p) => p.id);
    const start = emptyTemplate([
      { name: 'mine', type: 'regex', pattern: 'x', target_field: 'accumulated_data', accumulator_type: 'none' },
    ]);
    const { template, added, notAdded } = applyPresets(start, ids);
    expect(template.extractors).toHaveLength(MAX_EXTRACTORS);
    expect(added).toHaveLength(MAX_EXTRACTORS - 1);
    expect(notAdded).toEqual(ids.slice(MAX_EXTRACTORS - 1).map((presetId) => ({ presetId, reason: 'template is full' })));
  });

  it('does not add a field twice, nor an unknown preset', () => {
    const once = applyPresets(emptyTemplate(), ['liquidity']).template;
    const { added, notAdded } = applyPresets(once, ['liquidity', 'no-such-preset']);
    expect(added).toEqual([]);
    expect(notAdded).toEqual([
      { presetId: 'liquidity', reason: 'already in template' },
      { presetId: 'no-such-preset', reason: 'unknown preset' },
    ]);
  });

  it('leaves the template it was given alone', () => {
    const start = emptyTemplate();
    applyPresets(start, ['liquidity']);
    expect(start.extractors).toEqual([]);
  });
});

describe('presetsForMessageType', () => {
  it('finds the fields cabal analysis alerts carry', () => {
    expect(presetsForMessageType('cabal_analysis').map((p) => p.field_name)).toEqual(
      expect.arrayContaining(['early_hold_count', 'rug_risk', 'dex_paid', 'market_cap']),
    );
  });
});
