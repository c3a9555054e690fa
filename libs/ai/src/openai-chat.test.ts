import { afterAll, describe, expect, it } from '@jest/globals';
import pino from 'pino';
import type { AiModelId } from '@solana-hub/contracts';
import { modelExtractionSchema } from './model-answer.js';
import { costOf } from './model-prices.js';
import { OpenAiChat, type AiSpending } from './openai-chat.js';
import { extractionPrompt } from './extraction-prompt.js';
import { fakeUsage, startFakeOpenAi, useFetchWithErrorsOfThisRealm } from './testing/index.js';

useFetchWithErrorsOfThisRealm();
const openAi = await startFakeOpenAi();
const API_KEY = 'sk-proj-Secret0123456789abcdefWXYZ';
const spent: Array<{ dollars: number; model: AiModelId }> = [];
const spending: AiSpending = { spent: async (dollars, model) => void spent.push({ dollars, model }) };
const chat = new OpenAiChat({ apiKey: API_KEY, baseUrl: openAi.url, timeoutMs: 2_000 }, pino({ level: 'silent' }), spending);
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
    await expect(chat.answer('gpt-5-mini', prompt, modelExtractionSchema)).resolves.toMatchObject({ data: { market_cap: 24_100 } });
    const request = openAi.requests.at(-1)!;
    expect(spent).toEqual([{ model: 'gpt-5-mini', dollars: costOf('gpt-5-mini', fakeUsage(request, content)) }]);
    expect(spent[0]!.dollars).toBeGreaterThan(0);
  });

  it('counts an answer of the wrong shape too (it is billed), and one without usage high rather than free', async () => {
    openAi.reply = () => ({ content: 'not JSON at all' });
    spent.length = 0;
    await expect(chat.answer('gpt-5', prompt, modelExtractionSchema)).rejects.toThrow("the model's answer is not valid JSON");
    expect(spent).toHaveLength(1);

    const content = '{"data": {"market_cap": 24100}}';
    openAi.reply = () => ({ content, noUsage: true });
    spent.length = 0;
    await chat.answer('gpt-5', prompt, modelExtractionSchema);
    expect(spent[0]!.dollars).toBeGreaterThanOrEqual(costOf('gpt-5', fakeUsage(openAi.requests.at(-1)!, content)));
  });

  it('answers every string as PostgreSQL can store it, whatever the model was talked into writing', async () => {
    openAi.reply = () => ({ content: '{"data": {"thesis": "moon\\u0000soon \\ud800"}}' });
    await expect(chat.answer('gpt-5-nano', prompt, modelExtractionSchema)).resolves.toEqual({ data: { thesis: 'moon\uFFFDsoon \uFFFD' } });
  });

  it('never writes the API key or the base URL in a failure, which the gateway answers to the browser', async () => {
    openAi.reply = () => ({
      status: 401,
      message: `Incorrect API key provided: ${API_KEY}. You can find your API key at https://platform.openai.com/account/api-keys.`,
    });
    const failure = await failureOf(chat.answer('gpt-5-nano', prompt, modelExtractionSchema));
    expect(failure.message).toMatch(/^AI request failed: 401 Incorrect API key provided: \[hidden\]/);
    expect(failure.message).not.toContain('Secret0123');

    openAi.reply = () => ({ status: 401, message: 'Incorrect API key provided: sk-proj-****************************WXYZ.' });
    const masked = await failureOf(chat.answer('gpt-5-nano', prompt, modelExtractionSchema));
    expect(masked.message).toBe('AI request failed: 401 Incorrect API key provided: sk-[hidden].');

    openAi.reply = () => ({ status: 404, message: `Unknown model at ${openAi.url}` });
    const unknown = await failureOf(chat.answer('gpt-5-nano', prompt, modelExtractionSchema));
    expect(unknown.message).not.toContain(openAi.url);
  });
});
