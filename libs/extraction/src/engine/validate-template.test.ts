import { describe, expect, it } from '@jest/globals';
import type { TemplateInput } from './template.js';
import { validateTemplate } from './validate-template.js';

const template = (overrides: Partial<TemplateInput>): TemplateInput => ({ name: 'calls', display_name: 'Calls', ...overrides });

describe('validateTemplate', () => {
  it('accepts a good template', () => {
    expect(
      validateTemplate(
        template({
          patterns: [
            { pattern: 'NEW ALERT', type: 'contains' },
            { pattern: 'MC:.+K', type: 'regex' },
          ],
          extractors: [
            {
              name: 'buy_amount',
              type: 'regex',
              pattern: 'Bought: ([\\d.]+) SOL',
              post_processor: 'trim,parseAmount',
              accumulator_type: 'sum',
            },
            { name: 'market_cap', type: 'custom', preset_id: 'market-cap', target_field: 'market_cap' },
            { name: 'insight', type: 'ai', ai_prompt: 'what is the narrative?' },
            { name: '_output_template', type: 'custom', target_field: 'description', output_template: 'Bought {{buy_amount}} SOL' },
          ],
        }),
      ),
    ).toEqual([]);
  });

  it('names each regex RE2 cannot run, and why', () => {
    const problems = validateTemplate(
      template({
        patterns: [
          { pattern: '(a)\\1', type: 'regex' },
          { pattern: '(a)\\1', type: 'contains' },
        ],
        extractors: [
          { name: 'price', type: 'regex', pattern: 'Price(?= USD): (\\d+)' },
          { name: 'holders', type: 'regex', pattern: 'Holders: ([\\d,]+' },
        ],
      }),
    );
    expect(problems).toEqual([
      { path: 'patterns[0].pattern', message: 'pattern 1: regex /(a)\\1/ cannot be used: backreferences such as \\1 are not supported' },
      {
        path: 'extractors[0].pattern',
        message: "extractor 'price': regex /Price(?= USD): (\\d+)/ cannot be used: lookaheads (?=...) are not supported",
      },
      {
        path: 'extractors[1].pattern',
        message: "extractor 'holders': regex /Holders: ([\\d,]+/ cannot be used: invalid regex: missing closing ): `Holders: ([\\d,]+`",
      },
    ]);
  });

  it('reports extractors that cannot run', () => {
    const problems = validateTemplate(
      template({
        extractors: [
          { name: 'no_pattern', type: 'regex' },
          { name: 'magic', type: 'custom' },
          { name: 'amount', type: 'regex', pattern: '(\\d+)', post_processor: 'parseAmount,toMoon' },
          { name: 'amount', type: 'regex', pattern: '(\\d+)' },
          { name: 'has space', type: 'regex', pattern: 'x' },
          { name: '_output_template', type: 'regex', target_field: 'description' },
        ],
      }),
    );
    expect(problems.map((p) => [p.path, p.message])).toEqual([
      ['extractors[0].pattern', "extractor 'no_pattern': a regex extractor needs a pattern"],
      ['extractors[1].preset_id', "extractor 'magic': no custom preset 'magic'"],
      ['extractors[2].post_processor', "extractor 'amount': unknown post-processor 'toMoon'"],
      ['extractors[3].name', "extractor 'amount': another extractor has the same name"],
      ['extractors[4].name', "extractor 'has space': a name may hold only letters, digits, '_', '.' and '-'"],
      ['extractors[5].type', '_output_template must be a custom extractor'],
      ['extractors[5].output_template', '_output_template needs a display template'],
    ]);
  });

  it('reports a malformed template by the path of each bad part', () => {
    const problems = validateTemplate({ name: '', display_name: 'X', extractors: [{ name: 'x', type: 'regex', target_field: 'moon' }] });
    expect(problems.map((p) => p.path)).toEqual(['name', 'extractors[0].target_field']);
  });

  it('finds a custom extractor by its field name when it has no preset id', () => {
    expect(validateTemplate(template({ extractors: [{ name: 'contract_address', type: 'custom' }] }))).toEqual([]);
  });
});
