import { describe, expect, it } from '@jest/globals';
import { builtInTemplates, matchMessageType } from '../message-type.js';
import { builtInTemplateRecords, fromMessageTemplate, parseTemplate, templateSchema, TARGET_FIELDS } from './template.js';
import { validateTemplate } from './validate-template.js';

describe('templateSchema', () => {
  it('fills in the defaults of a new template', () => {
    const template = parseTemplate({
      name: 'my_calls',
      display_name: 'My Calls',
      patterns: [{ pattern: 'CALL' }],
      extractors: [{ name: 'buy_amount', type: 'regex', pattern: 'Bought: (\\d+)' }],
    });
    expect(template).toMatchObject({
      enabled: true,
      priority: 100,
      sample_message: '',
      patterns: [{ pattern: 'CALL', type: 'contains', enabled: true }],
      extractors: [{ name: 'buy_amount', target_field: 'accumulated_data', accumulator_type: 'none' }],
    });
  });

  it('reads a stored row as the database gives it back', () => {
    const row = {
      template_id: 7,
      name: 'insider',
      display_name: 'Insider',
      enabled: false,
      priority: 50,
      sample_message: null,
      created_at: new Date('2026-01-01T00:00:00Z'),
      patterns: [{ pattern: 'INSIDER', type: 'contains', enabled: true }],
      extractors: [{ name: 'x', type: 'ai', ai_prompt: 'find x', ai_model: null, pattern: null, post_processor: null }],
    };
    expect(templateSchema.safeParse(row).success).toBe(true);
  });

  it('knows the target fields, accumulated_data last as the default', () => {
    expect(TARGET_FIELDS).toContain('dev_holdings_percentage');
    expect(TARGET_FIELDS.at(-1)).toBe('accumulated_data');
  });

  it.each([
    [{ display_name: 'No name' }, 'name'],
    [{ name: 'x', display_name: 'X', extractors: [{ name: 'y', type: 'magic' }] }, 'extractors.0.type'],
    [
      { name: 'x', display_name: 'X', extractors: [{ name: 'y', type: 'regex', accumulator_type: 'avg' }] },
      'extractors.0.accumulator_type',
    ],
    [{ name: 'x', display_name: 'X', patterns: [{ pattern: 'a', type: 'glob' }] }, 'patterns.0.type'],
  ])('rejects %p at %s', (input, path) => {
    const parsed = templateSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });
});

describe('built-in templates as template records', () => {
  it('converts every built-in, patterns and priorities unchanged', () => {
    expect(builtInTemplateRecords.map((t) => [t.name, t.priority, t.patterns])).toEqual(
      builtInTemplates.map((t) => [t.name, t.priority, t.patterns]),
    );
    expect(builtInTemplateRecords.every((t) => t.enabled && t.extractors.length === 0)).toBe(true);
  });

  it('are valid templates, their regexes included', () => {
    for (const template of builtInTemplateRecords) expect([template.name, validateTemplate(template)]).toEqual([template.name, []]);
  });

  it('classify as the built-ins do', () => {
    const text = '📡 TRENCH RADAR | PUMP.FUN\n🟢 Trench Dog (TDOG) 🐕';
    expect(matchMessageType(builtInTemplateRecords, text)).toBe(matchMessageType(builtInTemplates, text));
  });

  it('treat a built-in without the enabled switch as enabled', () => {
    const [first] = builtInTemplates;
    if (!first) throw new Error('no built-ins');
    const { enabled: _enabled, ...withoutSwitch } = first;
    expect(fromMessageTemplate(withoutSwitch).enabled).toBe(true);
  });
});
