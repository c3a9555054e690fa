import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { errorBodySchema, readJson, type TestDatabase } from '@solana-hub/testing';
import { actionDoneSchema, storedTemplateSchema, type HubEvent } from '@solana-hub/contracts';
import { connectRedis, subscribeToEvents } from '@solana-hub/queue';
import { builtInTemplates, presetLibrary } from '@solana-hub/extraction';
import { gatewayForTests } from '../test-gateway.fixture.js';
import { marketCapExtractor } from './market-cap-extractor.fixture.js';

const password = 'templates api password';
const gateway = gatewayForTests(password);
const redis = gateway.redis;
const subscriber = connectRedis(redis.url);
const events: HubEvent[] = [];
let database: TestDatabase;
let base: string;
let cookie: string;

beforeAll(async () => {
  ({ database, base, cookie } = gateway);
  await subscribeToEvents(
    subscriber,
    redis.prefix,
    (event) => events.push(event),
    () => undefined,
  );
});
afterAll(() => {
  subscriber.disconnect();
});

const get = (path: string) => fetch(`${base}${path}`, { headers: { cookie } });
const send = (method: string, path: string, body?: unknown) =>
  fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? { cookie } : { cookie, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const expectError = async (response: Response, status: number, text: RegExp) => {
  expect(response.status).toBe(status);
  expect((await readJson(response, errorBodySchema)).error).toMatch(text);
};

/** The templates.changed events seen so far, once the ones in flight have arrived. */
async function changedTemplates(count: number): Promise<Array<number | null>> {
  const changed = () => events.flatMap((event) => (event.name === 'templates.changed' ? [event.data.templateId] : []));
  const deadline = Date.now() + 5000;
  while (changed().length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  return changed();
}

/** What the wizard saves: the full template, enabled, with priority 100. */
const wizardTemplate = {
  name: 'whale_alert',
  display_name: 'Whale Alert',
  patterns: [
    { pattern: 'WHALE ALERT', type: 'contains', enabled: true },
    { pattern: 'bought .+ SOL', type: 'regex', enabled: true },
  ],
  extractors: [
    marketCapExtractor,
    {
      name: 'whale_count',
      type: 'ai',
      ai_prompt: 'How many whales bought?',
      ai_model: 'gpt-6.1-terra',
      target_field: 'accumulated_data',
      accumulator_type: 'sum',
    },
  ],
  sample_message: '🐋 WHALE ALERT bought 500 SOL of $DOG MC: $1.2M',
  enabled: true,
  priority: 100,
};

describe('templates', () => {
  it('lists the seeded templates, highest priority first', async () => {
    const templates = await readJson(await get('/api/templates'), z.array(storedTemplateSchema));
    expect(templates.map((t) => t.name).sort()).toEqual(builtInTemplates.map((t) => t.name).sort());
    const priorities = templates.map((t) => t.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
  });

  it('creates, reads, switches, replaces and deletes a template, announcing every change', async () => {
    const created = await send('POST', '/api/templates', wizardTemplate);
    expect(created.status).toBe(201);
    const template = await readJson(created, storedTemplateSchema);
    expect(template).toMatchObject({
      name: 'whale_alert',
      display_name: 'Whale Alert',
      enabled: true,
      priority: 100,
      sample_message: wizardTemplate.sample_message,
    });
    expect(template.patterns).toEqual(wizardTemplate.patterns);
    expect(template.extractors[0]).toMatchObject(wizardTemplate.extractors[0] ?? {});
    const id = template.template_id;

    expect(await readJson(await get(`/api/templates/${id}`), storedTemplateSchema)).toEqual(template);
    const listed = await readJson(await get('/api/templates'), z.array(storedTemplateSchema));
    expect(listed[0]?.name).toBe('whale_alert');

    const switched = await readJson(await send('PUT', `/api/templates/${id}`, { enabled: false }), storedTemplateSchema);
    expect(switched).toMatchObject({ enabled: false, name: 'whale_alert', priority: 100, patterns: template.patterns });

    const replaced = await readJson(
      await send('PUT', `/api/templates/${id}`, {
        ...wizardTemplate,
        display_name: 'Whales',
        patterns: [{ pattern: 'WHALE', type: 'contains', enabled: true }],
      }),
      storedTemplateSchema,
    );
    expect(replaced).toMatchObject({ template_id: id, display_name: 'Whales', enabled: true, created_at: template.created_at });
    expect(replaced.patterns).toEqual([{ pattern: 'WHALE', type: 'contains', enabled: true }]);
    expect(Date.parse(replaced.updated_at)).toBeGreaterThanOrEqual(Date.parse(template.updated_at));

    const deleted = await send('DELETE', `/api/templates/${id}`);
    expect(deleted.status).toBe(200);
    expect(await readJson(deleted, actionDoneSchema)).toEqual({ success: true });
    await expectError(await get(`/api/templates/${id}`), 404, /Template not found/);
    await expectError(await send('DELETE', `/api/templates/${id}`), 404, /Template not found/);

    expect(await changedTemplates(4)).toEqual([id, id, id, id]);
  });

  it('duplicates a template from the short body, with no patterns or extractors', async () => {
    const response = await send('POST', '/api/templates', {
      name: 'insider_copy',
      display_name: 'Insider (Copy)',
      enabled: false,
      priority: 50,
      sample_message: null,
    });
    expect(response.status).toBe(201);
    expect(await readJson(response, storedTemplateSchema)).toMatchObject({
      name: 'insider_copy',
      enabled: false,
      priority: 50,
      sample_message: null,
      patterns: [],
      extractors: [],
    });
  });

  it('answers 409 {error} for a name another template has, on create and on rename', async () => {
    await expectError(
      await send('POST', '/api/templates', { ...wizardTemplate, name: 'insider' }),
      409,
      /A template named 'insider' already exists/,
    );
    const other = await readJson(await send('POST', '/api/templates', { ...wizardTemplate, name: 'renamed_later' }), storedTemplateSchema);
    await expectError(
      await send('PUT', `/api/templates/${other.template_id}`, { ...wizardTemplate, name: 'curated' }),
      409,
      /'curated' already exists/,
    );
    expect((await readJson(await get(`/api/templates/${other.template_id}`), storedTemplateSchema)).name).toBe('renamed_later');
  });

  it('refuses a regex that cannot run, naming where it is', async () => {
    const badPattern = { ...wizardTemplate, name: 'bad_pattern', patterns: [{ pattern: '(unclosed', type: 'regex', enabled: true }] };
    await expectError(await send('POST', '/api/templates', badPattern), 400, /^patterns\[0\]\.pattern: .*\(unclosed/);
    const badExtractor = {
      ...wizardTemplate,
      name: 'bad_extractor',
      extractors: [{ name: 'mc', type: 'regex', pattern: '([a-', target_field: 'market_cap' }],
    };
    await expectError(await send('POST', '/api/templates', badExtractor), 400, /^extractors\[0\]\.pattern: extractor 'mc'/);
    const backtracking = {
      ...wizardTemplate,
      name: 'backref',
      extractors: [{ name: 'twice', type: 'regex', pattern: String.raw`(\w+) \1` }],
    };
    await expectError(await send('POST', '/api/templates', backtracking), 400, /^extractors\[0\]\.pattern: /);
    const unknownModel = {
      ...wizardTemplate,
      name: 'unknown_model',
      extractors: [{ name: 'thesis', type: 'ai', ai_prompt: 'Why?', ai_model: 'gpt-9' }],
    };
    await expectError(
      await send('POST', '/api/templates', unknownModel),
      400,
      /^extractors\[0\]\.ai_model: extractor 'thesis': unknown AI model 'gpt-9' \(models: gpt-6.1-terra, gpt-6-luna, /,
    );
    const retiredModel = { ...unknownModel, extractors: [{ name: 'thesis', type: 'ai', ai_prompt: 'Why?', ai_model: 'gpt-3.5-turbo' }] };
    await expectError(
      await send('POST', '/api/templates', retiredModel),
      400,
      /^extractors\[0\]\.ai_model: extractor 'thesis': OpenAI shut gpt-3\.5-turbo down on 2026-10-23: choose another model$/,
    );
    const existing = await readJson(await send('POST', '/api/templates', { ...wizardTemplate, name: 'good_one' }), storedTemplateSchema);
    await expectError(await send('PUT', `/api/templates/${existing.template_id}`, badPattern), 400, /^patterns\[0\]\.pattern: /);
    const names = (await readJson(await get('/api/templates'), z.array(storedTemplateSchema))).map((t) => t.name);
    expect(names).not.toContain('bad_pattern');
    expect(names).not.toContain('bad_extractor');
  });

  it('names the field of every other bad body or id', async () => {
    const cases: Array<[string, string, unknown, RegExp]> = [
      ['POST', '/api/templates', { display_name: 'No name' }, /^name: /],
      ['POST', '/api/templates', { ...wizardTemplate, name: '' }, /^name: a template needs a name/],
      ['POST', '/api/templates', { ...wizardTemplate, priority: 'high' }, /^priority: /],
      ['POST', '/api/templates', { ...wizardTemplate, patterns: [{ pattern: 'x', type: 'glob' }] }, /^patterns\[0\]\.type: /],
      [
        'POST',
        '/api/templates',
        { ...wizardTemplate, extractors: [{ name: 'x', type: 'regex', pattern: 'x', accumulator_type: 'avg' }] },
        /^extractors\[0\]\.accumulator_type: /,
      ],
      [
        'POST',
        '/api/templates',
        { ...wizardTemplate, extractors: [{ name: 'x', type: 'regex' }] },
        /^extractors\[0\]\.pattern: .*needs a pattern/,
      ],
      ['POST', '/api/templates', [], /expected object/],
      ['PUT', '/api/templates/1', { enabled: 'yes' }, /^enabled: /],
      ['PUT', '/api/templates/abc', { enabled: true }, /template id is a whole number/],
      ['PUT', '/api/templates/0', { enabled: true }, /template id is at least 1/],
    ];
    for (const [method, path, body, message] of cases) await expectError(await send(method, path, body), 400, message);
    await expectError(await get('/api/templates/99999999999'), 400, /template id/);
    await expectError(await send('PUT', '/api/templates/999999', { enabled: true }), 404, /Template not found: 999999/);
    await expectError(await send('POST', '/api/templates'), 400, /expected object/);
  });
});

describe('template limits', () => {
  const long = (length: number) => 'x'.repeat(length);
  const extractor = (index: number) => ({ name: `field_${index}`, type: 'regex', pattern: String.raw`F${index}: (\d+)` });

  it('refuses a template over any limit, naming the field and the limit', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ ...wizardTemplate, name: long(101) }, /^name: at most 100 characters/],
      [{ ...wizardTemplate, display_name: long(101) }, /^display_name: at most 100 characters/],
      [{ ...wizardTemplate, priority: 2 ** 40 }, /^priority: /],
      [{ ...wizardTemplate, sample_message: long(64 * 1024 + 1) }, /^sample_message: at most 65536 characters/],
      [{ ...wizardTemplate, patterns: Array.from({ length: 51 }, (_, i) => ({ pattern: `P${i}` })) }, /^patterns: at most 50 patterns/],
      [{ ...wizardTemplate, patterns: [{ pattern: long(1001), type: 'regex' }] }, /^patterns\[0\]\.pattern: at most 1000 characters/],
      [{ ...wizardTemplate, extractors: Array.from({ length: 31 }, (_, i) => extractor(i)) }, /^extractors: at most 30 extractors/],
      [{ ...wizardTemplate, extractors: [{ ...extractor(0), pattern: long(1001) }] }, /^extractors\[0\]\.pattern: at most 1000 characters/],
      [
        { ...wizardTemplate, extractors: [{ name: 'why', type: 'ai', ai_prompt: long(4001), ai_model: 'gpt-6.1-terra' }] },
        /^extractors\[0\]\.ai_prompt: at most 4000 characters/,
      ],
      [
        { ...wizardTemplate, extractors: [{ name: '_output_template', type: 'custom', output_template: long(2001) }] },
        /^extractors\[0\]\.output_template: at most 2000 characters/,
      ],
      [
        { ...wizardTemplate, extractors: [{ ...extractor(0), post_processors: Array.from({ length: 21 }, () => 'trim') }] },
        /^extractors\[0\]\.post_processors: at most 20 post-processors/,
      ],
    ];
    for (const [body, message] of cases) await expectError(await send('POST', '/api/templates', body), 400, message);
    const names = (await readJson(await get('/api/templates'), z.array(storedTemplateSchema))).map((t) => t.name);
    expect(names).not.toContain(long(101));
  });

  it('refuses text PostgreSQL cannot store instead of failing on it', async () => {
    await expectError(
      await send('POST', '/api/templates', { ...wizardTemplate, name: 'nul\u0000name' }),
      400,
      /^name: holds a NUL or an unpaired surrogate/,
    );
    await expectError(
      await send('POST', '/api/templates', { ...wizardTemplate, name: 'lone', patterns: [{ pattern: 'a\ud800' }] }),
      400,
      /^patterns\[0\]\.pattern: holds a NUL/,
    );
  });

  it('runs a catastrophic regex on RE2 and refuses one RE2 cannot run, naming it', async () => {
    const catastrophic = await send('POST', '/api/templates', {
      ...wizardTemplate,
      name: 'catastrophic',
      patterns: [{ pattern: '(a+)+$', type: 'regex' }],
    });
    expect(catastrophic.status).toBe(201);
    const lookahead = { ...wizardTemplate, name: 'lookahead', extractors: [{ name: 'ahead', type: 'regex', pattern: 'MC(?=:)' }] };
    await expectError(await send('POST', '/api/templates', lookahead), 400, /^extractors\[0\]\.pattern: extractor 'ahead': .*lookaheads/);
  });

  it('answers 413 for a body over the gateway’s 256 KiB', async () => {
    const response = await send('POST', '/api/templates', { ...wizardTemplate, name: 'huge', sample_message: long(300 * 1024) });
    expect(response.status).toBe(413);
    expect(await readJson(response, errorBodySchema)).toEqual({ error: expect.any(String) });
  });

  it('refuses a template beyond the 200th, and takes one again once one is deleted', async () => {
    const stored = (await readJson(await get('/api/templates'), z.array(storedTemplateSchema))).length;
    const fillers = Array.from({ length: 200 - stored }, (_, i) => ({
      name: `filler_${i}`,
      display_name: `Filler ${i}`,
      enabled: true,
      priority: 1,
      patterns: '[]',
      extractors: '[]',
    }));
    await database.db.insertInto('templates').values(fillers).execute();
    try {
      await expectError(await send('POST', '/api/templates', { ...wizardTemplate, name: 'one_too_many' }), 400, /^templates: at most 200/);
      await database.db.deleteFrom('templates').where('name', '=', 'filler_0').execute();
      expect((await send('POST', '/api/templates', { ...wizardTemplate, name: 'one_too_many' })).status).toBe(201);
    } finally {
      await database.db.deleteFrom('templates').where('name', 'like', 'filler_%').execute();
    }
  });
});

describe('extractor presets', () => {
  it('serves the preset library as data', async () => {
    const presets = await readJson(
      await get('/api/extractor-presets'),
      z.array(
        z.object({ id: z.string(), category: z.string(), extractor_type: z.enum(['regex', 'custom']), field_name: z.string() }).loose(),
      ),
    );
    expect(presets.map((p) => p.id)).toEqual(presetLibrary.map((p) => p.id));
    expect(presets.length).toBeGreaterThanOrEqual(45);
    expect(presets.some((p) => 'process' in p)).toBe(false);
    expect(presets.find((p) => p.field_name === 'market_cap')).toMatchObject({ category: 'Financial Data' });
  });
});
