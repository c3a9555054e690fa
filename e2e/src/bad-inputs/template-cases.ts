// The bad-input corpus of the template API (`POST /api/templates`): one case per entry, what is
// sent and what must come of it: a 4xx whose error names the field, or the template saved. The
// same corpus goes to a try on history (`POST /api/templates/try`, the template under
// `template`), with the cases of its own and of the replay after it.

export interface TemplateCase {
  name: string;
  /** JSON as JSON.stringify writes it, or the exact text sent. */
  body: { json: unknown } | { raw: string };
  outcome: { status: 400 | 413 | 404; error: RegExp } | { status: 201 | 200 | 202 };
}

const template = (name: string, fields: Record<string, unknown> = {}) => ({
  name,
  display_name: `Bad input ${name}`,
  patterns: [{ pattern: `BAD INPUT ${name.toUpperCase()}`, type: 'contains', enabled: true }],
  extractors: [],
  enabled: true,
  priority: 100,
  ...fields,
});
const regexExtractor = (name: string, pattern: string) => ({
  name,
  type: 'regex',
  pattern,
  target_field: 'accumulated_data',
  accumulator_type: 'none',
});
const refused = (error: RegExp) => ({ status: 400 as const, error });
const json = (value: unknown) => ({ json: value });
const long = (length: number) => 'x'.repeat(length);

/** A pattern that backtracks for ever on V8 and runs in linear time on RE2. */
const CATASTROPHIC_PATTERN = '(a+)+$';

export const templateCases: TemplateCase[] = [
  // Regexes.
  {
    name: 'a catastrophic regex, run on RE2',
    body: json(template('catastrophic', { patterns: [{ pattern: CATASTROPHIC_PATTERN, type: 'regex', enabled: true }] })),
    outcome: { status: 201 },
  },
  {
    name: 'an invalid regex pattern',
    body: json(template('invalid_pattern', { patterns: [{ pattern: '(unclosed', type: 'regex' }] })),
    outcome: refused(/^patterns\[0\]\.pattern: /),
  },
  {
    name: 'an invalid extractor regex',
    body: json(template('invalid_extractor', { extractors: [regexExtractor('mc', '[a-')] })),
    outcome: refused(/^extractors\[0\]\.pattern: extractor 'mc'/),
  },
  {
    name: 'a backreference, which RE2 refuses',
    body: json(template('backreference', { extractors: [regexExtractor('twice', String.raw`(\w+) \1`)] })),
    outcome: refused(/^extractors\[0\]\.pattern: .*backreferences/),
  },
  {
    name: 'a lookahead, which RE2 refuses',
    body: json(template('lookahead', { patterns: [{ pattern: 'MC(?=:)', type: 'regex' }] })),
    outcome: refused(/^patterns\[0\]\.pattern: .*lookaheads/),
  },

  // Sizes.
  {
    name: '51 patterns',
    body: json(template('many_patterns', { patterns: Array.from({ length: 51 }, (_, i) => ({ pattern: `P${i}` })) })),
    outcome: refused(/^patterns: at most 50/),
  },
  {
    name: '31 extractors',
    body: json(template('many_extractors', { extractors: Array.from({ length: 31 }, (_, i) => regexExtractor(`f${i}`, `F${i}: (\\d+)`)) })),
    outcome: refused(/^extractors: at most 30/),
  },
  { name: 'a name of 101 characters', body: json(template(long(101))), outcome: refused(/^name: at most 100 characters/) },
  {
    name: 'a regex of 1,001 characters',
    body: json(template('long_regex', { patterns: [{ pattern: long(1001), type: 'regex' }] })),
    outcome: refused(/^patterns\[0\]\.pattern: at most 1000/),
  },
  {
    name: 'an AI prompt of 4,001 characters',
    body: json(template('long_prompt', { extractors: [{ name: 'why', type: 'ai', ai_prompt: long(4001), ai_model: 'gpt-6.1-terra' }] })),
    outcome: refused(/^extractors\[0\]\.ai_prompt: at most 4000/),
  },
  {
    name: 'a display template of 2,001 characters',
    body: json(
      template('long_display', {
        extractors: [{ name: '_output_template', type: 'custom', target_field: 'description', output_template: long(2001) }],
      }),
    ),
    outcome: refused(/^extractors\[0\]\.output_template: at most 2000/),
  },
  { name: 'a priority beyond a 32-bit integer', body: json(template('priority', { priority: 2 ** 40 })), outcome: refused(/^priority: /) },
  { name: 'a body over 256 KiB', body: json(template('huge', { sample_message: long(300 * 1024) })), outcome: { status: 413, error: /./ } },

  // Characters PostgreSQL cannot store, shapes and types.
  { name: 'NUL in the name', body: json(template('nul\u0000name')), outcome: refused(/^name: holds a NUL/) },
  {
    name: 'a lone surrogate in a pattern',
    body: json(template('lone', { patterns: [{ pattern: 'a\ud800' }] })),
    outcome: refused(/^patterns\[0\]\.pattern: holds a NUL or an unpaired surrogate/),
  },
  { name: 'patterns that are a string', body: json(template('typed', { patterns: 'WHALE' })), outcome: refused(/^patterns: /) },
  { name: 'an extractor that is a number', body: json(template('typed', { extractors: [7] })), outcome: refused(/^extractors\[0\]: /) },
  {
    name: 'JSON nested 40,000 deep in the display name',
    body: { raw: `{"name":"nested","display_name":${'{"a":'.repeat(40_000)}1${'}'.repeat(40_000)}}` },
    outcome: refused(/^body: JSON nested deeper than 64 levels$/),
  },
  { name: 'a body that is a list', body: json([template('listed')]), outcome: refused(/expected object/) },

  // Markup and SQL: saved as the characters they are.
  {
    name: 'markup and SQL in the names and the display template',
    body: json(
      template("x'; DROP TABLE templates; --", {
        display_name: '<script>window.__pwned = 1</script>',
        extractors: [
          {
            name: '_output_template',
            type: 'custom',
            target_field: 'description',
            output_template: '<img src=x onerror="window.__pwned = 1"> {{market_cap}}',
          },
        ],
      }),
    ),
    outcome: { status: 201 },
  },
];

/**
 * Every template case as a try on history: the template under `template`, renamed so that one the
 * corpus saved is not refused as a name taken; a template that saves is tried (200), a refused one
 * is refused alike. A raw body is sent as it is.
 */
const asTry = (testCase: TemplateCase): TemplateCase => {
  const body = 'json' in testCase.body ? testCase.body.json : null;
  const renamed = typeof body === 'object' && body !== null && 'name' in body ? { ...body, name: `${String(body.name)}_try` } : body;
  return {
    name: `try: ${testCase.name}`,
    body: 'raw' in testCase.body ? testCase.body : json({ template: renamed }),
    outcome: testCase.outcome.status === 201 ? { status: 200 } : testCase.outcome,
  };
};

export const templateTryCases: TemplateCase[] = [
  ...templateCases.map(asTry),
  { name: 'try: neither a template nor its id', body: json({}), outcome: refused(/a template_id, a template, or both/) },
  { name: 'try: a key it does not know', body: json({ template_id: 1, sql: "'; DROP TABLE templates; --" }), outcome: refused(/sql/) },
  { name: 'try: a template id that is text', body: json({ template_id: '1; DROP TABLE templates' }), outcome: refused(/^template_id: /) },
  { name: 'try: a template id of 1e308', body: json({ template_id: 1e308 }), outcome: refused(/^template_id: /) },
  {
    name: 'try: a template id no template has',
    body: json({ template_id: 2_000_000_000 }),
    outcome: { status: 404, error: /Template not found/ },
  },
];

/** `POST /api/replays`: the stored raw messages a try picked, by id. */
export const replayCases: TemplateCase[] = [
  { name: 'replay: no ids', body: json({ raw_message_ids: [] }), outcome: refused(/^raw_message_ids: /) },
  { name: 'replay: ids that are text', body: json({ raw_message_ids: ['1 OR 1=1'] }), outcome: refused(/^raw_message_ids\[0\]: /) },
  { name: 'replay: a negative id', body: json({ raw_message_ids: [-1] }), outcome: refused(/^raw_message_ids\[0\]: /) },
  {
    name: 'replay: 5,001 ids',
    body: json({ raw_message_ids: Array.from({ length: 5_001 }, (_, index) => index + 1) }),
    outcome: refused(/^raw_message_ids: /),
  },
  { name: 'replay: ids as a string', body: json({ raw_message_ids: '1,2,3' }), outcome: refused(/^raw_message_ids: /) },
  { name: 'replay: ids no stored message has: queued none', body: json({ raw_message_ids: [2_000_000_000] }), outcome: { status: 202 } },
];
