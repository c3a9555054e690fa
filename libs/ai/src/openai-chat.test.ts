import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
import pino from 'pino';
import type { AiModelId } from '@solana-hub/contracts';
import { modelExtractionSchema } from './model-answer.js';
import { costOf } from './model-catalog.js';
import { OpenAiChat, type AiSpending } from './openai-chat.js';
import { extractionPrompt } from './extraction-prompt.js';
import { fakeUsage, openAiModelsToday, startFakeOpenAi, useFetchWithErrorsOfThisRealm, type FakeReply } from './testing/index.js';

useFetchWithErrorsOfThisRealm();
const openAi = await startFakeOpenAi();
const API_KEY = 'sk-proj-Secret0123456789abcdefWXYZ';
const spent: Array<{ dollars: number; model: AiModelId }> = [];
const spending: AiSpending = { spent: async (dollars, model) => void spent.push({ dollars, model }) };
const settings = { apiKey: API_KEY, baseUrl: openAi.url, timeoutMs: 2_000, model: 'gpt-6.1-terra' };
const chat = new OpenAiChat(settings, pino({ level: 'silent' }), spending);
const prompt = extractionPrompt('Goblin Cat MC: $24.1K', 'The market cap', [{ name: 'market_cap', type: 'number' }]);

afterAll(() => openAi.close());

/** The error a call failed with; a call that answered fails the test. */
const failureOf = (call: Promise<unknown>): Promise<Error> =>
  call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as Error,
  );

describe('OpenAiChat', () => {
  it("counts what each answer cost from the usage OpenAI reports, at the model's list price", async () => {
    const content = '{"data": {"market_cap": 24100}, "confidence": 0.9}';
    openAi.reply = () => ({ content });
    spent.length = 0;
    await expect(chat.answer('gpt-6-luna', prompt, modelExtractionSchema)).resolves.toMatchObject({ data: { market_cap: 24_100 } });
    const request = openAi.requests.at(-1)!;
    expect(spent).toEqual([{ model: 'gpt-6-luna', dollars: costOf('gpt-6-luna', fakeUsage(request, content)) }]);
    expect(spent[0]!.dollars).toBeGreaterThan(0);
  });

  it('counts an answer of the wrong shape too (it is billed), and one without usage high rather than free', async () => {
    openAi.reply = () => ({ content: 'not JSON at all' });
    spent.length = 0;
    await expect(chat.answer('gpt-6.1-sol', prompt, modelExtractionSchema)).rejects.toThrow("the model's answer is not valid JSON");
    expect(spent).toHaveLength(1);

    const content = '{"data": {"market_cap": 24100}}';
    openAi.reply = () => ({ content, noUsage: true });
    spent.length = 0;
    await chat.answer('gpt-6.1-sol', prompt, modelExtractionSchema);
    expect(spent[0]!.dollars).toBeGreaterThanOrEqual(costOf('gpt-6.1-sol', fakeUsage(openAi.requests.at(-1)!, content)));
  });

  it('answers every string as PostgreSQL can store it, whatever the model was talked into writing', async () => {
    openAi.reply = () => ({ content: '{"data": {"thesis": "moon\\u0000soon \\ud800"}}' });
    await expect(chat.answer('gpt-6-luna', prompt, modelExtractionSchema)).resolves.toEqual({ data: { thesis: 'moon\uFFFDsoon \uFFFD' } });
  });

  it('never writes the API key or the base URL in a failure, which the gateway answers to the browser', async () => {
    openAi.reply = () => ({
      status: 401,
      message: `Incorrect API key provided: ${API_KEY}. You can find your API key at https://platform.openai.com/account/api-keys.`,
    });
    const failure = await failureOf(chat.answer('gpt-6-luna', prompt, modelExtractionSchema));
    expect(failure.message).toMatch(/^AI request failed: 401 Incorrect API key provided: \[hidden\]/);
    expect(failure.message).not.toContain('Secret0123');

    openAi.reply = () => ({ status: 401, message: 'Incorrect API key provided: sk-proj-****************************WXYZ.' });
    const masked = await failureOf(chat.answer('gpt-6-luna', prompt, modelExtractionSchema));
    expect(masked.message).toBe('AI request failed: 401 Incorrect API key provided: sk-[hidden].');

    openAi.reply = () => ({ status: 404, message: `Unknown model at ${openAi.url}` });
    const unknown = await failureOf(chat.answer('gpt-6-luna', prompt, modelExtractionSchema));
    expect(unknown.message).not.toContain(openAi.url);
  });
});

describe('the parameters of each model family', () => {
  const answered = '{"data": {"market_cap": 24100}}';
  beforeEach(() => {
    openAi.reply = () => ({ content: answered });
    openAi.models = openAiModelsToday();
  });

  const effortSent = async (model: string, client = chat) => {
    await client.answer(model, prompt, modelExtractionSchema);
    return openAi.requests.at(-1)?.body.reasoning_effort;
  };

  it('asks each model for the least thinking it takes: none, low for Sol and Astra, minimal for the first gpt-5 models', async () => {
    expect(await effortSent('gpt-6-luna')).toBe('none');
    expect(await effortSent('gpt-6.1-terra')).toBe('none');
    expect(await effortSent('gpt-6.1-sol')).toBe('low');
    expect(await effortSent('gpt-6.2-astra')).toBe('low');
    expect(await effortSent('gpt-5.6-sol')).toBe('none');
    expect(
      await effortSent('gpt-5-mini', new OpenAiChat(settings, pino({ level: 'silent' }), null, () => new Date('2026-12-10T23:59Z'))),
    ).toBe('minimal');
    // A model that does not reason is sent no effort at all.
    expect(await effortSent('gpt-4o')).toBeUndefined();
  });

  it("learns a new model's efforts from OpenAI's refusal, once, and asks again without losing the call", async () => {
    openAi.models.push({ id: 'gpt-6.3-sol-mini', shutdown_date: null, efforts: ['medium', 'high'] });
    openAi.models.push({ id: 'gpt-7-chat', shutdown_date: null, efforts: null });
    const learning = new OpenAiChat(settings, pino({ level: 'silent' }));
    const before = openAi.requests.length;
    await expect(learning.answer('gpt-6.3-sol-mini', prompt, modelExtractionSchema)).resolves.toEqual({ data: { market_cap: 24_100 } });
    expect(openAi.requests.slice(before).map((request) => request.body.reasoning_effort)).toEqual(['low', 'medium']);
    expect(await effortSent('gpt-6.3-sol-mini', learning)).toBe('medium');

    const sent = openAi.requests.length;
    await learning.answer('gpt-7-chat', prompt, modelExtractionSchema);
    expect(openAi.requests.slice(sent).map((request) => request.body.reasoning_effort)).toEqual(['none', undefined]);
  });
});

describe('a model OpenAI has shut down', () => {
  const warnings: Array<{ msg: string; model?: string }> = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => warnings.push(JSON.parse(line) as { msg: string; model?: string }) });
  const on = (day: string) => new OpenAiChat(settings, logger, null, () => new Date(`${day}T12:00Z`));
  const asked = (from: number) => openAi.requests.slice(from).map((request) => request.body.model);

  beforeEach(() => {
    openAi.reply = () => ({ content: '{"data": {"market_cap": 24100}}' });
    openAi.models = openAiModelsToday();
    warnings.length = 0;
  });

  it('is replaced by AI_MODEL from its shutdown date on, with one log line per process', async () => {
    const chatToday = on('2026-11-28');
    let from = openAi.requests.length;
    await chatToday.answer('gpt-5-mini', prompt, modelExtractionSchema);
    await chatToday.answer('gpt-4-turbo', prompt, modelExtractionSchema);
    await chatToday.answer('gpt-4-turbo', prompt, modelExtractionSchema);
    // gpt-5-mini still runs until 2026-12-11; gpt-4-turbo was shut down on 2026-10-23 and is not even tried.
    expect(asked(from)).toEqual(['gpt-5-mini', 'gpt-6.1-terra', 'gpt-6.1-terra']);
    expect(warnings.map((line) => line.model)).toEqual(['gpt-4-turbo']);
    expect(warnings[0]?.msg).toBe(
      'AI model gpt-4-turbo is gone (OpenAI shut it down on 2026-10-23): asking gpt-6.1-terra (AI_MODEL) instead; choose another model in the templates that name it',
    );

    from = openAi.requests.length;
    await on('2026-12-11').answer('gpt-5-mini', prompt, modelExtractionSchema);
    expect(asked(from)).toEqual(['gpt-6.1-terra']);
  });

  it('is replaced by AI_MODEL when OpenAI answers 404 for it, straight away from then on', async () => {
    openAi.models = openAiModelsToday().filter((model) => model.id !== 'gpt-5.6-luna');
    const chatToday = on('2026-11-28');
    let from = openAi.requests.length;
    await expect(chatToday.answer('gpt-5.6-luna', prompt, modelExtractionSchema)).resolves.toEqual({ data: { market_cap: 24_100 } });
    expect(asked(from)).toEqual(['gpt-5.6-luna', 'gpt-6.1-terra']);
    expect(warnings[0]?.msg).toMatch(/^AI model gpt-5\.6-luna is gone \(404 The model `gpt-5\.6-luna` does not exist/);
    from = openAi.requests.length;
    await chatToday.answer('gpt-5.6-luna', prompt, modelExtractionSchema);
    expect(asked(from)).toEqual(['gpt-6.1-terra']);
  });

  it('fails saying so when AI_MODEL itself is gone', async () => {
    openAi.models = openAiModelsToday().filter((model) => model.id !== 'gpt-6.1-terra');
    const failure = await failureOf(on('2026-11-28').answer('gpt-4-turbo', prompt, modelExtractionSchema));
    expect(failure.message).toBe('AI request failed: 404 The model `gpt-6.1-terra` does not exist or you do not have access to it.');
  });
});

describe('retries', () => {
  const tries = async (call: Promise<unknown>) => {
    const from = openAi.requests.length;
    const outcome = await call.then(
      () => 'answered',
      (error: Error) => error.message,
    );
    return { outcome, requests: openAi.requests.length - from };
  };
  const inTurn = (...replies: FakeReply[]) => {
    let next = 0;
    openAi.reply = () => replies[Math.min(next++, replies.length - 1)]!;
  };
  const answered = { content: '{"data": {}}' };

  it("waits what OpenAI's Retry-After asks, up to 10 s, and tries twice more after a passing failure", async () => {
    inTurn({ status: 429, message: 'Rate limit reached for requests', headers: { 'retry-after': '1' } }, answered);
    const started = Date.now();
    expect(await tries(chat.answer('gpt-6-luna', prompt, modelExtractionSchema))).toEqual({ outcome: 'answered', requests: 2 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);

    inTurn({ status: 500, message: 'The server had an error' }, { status: 503, message: 'Overloaded' }, answered);
    expect(await tries(chat.answer('gpt-6-luna', prompt, modelExtractionSchema))).toEqual({ outcome: 'answered', requests: 3 });

    inTurn({ status: 500, message: 'The server had an error' });
    expect(await tries(chat.answer('gpt-6-luna', prompt, modelExtractionSchema))).toEqual({
      outcome: 'AI request failed: 500 The server had an error',
      requests: 3,
    });
  });

  it('fails at once when OpenAI asks for a longer wait, or when the quota is spent, rather than hold the caller', async () => {
    inTurn({ status: 429, message: 'Rate limit reached for requests', headers: { 'retry-after': '120' } }, answered);
    expect(await tries(chat.answer('gpt-6-luna', prompt, modelExtractionSchema))).toEqual({
      outcome: 'AI request failed: OpenAI asks to wait 120 s before another try (429 Rate limit reached for requests)',
      requests: 1,
    });

    inTurn({ status: 429, message: 'You exceeded your current quota', code: 'insufficient_quota' }, answered);
    expect(await tries(chat.answer('gpt-6-luna', prompt, modelExtractionSchema))).toEqual({
      outcome: 'AI request failed: 429 You exceeded your current quota',
      requests: 1,
    });
  });
});
