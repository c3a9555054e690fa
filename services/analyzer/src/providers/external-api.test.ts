import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Redis } from 'ioredis';
import { pino, type Logger } from 'pino';
import { sql } from 'kysely';
import { z } from 'zod';
import {
  createTestDatabase,
  createTestRedis,
  type FakeApi,
  inTurn,
  type OwnRedis,
  startFakeApi,
  startOwnRedis,
  UNREACHABLE_URL,
  until,
} from '@solana-hub/testing';
import { ExternalApi, type ExternalApiOptions } from '@solana-hub/providers';
import { failureOf } from '../testing/failure-of.fixture.js';
import { providerConnection, readyRedis } from '../testing/provider-connection.fixture.js';

let redis: Redis;
const answerSchema = z.object({ pairs: z.array(z.object({ pairAddress: z.string() })) });
const goodAnswer = { body: { schemaVersion: '1.0.0', pairs: [{ pairAddress: 'P1' }] } };
/** goodAnswer as answerSchema reads it. */
const answered = { pairs: [{ pairAddress: 'P1' }] };
const tooMany = (retryAfterSeconds: number) => ({
  status: 429,
  headers: { 'Retry-After': String(retryAfterSeconds) },
  body: { error: 'Too many requests' },
});

let provider: FakeApi;
beforeAll(async () => {
  redis = await readyRedis();
  provider = await startFakeApi(() => goodAnswer);
});
afterAll(async () => {
  await provider.close();
  redis.disconnect();
});

/** A client of the fake provider, with a rate budget of its own unless given another's `redisPrefix` (then they are two replicas). */
function api(overrides: Partial<ExternalApiOptions> = {}) {
  return new ExternalApi({
    ...providerConnection(provider.url, redis),
    provider: 'DexScreener',
    rate: { requests: 1_000, seconds: 1 },
    firstRetryDelayMs: 20,
    ...overrides,
  });
}

describe('a data provider API', () => {
  it('answers the checked payload', async () => {
    provider.answerWith(() => goodAnswer);
    await expect(api().get('/tokens/v1/solana/A', answerSchema)).resolves.toEqual(answered);
  });

  it('waits as a 429 asks and then gets the answer', async () => {
    provider.answerWith(inTurn({ status: 429, headers: { 'Retry-After': '0.2' }, body: { error: 'Too many requests' } }, goodAnswer));
    const before = provider.requests.length;
    await expect(api().get('/tokens/v1/solana/A', answerSchema)).resolves.toEqual(answered);
    expect(provider.requests.length - before).toBe(2);
  });

  it('retries a 500 with backoff and then fails naming the provider and the status', async () => {
    provider.answerWith(() => ({ status: 500, body: { error: 'internal' } }));
    const before = provider.requests.length;
    const error = await failureOf(api().get('/tokens/v1/solana/A', answerSchema));
    expect(error.message).toBe('DexScreener: answered 500 Internal Server Error (after 3 attempts)');
    expect(provider.requests.length - before).toBe(3);
  });

  it('gives up on a provider that does not answer in time', async () => {
    provider.answerWith(() => ({ ...goodAnswer, delayMs: 400 }));
    const error = await failureOf(api({ timeoutMs: 100 }).get('/tokens/v1/solana/A', answerSchema));
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
    const error = await failureOf(api().get('/tokens/v1/solana/A', answerSchema));
    expect(error.message).toBe('DexScreener: answered a body that is not JSON: <html>Just a moment…</html>');
    expect(provider.requests.length - before).toBe(1);
  });

  it('fails on an answer of another shape, naming the field', async () => {
    provider.answerWith(() => ({ body: { pairs: [{ pairAddress: 42 }] } }));
    const error = await failureOf(api().get('/tokens/v1/solana/A', answerSchema));
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
    const error = await failureOf(api({ baseUrl: UNREACHABLE_URL }).get('/tokens/v1/solana/A', answerSchema));
    expect(error.message).toMatch(/^DexScreener: unreachable \(.*ECONNREFUSED/);
  });

  it('fails at once on an answer larger than it takes', async () => {
    provider.answerWith(() => ({ body: { pairs: Array.from({ length: 100 }, (_, index) => ({ pairAddress: `Pool${index}` })) } }));
    const before = provider.requests.length;
    const error = await failureOf(api({ maxAnswerBytes: 1_024 }).get('/tokens/v1/solana/A', answerSchema));
    expect(error.message).toBe('DexScreener: answered more than 1 KB');
    expect(provider.requests.length - before).toBe(1);
  });
});

/** A logger whose messages the test reads. */
function recordingLogger(): { logger: Logger; messages: string[] } {
  const messages: string[] = [];
  const line = z.object({ msg: z.string() });
  const logger = pino({ level: 'info' }, { write: (text: string) => messages.push(line.parse(JSON.parse(text)).msg) });
  return { logger, messages };
}

/** A Redis prefix of its own, to give two replicas one budget. */
const freshPrefix = () => createTestRedis().prefix;
const get = (client: ExternalApi) => client.get('/tokens/v1/solana/A', answerSchema);

describe("a provider's rate budget", () => {
  it('is one budget for every replica: a request over it waits, on any replica, until the window has room', async () => {
    const prefix = freshPrefix();
    const rate = { requests: 2, seconds: 3 };
    const first = api({ redisPrefix: prefix, rate });
    const second = api({ redisPrefix: prefix, rate });
    provider.answerWith(() => goodAnswer);
    const before = provider.requests.length;

    await Promise.all([get(first), get(first)]);
    const waiting = get(second);
    // The second replica's request was counted against the shared window, and refused for now.
    const counted = `${prefix}:rate-budget:dexscreener:requests`;
    await until(async () => Number(await redis.get(counted)) > rate.requests, "the second replica's refused request", 5_000);
    expect(provider.requests.length - before).toBe(2);

    await waiting;
    expect(provider.requests.length - before).toBe(3);
  }, 10_000);

  it("gives a client's share at most its rate, however many of its requests wait: the others find the rest", async () => {
    const prefix = freshPrefix();
    // Windows longer than a request may wait: what the share refuses fails at once, as a flood's lookups do (BullMQ retries them).
    const rate = { requests: 4, seconds: 10 };
    const lookups = api({ redisPrefix: prefix, rate, share: { name: 'pair lookups', rate: { requests: 1, seconds: 10 } } });
    const refresh = api({ redisPrefix: prefix, rate });
    provider.answerWith(() => goodAnswer);
    const before = provider.requests.length;

    const flood = await Promise.allSettled(Array.from({ length: 6 }, () => get(lookups)));
    expect(flood.filter(({ status }) => status === 'fulfilled')).toHaveLength(1);
    const refused = flood.flatMap((outcome) => (outcome.status === 'rejected' ? [String(outcome.reason)] : []));
    expect(refused).toHaveLength(5);
    for (const reason of refused) expect(reason).toMatch(/DexScreener pair lookups: rate limited: held back for another (9|10) s/);
    expect(await redis.get(`${prefix}:rate-budget:dexscreener-pair-lookups:requests`)).toBe('6');

    await expect(Promise.all([get(refresh), get(refresh), get(refresh)])).resolves.toEqual([answered, answered, answered]);
    expect(provider.requests.length - before).toBe(4);
  });

  it("keeps a 429's pause for every replica, also when it is too long to wait: their requests fail at once without asking", async () => {
    const prefix = freshPrefix();
    provider.answerWith(() => tooMany(30));

    const refused = await failureOf(get(api({ redisPrefix: prefix })));
    expect(refused.message).toBe('DexScreener: rate limited (429)');

    provider.answerWith(() => goodAnswer);
    const before = provider.requests.length;
    const heldBack = await failureOf(get(api({ redisPrefix: prefix })));
    expect(heldBack.message).toMatch(/^DexScreener: rate limited: held back for another (29|30) s$/);
    expect(provider.requests.length - before).toBe(0);
  });

  it('keeps the pause of a 429 on the last attempt, before the request fails', async () => {
    const prefix = freshPrefix();
    provider.answerWith(() => tooMany(1));
    const before = provider.requests.length;

    const refused = await failureOf(get(api({ redisPrefix: prefix })));

    expect(refused.message).toBe('DexScreener: rate limited (429) (after 3 attempts)');
    expect(provider.requests.length - before).toBe(3);
    expect(await redis.pttl(`${prefix}:rate-budget:dexscreener:requests`)).toBeGreaterThan(0);
  });

  describe('when Redis is away', () => {
    let own: OwnRedis;
    let connection: Redis;
    beforeAll(async () => {
      own = await startOwnRedis();
      connection = await readyRedis(own.url);
    });
    afterAll(() => {
      connection.disconnect();
      own.stop();
    });

    it('goes on, counting the budget in this process alone, says so once, and shares it again when Redis is back', async () => {
      const { logger, messages } = recordingLogger();
      const client = api({ redis: connection, logger });
      provider.answerWith(() => goodAnswer);

      const restarted = own.restart(2_000);
      try {
        await until(() => connection.status !== 'ready', 'the connection to notice Redis is gone');
        await expect(get(client)).resolves.toEqual(answered);
        await expect(get(client)).resolves.toEqual(answered);
      } finally {
        await restarted;
      }
      await until(() => connection.status === 'ready', 'the connection to come back');
      await expect(get(client)).resolves.toEqual(answered);

      expect(messages).toEqual([
        "Redis is away: DexScreener's rate budget is counted by this process alone until it is back",
        "Redis is back: DexScreener's rate budget is shared again",
      ]);
    }, 20_000);

    it('goes on when Redis does not answer, and keeps a pause in this process meanwhile', async () => {
      const { logger, messages } = recordingLogger();
      const client = api({ redis: connection, logger });
      own.freeze();
      try {
        provider.answerWith(inTurn(tooMany(30), goodAnswer));
        const refused = await failureOf(get(client));
        expect(refused.message).toBe('DexScreener: rate limited (429)');
        const heldBack = await failureOf(get(client));
        expect(heldBack.message).toMatch(/^DexScreener: rate limited: held back for another (29|30) s$/);
      } finally {
        own.thaw();
      }
      expect(messages).toEqual(["Redis is away: DexScreener's rate budget is counted by this process alone until it is back"]);
    }, 20_000);
  });
});
