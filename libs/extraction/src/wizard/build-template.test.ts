import { describe, expect, it } from '@jest/globals';
import { runExtractors } from '../engine/run-extractors.js';
import { DEFAULT_TEMPLATE_PRIORITY, OUTPUT_TEMPLATE_EXTRACTOR, parseTemplate } from '../engine/template.js';
import { validateTemplate } from '../engine/validate-template.js';
import { MAX_EXTRACTORS } from '../presets/library.js';
import { analyzeSample } from './analyze-sample.js';
import { buildTemplate, type TemplateChoices } from './build-template.js';

const SAMPLE = [
  '🚨 NEW ALERT 🚨',
  '🐱 Goblin Cat ($GOBCAT)',
  'CA: 13hhdUPfqFvwTPhqWGgzF3tuvhKBPgFWiMaUsaA4pump',
  '💰 MC: $24.1K',
  '👥 Holders: 87',
  '🧠 Smart Money: 3 wallets',
  '🐦 Twitter mentions: 12',
].join('\n');
const analysis = analyzeSample(SAMPLE);

const choices = (overrides: Partial<TemplateChoices> = {}): TemplateChoices => ({
  name: 'new_alert',
  display_name: 'New Alert',
  enabledFieldNames: ['token_address', 'market_cap', 'twitter_mentions'],
  enabledPatterns: ['NEW ALERT', 'Smart Money'],
  ...overrides,
});

describe('buildTemplate', () => {
  it('saves only the ticked patterns and the ticked fields', () => {
    const template = buildTemplate(analysis, choices());
    expect(template.patterns).toEqual([
      { pattern: 'NEW ALERT', type: 'contains', enabled: true },
      { pattern: 'Smart Money', type: 'contains', enabled: true },
    ]);
    expect(template.extractors?.map((extractor) => extractor.name)).toEqual(['token_address', 'market_cap', 'twitter_mentions']);
  });

  it('saves with priority 100, enabled, with the sample', () => {
    expect(buildTemplate(analysis, choices())).toMatchObject({
      name: 'new_alert',
      display_name: 'New Alert',
      priority: DEFAULT_TEMPLATE_PRIORITY,
      enabled: true,
      sample_message: SAMPLE,
    });
    expect(DEFAULT_TEMPLATE_PRIORITY).toBe(100);
  });

  it("keeps the wizard's target and aggregation on each field's preset", () => {
    const edited = {
      ...analysis,
      fields: analysis.fields.map((field) => (field.name === 'market_cap' ? { ...field, accumulatorType: 'max' as const } : field)),
    };
    const [address, marketCap, mentions] = buildTemplate(edited, choices()).extractors ?? [];
    expect(address).toMatchObject({ name: 'token_address', type: 'custom', preset_id: 'contract-address', target_field: 'token_address' });
    expect(marketCap).toMatchObject({ name: 'market_cap', preset_id: 'market-cap', target_field: 'market_cap', accumulator_type: 'max' });
    expect(mentions).toMatchObject({
      name: 'twitter_mentions',
      type: 'regex',
      preset_id: 'twitter-mentions',
      accumulator_type: 'sum',
      post_processors: ['parseInt'],
    });
  });

  it('adds a custom _output_template extractor targeting description when a display template is given', () => {
    const template = buildTemplate(analysis, choices({ displayTemplate: '💰 MC: {{market_cap}}\n🐦 {{twitter_mentions}}' }));
    expect(template.extractors?.at(-1)).toEqual({
      name: OUTPUT_TEMPLATE_EXTRACTOR,
      type: 'custom',
      output_template: '💰 MC: {{market_cap}}\n🐦 {{twitter_mentions}}',
      target_field: 'description',
      accumulator_type: 'none',
    });
    expect(runExtractors(parseTemplate(template), SAMPLE).description).toBe('💰 MC: $24.10K\n🐦 12');
  });

  it('adds no _output_template without a display template', () => {
    const names = buildTemplate(analysis, choices({ displayTemplate: '  ' })).extractors?.map((e) => e.name);
    expect(names).not.toContain(OUTPUT_TEMPLATE_EXTRACTOR);
  });

  it('caps the fields at what a template holds, the display template on top', () => {
    // The same fields twice over, under other names: more than a template holds.
    const many = {
      ...analysis,
      fields: [...analysis.fields, ...analysis.fields.map((field) => ({ ...field, name: `${field.name}_again` }))],
    };
    expect(many.fields.length).toBeGreaterThan(MAX_EXTRACTORS);
    const template = buildTemplate(many, choices({ enabledFieldNames: many.fields.map((f) => f.name), displayTemplate: '{{market_cap}}' }));
    expect(template.extractors).toHaveLength(MAX_EXTRACTORS + 1);
    expect(validateTemplate(template)).toEqual([]);
  });

  it('saves a field no preset reads as an AI extractor when the template uses AI, and leaves it out otherwise', () => {
    const insider = analyzeSample('insider wallets are quietly loading something');
    const asked = choices({ enabledFieldNames: ['insider_amount', 'token_address'] });
    expect(buildTemplate(insider, asked).extractors?.map((e) => e.name)).toEqual(['token_address']);
    const [insiderAmount] = buildTemplate(insider, { ...asked, useAi: true, aiModel: 'gpt-6-luna' }).extractors ?? [];
    expect(insiderAmount).toMatchObject({
      name: 'insider_amount',
      type: 'ai',
      ai_model: 'gpt-6-luna',
      target_field: 'accumulated_data',
      accumulator_type: 'sum',
    });
    expect(insiderAmount?.ai_prompt).toContain('Insider Amount');
    // Without a chosen model the extractor names none: it asks the server's AI_MODEL.
    const [unnamed] = buildTemplate(insider, { ...asked, useAi: true }).extractors ?? [];
    expect(unnamed).toMatchObject({ name: 'insider_amount', type: 'ai' });
    expect(unnamed).not.toHaveProperty('ai_model');
  });

  it('types a pattern the trader typed by the regex-vs-contains rule', () => {
    const template = buildTemplate(analysis, choices({ enabledPatterns: ['NEW ALERT', 'Holders: .+'] }));
    expect(template.patterns?.[1]).toEqual({ pattern: 'Holders: .+', type: 'regex', enabled: true });
  });

  it('passes validateTemplate', () => {
    expect(validateTemplate(buildTemplate(analysis, choices({ displayTemplate: '{{market_cap}}', useAi: true })))).toEqual([]);
  });
});
