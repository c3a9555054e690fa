import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { sql } from 'kysely';
import { z } from 'zod';
import { createTestDatabase } from '@solana-hub/testing';
import { ExternalApi } from './external-api.js';
import { ExternalApiError } from './external-api-error.js';
import { inTurn, startFakeApi, UNREACHABLE_URL, type FakeApi } from '../testing/fake-api.fixture.js';

const logger = pino({ level: 'silent' });
const answerSchema = z.object({ pairs: z.array(z.object({ pairAddress: z.string() })) });
const goodAnswer = { body: { schemaVersion: '1.0.0', pairs: [{ pairAddress: 'P1' }] } };

let provider: FakeApi;
beforeAll(async () => {
  provider = await startFakeApi(() => goodAnswer);
});
afterAll(async () => {
  await provider.close();
});

function api(overrides: { baseUrl?: string; timeoutMs?: number; rate?: { perSecond: number; burst: number } } = {}) {
  return new ExternalApi({
    provider: 'DexScreener',
    baseUrl: overrides.baseUrl ?? provider.url,
    timeoutMs: overrides.timeoutMs ?? 2_000,
    rate: overrides.rate ?? { perSecond: 1_000, burst: 1_000 },
    logger,
    firstRetryDelayMs: 20,
  });
}

async function failureOf(promise: Promise<unknown>): Promise<ExternalApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ExternalApiError)) throw new Error(`expected an ExternalApiError, got ${String(error)}`);
  return error;
}

describe('a data provider API', () => {
  it('answers the checked payload', async () => {
    provider.answerWith(() => goodAnswer);
    await expect(api().get('/latest/dex/tokens/A', answerSchema)).resolves.toEqual({ pairs: [{ pairAddress: 'P1' }] });
  });

  it('waits as a 429 asks and then gets the answer', async () => {
    provider.answerWith(inTurn({ status: 429, headers: { 'Retry-After': '0.2' }, body: { error: 'Too many requests' } }, goodAnswer));
    const before = provider.requests.length;
    const started = Date.now();
    await expect(api().get('/latest/dex/tokens/A', answerSchema)).resolves.toEqual({ pairs: [{ pairAddress: 'P1' }] });
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(provider.requests.length - before).toBe(2);
  });

  it('retries a 500 with backoff and then fails naming the provider and the status', async () => {
    provider.answerWith(() => ({ status: 500, body: { error: 'internal' } }));
    const before = provider.requests.length;
    const error = await failureOf(api().get('/latest/dex/tokens/A', answerSchema));
    expect(error.message).toBe('DexScreener: answered 500 Internal Server Error (after 3 attempts)');
    expect(provider.requests.length - before).toBe(3);
  });

  it('gives up on a provider that does not answer in time', async () => {
    provider.answerWith(() => ({ ...goodAnswer, delayMs: 400 }));
    const error = await failureOf(api({ timeoutMs: 100 }).get('/latest/dex/tokens/A', answerSchema));
    expect(error.message).toBe('DexScreener: no answer within 100 ms (after 3 attempts)');
  });

  it("answers every string as PostgreSQL can store it: a NUL or lone surrogate in a token's name does not fail the report's write", async () => {
    const body = '{"schemaVersion": "1.0.0", "pairs": [{"pairAddress": "P\\u0000 1\\ud800", "name": "Gob\\u001bcat"}]}';
    provider.answerWith(() => ({ body, headers: { 'content-type': 'application/json' } }));
    const answer = await api().get('/latest', z.object({ pairs: z.array(z.object({ pairAddress: z.string(), name: z.string() })) }));
    expect(answer.pairs[0]).toEqual({ pairAddress: 'P\uFFFD 1\uFFFD', name: 'Gob\uFFFDcat' });
    const database = await createTestDatabase();
    try {
      const stored = await sql<{ report: unknown }>`SELECT ${JSON.stringify(answer)}::jsonb AS report`.execute(database.db);
      expect(stored.rows[0]?.report).toEqual(answer);
      await expect(sql`SELECT ${JSON.stringify(JSON.parse(body))}::jsonb`.execute(database.db)).rejects.toThrow(/Unicode/);
    } finally {
      await database.drop();
    }
  });

  it('fails at once on a body that is not JSON', async () => {
    provider.answerWith(() => ({ body: '<html>Just a moment…</html>' }));
    const before = provider.requests.length;
    const error = await failureOf(api().get('/latest/dex/tokens/A', answerSchema));
    expect(error.message).toBe('DexScreener: answered a body that is not JSON: <html>Just a moment…</html>');
    expect(provider.requests.length - before).toBe(1);
  });

  it('fails on an answer of another shape, naming the field', async () => {
    provider.answerWith(() => ({ body: { pairs: [{ pairAddress: 42 }] } }));
    const error = await failureOf(api().get('/latest/dex/tokens/A', answerSchema));
    expect(error.message).toMatch(/^DexScreener: answered an unexpected shape \(pairs\[0\]\.pairAddress: /);
  });

  it('does not retry a client error, and quotes the body', async () => {
    provider.answerWith(() => ({ status: 400, body: { error: 'invalid mint' } }));
    const before = provider.requests.length;
    const error = await failureOf(api().get('/v1/tokens/x/report', answerSchema));
    expect(error.message).toBe('DexScreener: answered 400: {"error":"invalid mint"}');
    expect(provider.requests.length - before).toBe(1);
  });

  it('fails at once when the provider cannot be reached', async () => {
    const error = await failureOf(api({ baseUrl: UNREACHABLE_URL }).get('/latest/dex/tokens/A', answerSchema));
    expect(error.message).toMatch(/^DexScreener: unreachable \(.*ECONNREFUSED/);
  });

  it('keeps to the rate budget', async () => {
    provider.answerWith(() => goodAnswer);
    const limited = api({ rate: { perSecond: 10, burst: 1 } });
    const started = Date.now();
    await Promise.all([1, 2, 3].map(() => limited.get('/latest/dex/tokens/A', answerSchema)));
    // The first goes at once, the next two 100 ms apart.
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });
});
