import { describe, expect, it } from '@jest/globals';
import { demoAlerts } from '@solana-hub/demo-alerts';
import { extractAlert } from '../extract-alert.js';
import { applyPresets } from '../presets/library.js';
import { runExtractors } from './run-extractors.js';
import { parseTemplate, type ExtractorInput, type Template } from './template.js';

const templateWith = (...extractors: ExtractorInput[]): Template => parseTemplate({ name: 'test', display_name: 'Test', extractors });

const INSIDER_BUY = [
  '🕵️ INSIDER BUY 🟢',
  '🪐 Saturn Ring ($RING)',
  'CA: `8YkTS3zUWm1t2cGTxtrfZJCNMVom4vMkV1VcmizRFqcX`',
  '',
  '👛 Wallet: 4ffxfHHXNcARRopDUsWNGK8bqZg86aj6hVGwauZ9UFCe',
  '🏆 Win rate: 71% (last 30 trades)',
  '💸 Bought: 12.5 SOL ($1,840)',
  '📊 Market Cap: $880K',
  '🧑‍🤝‍🧑 Insiders holding: 5 (11.2%)',
  '🧠 Smart Money: 2 wallets in last 15m',
].join('\n');

describe('runExtractors', () => {
  it('runs regex extractors with their post-processor chain', () => {
    const results = runExtractors(
      templateWith(
        { name: 'buy_amount', type: 'regex', pattern: 'bought: ([\\d.]+) sol', post_processors: ['parseAmount'], accumulator_type: 'sum' },
        { name: 'win_rate', type: 'regex', pattern: 'Win rate: (\\d+%)', post_processor: 'parsePercentage' },
        { name: 'wallet', type: 'regex', pattern: 'Wallet: (\\w+)' },
      ),
      INSIDER_BUY,
    );
    expect(results.fields).toEqual({ buy_amount: 12.5, win_rate: 71, wallet: '4ffxfHHXNcARRopDUsWNGK8bqZg86aj6hVGwauZ9UFCe' });
    expect(results.toAccumulate).toEqual([
      { field: 'buy_amount', accumulator: 'sum', value: 12.5 },
      { field: 'win_rate', accumulator: 'none', value: 71 },
      { field: 'wallet', accumulator: 'none', value: '4ffxfHHXNcARRopDUsWNGK8bqZg86aj6hVGwauZ9UFCe' },
    ]);
  });

  it('runs custom extractors through their preset, by preset id or by field name', () => {
    const results = runExtractors(
      templateWith(
        { name: 'ca', type: 'custom', preset_id: 'contract-address', target_field: 'token_address' },
        { name: 'market_cap', type: 'custom', target_field: 'market_cap' },
      ),
      INSIDER_BUY,
    );
    expect(results.fields).toEqual({ ca: '8YkTS3zUWm1t2cGTxtrfZJCNMVom4vMkV1VcmizRFqcX', market_cap: 880_000 });
    expect(results.targets).toEqual({ token_address: '8YkTS3zUWm1t2cGTxtrfZJCNMVom4vMkV1VcmizRFqcX', market_cap: 880_000 });
    expect(results.toAccumulate).toEqual([]);
  });

  it('sorts values by target field, accumulated_data by name', () => {
    const { template } = applyPresets(templateWith(), ['token-name', 'market-cap', 'buy-amount', 'smart-buyers', 'liquidity']);
    expect(runExtractors(template, INSIDER_BUY).targets).toEqual({
      name: 'Saturn Ring',
      market_cap: 880_000,
      accumulated_data: { buy_amount: 12.5, smart_buyers: 2 },
    });
  });

  it('reads the text a user sees, without markup or invisible marks', () => {
    const results = runExtractors(
      templateWith({ name: 'rug', type: 'regex', pattern: 'Rug risk: (\\w+)' }),
      '<b>Rug risk:</b> **LOW**\u200E',
    );
    expect(results.fields).toEqual({ rug: 'LOW' });
  });

  it('keeps the first value when two extractors share a target', () => {
    const results = runExtractors(
      templateWith(
        {
          name: 'mc_label',
          type: 'regex',
          pattern: 'market cap: (\\$[\\d.]+k)',
          post_processor: 'parseAmount',
          target_field: 'market_cap',
        },
        { name: 'mc_any', type: 'regex', pattern: '(\\$[\\d,]+)', post_processor: 'parseAmount', target_field: 'market_cap' },
      ),
      INSIDER_BUY,
    );
    expect(results.targets.market_cap).toBe(880_000);
    expect(results.fields).toEqual({ mc_label: 880_000, mc_any: 1840 });
  });

  it('skips AI extractors until their answers are in, never inventing a value', () => {
    const results = runExtractors(
      templateWith({ name: 'narrative', type: 'ai', ai_prompt: 'What is the story?', ai_model: 'gpt-6.1-terra' }),
      INSIDER_BUY,
    );
    expect(results.fields).toEqual({});
    expect(results.skipped).toEqual([{ name: 'narrative', reason: expect.stringContaining('AI has not answered') }]);
  });

  it("takes the AI's answers like any other extractor's values: post-processed, targeted, accumulated", () => {
    const template = templateWith(
      { name: 'narrative', type: 'ai', ai_prompt: 'What is the story?', target_field: 'description' },
      { name: 'insider_sol', type: 'ai', ai_prompt: 'SOL the insider bought', post_processor: 'parseAmount', accumulator_type: 'sum' },
      { name: 'wallets', type: 'ai', ai_prompt: 'Wallets named' },
      { name: 'risk', type: 'ai', ai_prompt: 'Risk' },
      { name: 'absent', type: 'ai', ai_prompt: 'Not in the message' },
    );
    const results = runExtractors(template, INSIDER_BUY, [], {
      narrative: 'An insider with a 71% win rate bought',
      insider_sol: '12.5K',
      wallets: ['4ffx', '8YkT'],
      risk: { level: 'high' },
      absent: null,
    });
    expect(results.description).toBe('An insider with a 71% win rate bought');
    expect(results.fields).toEqual({
      narrative: 'An insider with a 71% win rate bought',
      insider_sol: 12_500,
      wallets: '4ffx, 8YkT',
      risk: '{"level":"high"}',
    });
    expect(results.toAccumulate).toContainEqual({ field: 'insider_sol', accumulator: 'sum', value: 12_500 });
    expect(results.skipped).toEqual([]);
  });

  it('skips a broken extractor and still runs the others', () => {
    const results = runExtractors(
      templateWith(
        { name: 'bad', type: 'regex', pattern: '(a)\\1' },
        { name: 'none', type: 'regex' },
        { name: 'mystery', type: 'custom' },
        { name: 'win_rate', type: 'regex', pattern: 'Win rate: (\\d+)', post_processor: 'parseInt' },
      ),
      INSIDER_BUY,
    );
    expect(results.fields).toEqual({ win_rate: 71 });
    expect(results.skipped).toEqual([
      { name: 'bad', reason: 'regex /(a)\\1/ cannot be used: backreferences such as \\1 are not supported' },
      { name: 'none', reason: 'a regex extractor needs a pattern' },
      { name: 'mystery', reason: "no custom processor 'mystery'" },
    ]);
  });

  it('stays responsive with a catastrophic pattern on a long message', () => {
    const results = runExtractors(templateWith({ name: 'evil', type: 'regex', pattern: '(a+)+$' }), `${'a'.repeat(100_000)}!`);
    expect(results.fields).toEqual({});
  });

  describe('description', () => {
    it('fills it from the _output_template extractor', () => {
      const results = runExtractors(
        templateWith(
          { name: 'buy_amount', type: 'regex', pattern: 'bought: ([\\d.]+) sol', post_processor: 'parseAmount' },
          { name: 'market_cap', type: 'custom', preset_id: 'market-cap', target_field: 'market_cap' },
          {
            name: '_output_template',
            type: 'custom',
            target_field: 'description',
            output_template: '🕵️ Insider bought {{buy_amount}} SOL\nMC {{market_cap}}\nLiquidity {{liquidity}}',
          },
        ),
        INSIDER_BUY,
      );
      expect(results.description).toBe('🕵️ Insider bought 12.5 SOL\nMC $880.00K');
      expect(results.targets.description).toBe(results.description);
      expect(results.fields).not.toHaveProperty('_output_template');
    });

    it('reads an older template that kept the display template in the pattern', () => {
      const results = runExtractors(
        templateWith(
          { name: 'win_rate', type: 'regex', pattern: 'Win rate: (\\d+)' },
          { name: '_output_template', type: 'custom', target_field: 'description', pattern: 'Wallet wins {{win_rate}}%' },
        ),
        INSIDER_BUY,
      );
      expect(results.description).toBe('Wallet wins 71%');
    });

    it("ignores 'No description available'", () => {
      const results = runExtractors(
        templateWith({ name: 'about', type: 'regex', pattern: 'About: ([^\\n]+)', target_field: 'description' }),
        '🆕 NEW TOKEN\nAbout: No description available',
      );
      expect(results.description).toBeNull();
      expect(results.fields).toEqual({});
    });

    it('is null when nothing fills it', () => {
      expect(runExtractors(templateWith(), INSIDER_BUY).description).toBeNull();
    });
  });

  it('reads what extractAlert reads from every demo alert, through presets', () => {
    const template = applyPresets(templateWith(), ['contract-address', 'market-cap', 'token-symbol', 'trending-level']).template;
    for (const alert of demoAlerts) {
      const { fields } = runExtractors(template, alert.text, alert.links ?? []);
      expect([alert.expected.tokenAddress, fields.contract_address, fields.market_cap, fields.token_symbol]).toEqual([
        alert.expected.tokenAddress,
        alert.expected.tokenAddress,
        alert.expected.marketCap,
        alert.expected.tokenSymbol,
      ]);
      expect(fields.trending_level).toBe(extractAlert(alert.text, alert.links).trendingLevel ?? undefined);
    }
  });
});

describe('runExtractors and field names', () => {
  it('keeps a field named __proto__ as a field, not as the prototype', () => {
    const results = runExtractors(
      parseTemplate({ name: 'test', display_name: 'Test', extractors: [{ name: '__proto__', type: 'regex', pattern: 'Holders: (\\d+)' }] }),
      'Holders: 87',
    );
    expect(Object.getPrototypeOf(results.fields)).toBe(Object.prototype);
    expect(Object.hasOwn(results.fields, '__proto__')).toBe(true);
    expect(Object.getOwnPropertyDescriptor(results.fields, '__proto__')?.value).toBe('87');
    expect(Object.getPrototypeOf(results.targets.accumulated_data)).toBe(Object.prototype);
  });
});

describe('runExtractors and edited templates', () => {
  it('runs an extractor edited in place as it now reads', () => {
    const template = parseTemplate({
      name: 'test',
      display_name: 'Test',
      extractors: [{ name: 'count', type: 'regex', pattern: 'Holders: (\\d+)' }],
    });
    expect(runExtractors(template, 'Holders: 87 | Bundles: 2').fields).toEqual({ count: '87' });
    const [extractor] = template.extractors;
    if (extractor) {
      extractor.pattern = 'Bundles: (\\d+)';
      extractor.post_processors = ['parseInt'];
    }
    expect(runExtractors(template, 'Holders: 87 | Bundles: 2').fields).toEqual({ count: 2 });
    template.extractors.push({ ...template.extractors[0]!, name: 'again', pattern: 'Holders: (\\d+)' });
    expect(runExtractors(template, 'Holders: 87 | Bundles: 2').fields).toEqual({ count: 2, again: 87 });
  });
});
