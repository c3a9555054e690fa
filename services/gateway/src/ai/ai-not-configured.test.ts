import { describe, expect, it } from '@jest/globals';
import { aiModelsSchema, aiStatusSchema } from '@solana-hub/contracts';
import { errorBodySchema, readJson } from '@solana-hub/testing';
import { gatewayForTests } from '../test-gateway.fixture.js';

const gateway = gatewayForTests('no ai password');

describe('the AI endpoints without OPENAI_API_KEY', () => {
  it('answer 503 saying what to set', async () => {
    const message = 'Goblin Cat ($GOBCAT) MC: $24.1K';
    const calls = {
      extract: { message, prompt: 'p', model: 'gpt-6.1-terra', schema: {}, useCache: true },
      'batch-extract': { message, model: 'gpt-6.1-terra', useCache: true, extractions: [{ name: 'n', prompt: 'p', schema: {} }] },
      'estimate-cost': { message, prompt: 'p', model: 'gpt-6.1-terra' },
    };
    for (const [path, body] of Object.entries(calls)) {
      const response = await fetch(`${gateway.base}/api/ai/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: gateway.cookie },
        body: JSON.stringify(body),
      });
      expect([path, response.status, await readJson(response, errorBodySchema)]).toEqual([
        path,
        503,
        { error: 'AI is not configured: set OPENAI_API_KEY' },
      ]);
    }
  });

  it('says so on GET /api/ai/status, for the wizard to offer no AI', async () => {
    const response = await fetch(`${gateway.base}/api/ai/status`, { headers: { cookie: gateway.cookie } });
    expect(response.status).toBe(200);
    expect(await readJson(response, aiStatusSchema)).toEqual({ configured: false, reason: 'AI is not configured: set OPENAI_API_KEY' });
  });

  it("offers the specification's tiers on GET /api/ai/models as the model table knows them, saying why they are unchecked", async () => {
    const response = await fetch(`${gateway.base}/api/ai/models`, { headers: { cookie: gateway.cookie } });
    const answer = await readJson(response, aiModelsSchema);
    expect(answer).toMatchObject({ default: 'gpt-6.1-terra', checked: false, problem: 'AI is not configured: set OPENAI_API_KEY' });
    expect(answer.models.map((model) => `${model.id} (${model.tier})`)).toEqual([
      'gpt-6-luna (Ultra Fast)',
      'gpt-6.1-terra (Recommended)',
      'gpt-6.2-astra (Most Powerful)',
      'gpt-5.6-luna (Legacy)',
      'gpt-5.6-sol (Legacy)',
    ]);
  });
});
