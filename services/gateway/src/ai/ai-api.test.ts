import { afterAll, describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import {
  aiBatchExtractResponseSchema,
  aiCostEstimateSchema,
  aiExtractResponseSchema,
  aiModelsSchema,
  aiStatusSchema,
  AI_MESSAGE_MAX_LENGTH,
} from '@solana-hub/contracts';
import { connectRedis } from '@solana-hub/queue';
import { errorBodySchema, readJson } from '@solana-hub/testing';
import { gatewayForTests } from '../test-gateway.fixture.js';
import { AI_ANSWER_TTL_SECONDS } from './ai-answer-cache.js';
import { AI_CALLS_PER_MINUTE } from './ai-call-limit.guard.js';
import { EXPECTED_ANSWER_TOKENS } from './cost-estimate.js';
import { startFakeOpenAi, useFetchWithErrorsOfThisRealm, type FakeReply } from '@solana-hub/ai/testing';
import { messageMarker, MODEL_TABLE } from '@solana-hub/ai';

useFetchWithErrorsOfThisRealm();
const openAi = await startFakeOpenAi();
const gateway = gatewayForTests(
  'ai password',
  {},
  { OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: openAi.url, OPENAI_TIMEOUT_SECONDS: '1' },
);
const redis = connectRedis(gateway.redis.url);
afterAll(async () => {
  redis.disconnect();
  await openAi.close();
});

const ALERT =
  '🚨 NEW ALERT 🚨\nGoblin Cat ($GOBCAT)\nCA: 7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU\nMC: $24.1K\nInsider bought 12.5 SOL';
const text = { type: 'string' } as const;
/** The shape of the wizard's own calls (frontend ai-analysis.ts). */
const fieldsSchema = {
  type: 'object',
  properties: { token_name: text, market_cap: { type: 'number' }, insider_amount: {}, key_patterns: { type: 'array', items: text } },
};

function post(path: string, body: unknown, cookie = gateway.cookie): Promise<Response> {
  return fetch(`${gateway.base}/api/ai/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
}

/** An extract call; `message` tells the tests' calls apart, so one's cached answer never serves another. */
const extractCall = (message: string, overrides: Record<string, unknown> = {}) => ({
  message: `${ALERT}\n${message}`,
  prompt: 'Automatically detect all relevant fields present in this message type',
  model: 'gpt-6.1-terra',
  schema: fieldsSchema,
  useCache: false,
  ...overrides,
});

/** Sets what the model answers and counts the requests that reach it from now on. */
function modelAnswers(reply: FakeReply): () => number {
  openAi.reply = () => reply;
  const before = openAi.requests.length;
  return () => openAi.requests.length - before;
}

async function failure(response: Response): Promise<{ status: number; error: string }> {
  return { status: response.status, error: (await readJson(response, errorBodySchema)).error };
}

describe('POST /api/ai/extract', () => {
  it('asks the model through the OpenAI client and answers the fields it found with its confidence', async () => {
    const requests = modelAnswers({
      content: JSON.stringify({
        data: { token_name: 'Goblin Cat', market_cap: 24100, insider_amount: 12.5, key_patterns: null },
        confidence: 0.92,
      }),
    });
    const response = await post('extract', extractCall('happy'));
    expect(response.status).toBe(200);
    expect(await readJson(response, aiExtractResponseSchema)).toEqual({
      data: { token_name: 'Goblin Cat', market_cap: 24100, insider_amount: 12.5 },
      confidence: 0.92,
    });
    expect(requests()).toBe(1);
    const sent = openAi.requests.at(-1);
    expect(sent?.authorization).toBe('Bearer sk-test-key');
    expect(sent?.body).toMatchObject({ model: 'gpt-6.1-terra', response_format: { type: 'json_object' }, reasoning_effort: 'none' });
    const [system, user] = sent?.body.messages ?? [];
    expect(system?.content).toContain('JSON');
    expect(user?.content).toContain('Automatically detect all relevant fields present in this message type');
    expect(user?.content).toContain('- token_name: string\n- market_cap: number\n- insider_amount: any\n- key_patterns: array of string');
    const marker = messageMarker(`${ALERT}\nhappy`);
    expect(user?.content).toContain(`<${marker}>\n${ALERT}\nhappy\n</${marker}>`);
  });

  it('without a confidence from the model, answers the share of the asked fields it found', async () => {
    modelAnswers({ content: JSON.stringify({ data: { token_name: 'Goblin Cat', market_cap: null, insider_amount: '' } }) });
    const response = await post('extract', extractCall('no confidence'));
    expect(await readJson(response, aiExtractResponseSchema)).toEqual({ data: { token_name: 'Goblin Cat' }, confidence: 0.25 });
  });

  it('answers a cached call from Redis (24 h, under the REDIS_PREFIX) without asking the model again; useCache: false asks afresh', async () => {
    const requests = modelAnswers({ content: JSON.stringify({ data: { token_name: 'Goblin Cat' }, confidence: 0.8 }) });
    const call = extractCall('cached', { useCache: true });
    const first = await readJson(await post('extract', call), aiExtractResponseSchema);
    modelAnswers({ content: JSON.stringify({ data: { token_name: 'Changed Mind' }, confidence: 0.7 }) });
    expect(await readJson(await post('extract', call), aiExtractResponseSchema)).toEqual(first);
    expect(requests()).toBe(1);
    const keys = await redis.keys(`${gateway.redis.prefix}:ai-answer:*`);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(await redis.ttl(key)).toBeGreaterThan(AI_ANSWER_TTL_SECONDS - 60);

    expect(await readJson(await post('extract', { ...call, model: 'gpt-6-luna' }), aiExtractResponseSchema)).toEqual({
      data: { token_name: 'Changed Mind' },
      confidence: 0.7,
    });
    expect(requests()).toBe(2);
    const fresh = await readJson(await post('extract', { ...call, useCache: false }), aiExtractResponseSchema);
    expect(fresh).toEqual({ data: { token_name: 'Changed Mind' }, confidence: 0.7 });
    expect(requests()).toBe(3);
    // The fresh answer replaced the stored one.
    expect(await readJson(await post('extract', call), aiExtractResponseSchema)).toEqual(fresh);
    expect(requests()).toBe(3);
  });
});

describe('POST /api/ai/batch-extract', () => {
  it('makes several extractions in one model call and answers them by name', async () => {
    const requests = modelAnswers({
      content: JSON.stringify({
        names: { template_name: 'insider_buy', display_name: 'Insider Buy' },
        display: { output_template: '{{token_name}}' },
        extra: 1,
      }),
    });
    const response = await post('batch-extract', {
      message: ALERT,
      model: 'gpt-6.2-astra',
      useCache: false,
      extractions: [
        {
          name: 'names',
          prompt: 'Suggest a generic template name and a display name.',
          schema: { type: 'object', properties: { template_name: text, display_name: text } },
        },
        { name: 'display', prompt: 'Write a short display template.', schema: { output_template: 'string' } },
        { name: 'risk', prompt: 'Rate the risk.', schema: { risk_level: { enum: ['low', 'high'] } } },
      ],
    });
    expect(response.status).toBe(200);
    expect(await readJson(response, aiBatchExtractResponseSchema)).toEqual({
      data: { names: { template_name: 'insider_buy', display_name: 'Insider Buy' }, display: { output_template: '{{token_name}}' } },
    });
    expect(requests()).toBe(1);
    const sent = openAi.requests.at(-1);
    // An Astra model thinks at least a little: the least it takes.
    expect(sent?.body.model).toBe('gpt-6.2-astra');
    expect(sent?.body.reasoning_effort).toBe('low');
    const user = sent?.body.messages[1]?.content ?? '';
    expect(user).toContain(
      'Extraction "names": Suggest a generic template name and a display name.\nFields (name: type):\n- template_name: string\n- display_name: string',
    );
    expect(user).toContain('Extraction "display": Write a short display template.\nFields (name: type):\n- output_template: string');
    expect(user).toContain('- risk_level: one of "low", "high"');
  });
});

describe('GET /api/ai/status', () => {
  it('says the server can ask an AI, without asking it', async () => {
    const requests = modelAnswers({ content: '{}' });
    const response = await fetch(`${gateway.base}/api/ai/status`, { headers: { cookie: gateway.cookie } });
    expect(await readJson(response, aiStatusSchema)).toEqual({ configured: true });
    expect(requests()).toBe(0);
  });
});

describe('GET /api/ai/models', () => {
  const models = async () =>
    readJson(await fetch(`${gateway.base}/api/ai/models`, { headers: { cookie: gateway.cookie } }), aiModelsSchema);
  const forgetList = () => redis.del(`${gateway.redis.prefix}:ai-models`);

  it("offers the specification's tiers filled with today's models, then the others the key can use, never one OpenAI is shutting down", async () => {
    await forgetList();
    const listed = openAi.modelListRequests;
    const answer = await models();
    expect(answer).toMatchObject({ default: 'gpt-6.1-terra', fast: 'gpt-6-luna', checked: true, problem: null });
    expect(answer.models).toEqual([
      { id: 'gpt-6-luna', tier: 'Ultra Fast', shutdown_date: null },
      { id: 'gpt-6.1-terra', tier: 'Recommended', shutdown_date: null },
      { id: 'gpt-6.2-astra', tier: 'Most Powerful', shutdown_date: null },
      { id: 'gpt-5.6-luna', tier: 'Legacy', shutdown_date: null },
      { id: 'gpt-5.6-sol', tier: 'Legacy', shutdown_date: null },
      { id: 'gpt-6-sol', tier: null, shutdown_date: null },
      { id: 'gpt-6.1-sol', tier: null, shutdown_date: null },
      { id: 'gpt-6.2-sol', tier: null, shutdown_date: null },
      { id: 'gpt-6-astra', tier: null, shutdown_date: null },
      { id: 'gpt-5.6-terra', tier: null, shutdown_date: null },
    ]);
    // Kept an hour for every replica: the next page load does not ask OpenAI.
    await models();
    expect(openAi.modelListRequests).toBe(listed + 1);
  });

  it("shows a tier model's shutdown date from OpenAI's list, and leaves out a model the key cannot use", async () => {
    await forgetList();
    const today = openAi.models;
    openAi.models = today
      .filter((model) => model.id !== 'gpt-6.2-astra')
      .map((model) => (model.id === 'gpt-5.6-sol' ? { ...model, shutdown_date: '2027-03-01' } : model));
    const answer = await models();
    expect(answer.models.map((model) => model.id)).not.toContain('gpt-6.2-astra');
    expect(answer.models).toContainEqual({ id: 'gpt-5.6-sol', tier: 'Legacy', shutdown_date: '2027-03-01' });

    await forgetList();
    openAi.models = today.filter((model) => model.id !== 'gpt-6.1-terra');
    expect((await models()).problem).toBe('AI_MODEL gpt-6.1-terra is not among the models the API key can use: set it to one of them');
    openAi.models = today;
    await forgetList();
  });

  it('offers the tiers as the model table knows them when the list cannot be had, saying why', async () => {
    await forgetList();
    openAi.modelListReply = () => ({ status: 503, message: 'Service Unavailable' });
    const answer = await models();
    openAi.modelListReply = null;
    expect(answer).toMatchObject({
      checked: false,
      problem: 'Could not check which models the API key can use: AI request failed: 503 Service Unavailable',
    });
    expect(answer.models.map((model) => model.tier)).toEqual(['Ultra Fast', 'Recommended', 'Most Powerful', 'Legacy', 'Legacy']);
    // A failure is not kept: the next page load asks again.
    expect((await models()).checked).toBe(true);
  });
});

describe('POST /api/ai/estimate-cost', () => {
  it("counts the prompt's tokens, adds the expected answer and prices them per model, without calling the model", async () => {
    const requests = modelAnswers({ content: '{}' });
    const estimate = async (model: string, message = ALERT) =>
      readJson(await post('estimate-cost', { message, prompt: 'Find the insider amount', model }), aiCostEstimateSchema);
    const sol = await estimate('gpt-6.1-sol');
    const price = MODEL_TABLE['gpt-6.1-sol']!;
    const promptTokens = sol.tokens - EXPECTED_ANSWER_TOKENS;
    expect(promptTokens).toBeGreaterThan(100);
    expect(sol.estimated_cost).toBeCloseTo(
      (promptTokens * price.inputPerMillion + EXPECTED_ANSWER_TOKENS * price.outputPerMillion) / 1e6,
      8,
    );
    // gpt-6-luna: the same tokenizer at a 20th of the price.
    const luna = await estimate('gpt-6-luna');
    expect(luna.tokens).toBe(sol.tokens);
    expect(luna.estimated_cost).toBeCloseTo(sol.estimated_cost / 20, 8);
    expect((await estimate('gpt-6.1-sol', `${ALERT}\n${ALERT}`)).tokens).toBeGreaterThan(sol.tokens);
    expect(requests()).toBe(0);
  });
});

describe('refusals', () => {
  it('answers 401 without a session', async () => {
    for (const path of ['extract', 'batch-extract', 'estimate-cost']) {
      expect([path, await failure(await post(path, extractCall('anonymous'), ''))]).toEqual([
        path,
        { status: 401, error: 'Not logged in' },
      ]);
    }
  });

  it('answers 400 naming the field of a bad body, without calling the model', async () => {
    const requests = modelAnswers({ content: '{}' });
    const refused = async (path: string, body: unknown) => {
      const answer = await failure(await post(path, body));
      expect(answer.status).toBe(400);
      return answer.error;
    };
    const { message: _message, ...withoutMessage } = extractCall('bad');
    expect(await refused('extract', withoutMessage)).toMatch(/^message: /);
    expect(await refused('extract', extractCall('bad', { model: 'gpt-6' }))).toMatch(
      /^model: unknown AI model 'gpt-6' \(models: gpt-6.1-terra, gpt-6-luna, /,
    );
    expect(await refused('extract', extractCall('bad', { model: 'gpt 6' }))).toMatch(/^model: not a model name/);
    // The specification's legacy models: OpenAI shut them down on 2026-10-23.
    for (const path of ['extract', 'estimate-cost']) {
      expect(await refused(path, extractCall('bad', { model: 'gpt-4-turbo' }))).toBe(
        'model: OpenAI shut gpt-4-turbo down on 2026-10-23: choose another model',
      );
    }
    expect(await refused('extract', extractCall('x'.repeat(AI_MESSAGE_MAX_LENGTH)))).toBe(
      `message: at most ${AI_MESSAGE_MAX_LENGTH} characters`,
    );
    expect(await refused('extract', extractCall('bad', { schema: 'token_name' }))).toMatch(/^schema: /);
    const twice = { name: 'names', prompt: 'p', schema: {} };
    expect(await refused('batch-extract', { message: ALERT, model: 'gpt-6.1-sol', useCache: false, extractions: [twice, twice] })).toBe(
      'extractions: two extractions have the same name',
    );
    expect(await refused('estimate-cost', { message: '  ', prompt: 'p', model: 'gpt-6.1-sol' })).toBe('message: the message is empty');
    expect(requests()).toBe(0);
  });
});

describe('when OpenAI fails', () => {
  it('retries a 500 twice, then answers 502 with the reason', async () => {
    const requests = modelAnswers({ status: 500, message: 'The server had an error while processing your request.' });
    expect(await failure(await post('extract', extractCall('upstream 500')))).toEqual({
      status: 502,
      error: 'AI request failed: 500 The server had an error while processing your request.',
    });
    expect(requests()).toBe(3);
  });

  it('answers 502 when the model answers something other than the JSON asked for, without retrying', async () => {
    const requests = modelAnswers({ content: 'Sure! token_name: Goblin Cat' });
    expect(await failure(await post('extract', extractCall('prose')))).toEqual({
      status: 502,
      error: "AI request failed: the model's answer is not valid JSON",
    });
    modelAnswers({ content: '{"token_name": "Goblin Cat"}' });
    expect(await failure(await post('extract', extractCall('unwrapped')))).toEqual({
      status: 502,
      error: "AI request failed: the model's answer is not of the asked shape (data: Invalid input: expected record, received undefined)",
    });
    modelAnswers({ content: '{"data": {"token_na', finishReason: 'length' });
    expect(await failure(await post('extract', extractCall('cut off')))).toEqual({
      status: 502,
      error: "AI request failed: the model's answer was cut off at its length limit",
    });
    expect(requests()).toBe(3);
  });

  it('answers 504 when no attempt gets an answer in time', async () => {
    const requests = modelAnswers({ content: '{"data": {}, "confidence": 1}', delayMs: 2_500 });
    expect(await failure(await post('extract', extractCall('slow')))).toEqual({
      status: 504,
      error: 'AI request timed out: no answer within 1 s (3 attempts)',
    });
    expect(requests()).toBe(3);
  });
});

describe('the AI call limit', () => {
  it(`refuses a session's call past ${AI_CALLS_PER_MINUTE} a minute with 429 and Retry-After; other sessions and cost estimates go on`, async () => {
    modelAnswers({ content: JSON.stringify({ data: { token_name: 'Goblin Cat' }, confidence: 0.9 }) });
    const login = await fetch(`${gateway.base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'ai password' }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const call = extractCall('limited', { useCache: true });
    for (let calls = 0; calls < AI_CALLS_PER_MINUTE; calls++) expect((await post('extract', call, cookie)).status).toBe(200);
    const refused = await post(
      'batch-extract',
      { message: ALERT, model: 'gpt-6.1-sol', useCache: true, extractions: [{ name: 'n', prompt: 'p', schema: {} }] },
      cookie,
    );
    const retryAfter = z.coerce.number().int().min(1).max(60).parse(refused.headers.get('retry-after'));
    expect(await failure(refused)).toEqual({
      status: 429,
      error: `Too many AI requests: at most ${AI_CALLS_PER_MINUTE} a minute; try again in ${retryAfter} s`,
    });
    expect((await post('estimate-cost', { message: ALERT, prompt: 'p', model: 'gpt-6.1-sol' }, cookie)).status).toBe(200);
    expect((await post('extract', call)).status).toBe(200);
  });
});
