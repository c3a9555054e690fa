import { afterAll, describe, expect, it } from '@jest/globals';
import pino from 'pino';
import { availableModels } from './openai-models.js';
import { startFakeOpenAi, useFetchWithErrorsOfThisRealm } from './testing/index.js';

useFetchWithErrorsOfThisRealm();
const openAi = await startFakeOpenAi();
const settings = { apiKey: 'sk-test', baseUrl: openAi.url, timeoutMs: 2_000, model: 'gpt-6.1-terra' };
const logger = pino({ level: 'silent' });

afterAll(() => openAi.close());

describe('availableModels', () => {
  it('lists the models the key can use with the shutdown dates OpenAI announces', async () => {
    const models = await availableModels(settings, logger);
    expect(models).toContainEqual({ id: 'gpt-6.1-terra', shutdown_date: null });
    expect(models).toContainEqual({ id: 'gpt-5-mini', shutdown_date: '2026-12-11' });
    expect(models.map((model) => model.id)).not.toContain('gpt-4-turbo');
  });

  it('drops an entry it cannot read rather than the whole list', async () => {
    openAi.models.push({ id: 'gpt-6-odd', shutdown_date: 'next spring', efforts: null });
    const models = await availableModels(settings, logger);
    expect(models.map((model) => model.id)).not.toContain('gpt-6-odd');
    expect(models.map((model) => model.id)).toContain('gpt-6-luna');
  });

  it('fails with the reason when the list cannot be had, and without a key', async () => {
    openAi.modelListReply = () => ({ status: 503, message: 'Service Unavailable' });
    await expect(availableModels(settings, logger)).rejects.toThrow('AI request failed: 503 Service Unavailable');
    openAi.modelListReply = null;
    await expect(availableModels({ ...settings, apiKey: null }, logger)).rejects.toThrow('AI is not configured: set OPENAI_API_KEY');
  });
});
