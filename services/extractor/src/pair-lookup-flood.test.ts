import { afterAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { pino } from 'pino';
import { z } from 'zod';
import { loadConfig } from '@solana-hub/config';
import { rawMessageJobId, type RawMessage } from '@solana-hub/contracts';
import { DexScreenerClient } from '@solana-hub/providers';
import { connectRedis, QueueName } from '@solana-hub/queue';
import { createTestRedis, dexPair, dexScreenerKnowing, newAlert, startFakeApi, until } from '@solana-hub/testing';
import { PairAnswers } from './pair-answers.js';
import { addressOf, holdable, pairPage } from './pair-links.fixture.js';
import { PairTokens } from './pair-tokens.js';
import { runningExtractor } from './running-extractor.fixture.js';

// Hostile channels: messages that each link a DexScreener pair of their own, as fast as a channel
// posts them. Each would queue a lookup on DexScreener's budget, which the analyzer's market
// refresh draws on too, and wait on it in Redis. The unanswered lookups are bounded (all chats,
// and per chat), shared by every replica, and they take at most their share of DexScreener.
// The extractor runs on a real database, Redis and queue; DexScreener is a local double.

const ALL_BOUND = 24;
const CHAT_BOUND = 5;
const LOOKUPS_PER_SECOND = 1;

const pairsOf = (tag: string, count: number) =>
  Array.from({ length: count }, (_, n) => ({ pair: addressOf(`${tag}Pair`, n), mint: addressOf(`${tag}Mint`, n) }));
const noisy = pairsOf('Noisy', 30);
const quiet = pairsOf('Quiet', 3);
const later = pairsOf('Later', CHAT_BOUND);
const busy = pairsOf('Busy', ALL_BOUND);
const MARKET_MINT = addressOf('MarketMint', 1);

const double = holdable(
  dexScreenerKnowing([
    ...[...noisy, ...quiet, ...later, ...busy].map(({ pair, mint }, n) => dexPair({ token: mint, pairAddress: pair, symbol: `F${n}` })),
    dexPair({ token: MARKET_MINT, pairAddress: addressOf('MarketPool', 1), symbol: 'MKT' }),
  ]),
);
const dexScreener = await startFakeApi(double.handler);
const bounds = {
  PAIR_LOOKUPS_MAX_PENDING: String(ALL_BOUND),
  PAIR_LOOKUPS_MAX_PENDING_PER_CHAT: String(CHAT_BOUND),
  PAIR_LOOKUPS_PER_SECOND: String(LOOKUPS_PER_SECOND),
};
// Held requests stay open for as long as a test holds them.
const extractor = runningExtractor({ DEXSCREENER_URL: dexScreener.url, EXTERNAL_API_TIMEOUT_MS: '60000', ...bounds });
afterAll(() => dexScreener.close());

let nextId = 0;

/** A message of `chatId` that links only the pair's page. */
function linking(chatId: string, pair: string): RawMessage {
  nextId += 1;
  const at = new Date(Date.parse('2026-03-02T12:00:00Z') + nextId * 1_000).toISOString();
  const text = `🔥 Flood call ${nextId}\nMC $${nextId}K`;
  return {
    source: 'demo',
    chatId,
    chatTitle: `Channel ${chatId}`,
    messageId: String(nextId),
    editVersion: 0,
    date: at,
    text,
    links: pairPage(pair),
    receivedAt: at,
  };
}

const tokenOf = async (raw: RawMessage) =>
  (
    await extractor.database.db
      .selectFrom('messages')
      .select('token_address')
      .where('chat_id', '=', raw.chatId)
      .where('message_id', '=', raw.messageId)
      .executeTakeFirst()
  )?.token_address;

/** Queues the messages and waits until each is stored. */
async function posted(raws: RawMessage[]): Promise<void> {
  await extractor.producer.addBulk(raws.map((raw) => ({ id: rawMessageJobId(raw), payload: raw })));
  for (const raw of raws) await until(async () => (await tokenOf(raw)) !== undefined, `message ${raw.messageId} to be stored`);
}

async function allGain(raws: RawMessage[], mints: string[]): Promise<void> {
  for (const [n, raw] of raws.entries()) {
    await until(async () => (await tokenOf(raw)) === mints[n], `message ${raw.messageId} to gain its token`, 60_000);
  }
}

/** The pair of every pair-lookups job queued under `prefix`, in any state. */
async function queuedLookups(prefix: string): Promise<string[]> {
  const queue = new Queue(QueueName.PairLookups, { connection: extractor.connection, prefix });
  try {
    const jobs = await queue.getJobs(['completed', 'active', 'waiting', 'prioritized', 'delayed', 'failed']);
    return jobs.map((job) => z.object({ pair: z.string() }).parse(job.data).pair);
  } finally {
    await queue.close();
  }
}

const pairAsked = (pair: string) => dexScreener.requests.filter((request) => request.path === `/latest/dex/pairs/solana/${pair}`).length;

describe('a channel flooding distinct pair links', () => {
  const flood = noisy.map(({ pair }) => linking('-100noisy', pair));

  it("queues lookups for at most the chat's bound of them; another chat still gets its own", async () => {
    const others = quiet.map(({ pair }) => linking('-100quiet', pair));
    double.hold();
    try {
      await posted(flood);
      await posted(others);
      const lookups = await queuedLookups(extractor.redis.prefix);
      expect(lookups).toHaveLength(CHAT_BOUND + quiet.length);
      expect(lookups).toEqual(expect.arrayContaining(quiet.map(({ pair }) => pair)));
    } finally {
      double.release();
    }
    await allGain(
      others,
      quiet.map(({ mint }) => mint),
    );
    const looked = new Set(await queuedLookups(extractor.redis.prefix));
    const admitted = noisy.flatMap(({ pair, mint }, n) => (looked.has(pair) ? [{ raw: flood[n]!, mint }] : []));
    expect(admitted).toHaveLength(CHAT_BOUND);
    await allGain(
      admitted.map(({ raw }) => raw),
      admitted.map(({ mint }) => mint),
    );
    // The rest stay about no token, as the reader left them, and DexScreener never heard of their pairs.
    const refused = noisy.flatMap(({ pair }, n) => (looked.has(pair) ? [] : [flood[n]!]));
    for (const raw of refused) expect(await tokenOf(raw)).toBeNull();
    expect(noisy.filter(({ pair }) => !looked.has(pair)).map(({ pair }) => pairAsked(pair))).toEqual(refused.map(() => 0));
  }, 90_000);

  it('gets its allowance back as its lookups are answered', async () => {
    await until(
      async () => (await new PairAnswers(extractor.connection, extractor.redis.prefix).pendingCount()) === 0,
      'every lookup answered',
    );
    const raws = later.map(({ pair }) => linking('-100noisy', pair));
    await posted(raws);
    await allGain(
      raws,
      later.map(({ mint }) => mint),
    );
  }, 60_000);
});

describe("the lookups of a flood beside the analyzer's market refresh", () => {
  it('take at most their share of DexScreener: the refresh still gets the rest of the budget', async () => {
    // As many pending lookups as the bound of all chats takes (five chats), DexScreener answering at once.
    const raws = busy.map(({ pair }, n) => linking(`-100busy${n % 5}`, pair));
    await posted(raws);
    await until(() => busy.some(({ pair }) => pairAsked(pair) > 0), 'the lookups to be under way');
    // The analyzer's client: the whole of DexScreener's budget, shared with the lookups in Redis.
    const refresh = new DexScreenerClient({
      baseUrl: dexScreener.url,
      timeoutMs: 5_000,
      logger: pino({ level: 'silent' }),
      redis: extractor.connection,
      redisPrefix: extractor.redis.prefix,
    });
    const from = dexScreener.requests.length;
    const started = Date.now();
    // A count of requests, not a time: however slow a loaded machine makes each, the share holds per second.
    for (let refreshed = 0; refreshed < 10; refreshed++) {
      expect((await refresh.marketOf(MARKET_MINT))?.tokenSymbol).toBe('MKT');
    }
    const seconds = (Date.now() - started) / 1_000;
    const lookupsMeanwhile = dexScreener.requests.slice(from).filter((request) => request.path.startsWith('/latest/dex/pairs/')).length;
    // Without their share, the four lookup workers took 11 of the 16 requests of 3 s, the refresh 5;
    // with it, 3 and 11 (both at load 13 on 2 cores).
    expect(busy.some(({ pair }) => pairAsked(pair) === 0)).toBe(true);
    expect(lookupsMeanwhile).toBeLessThanOrEqual(Math.ceil(seconds) * LOOKUPS_PER_SECOND + 1);
    await allGain(
      raws,
      busy.map(({ mint }) => mint),
    );
  }, 120_000);
});

/** A logger whose warnings the test reads. */
function recordingLogger() {
  const lines: Array<{ msg: string; refused: number }> = [];
  const line = z.object({ msg: z.string(), refused: z.number() });
  const logger = pino({ level: 'warn' }, { write: (text: string) => lines.push(line.parse(JSON.parse(text))) });
  return { logger, lines };
}

describe('two extractor replicas flooded at once', () => {
  const redis = createTestRedis();
  const config = loadConfig({ REDIS_PREFIX: redis.prefix, ...bounds }, 'extractor');
  const replicas = [0, 1].map(() => {
    const connection = connectRedis(redis.url);
    const { logger, lines } = recordingLogger();
    return { connection, lines, pairTokens: new PairTokens(config, connection, logger) };
  });
  afterAll(async () => {
    for (const { connection } of replicas) connection.disconnect();
    await redis.clear();
  });

  /** Each message through a replica in turn, all at once; none is given a token (no lookup is answered here). */
  async function extracted(raws: RawMessage[]): Promise<void> {
    const tokens = await Promise.all(
      raws.map(async (raw, n) => {
        const alert = newAlert({
          chatId: raw.chatId,
          messageId: raw.messageId,
          timestamp: new Date(raw.date),
          text: raw.text,
          token: null,
        });
        return (await replicas[n % 2]!.pairTokens.withPairToken(raw, { alert, aiKey: null })).alert.token;
      }),
    );
    expect(tokens.every((token) => token === null)).toBe(true);
  }

  it('hold the bound of all chats together, and free a place per lookup answered', async () => {
    const answers = new PairAnswers(replicas[0]!.connection, redis.prefix);
    // Ten chats of four pairs each: within each chat's bound, sixteen over the bound of all.
    const pairs = pairsOf('Replica', 40).map(({ pair }) => pair);
    await extracted(pairs.map((pair, n) => linking(`-100replica${n % 10}`, pair)));
    const queued = await queuedLookups(redis.prefix);
    expect(queued).toHaveLength(ALL_BOUND);
    expect(await answers.pendingCount()).toBe(ALL_BOUND);
    const waitingKeys = await replicas[0]!.connection.keys(`${redis.prefix}:pair-waiting:*`);
    expect(waitingKeys.sort()).toEqual(queued.map((pair) => `${redis.prefix}:pair-waiting:${pair.toLowerCase()}`).sort());

    // Three lookups answered (DexScreener knows none of them): three new pairs get a place, the fourth none.
    for (const pair of queued.slice(0, 3)) await answers.remember(pair, { base: null });
    await extracted(pairsOf('Freed', 4).map(({ pair }) => linking('-100freed', pair)));
    expect(await queuedLookups(redis.prefix)).toHaveLength(ALL_BOUND + 3);
    expect(await answers.pendingCount()).toBe(ALL_BOUND);

    // The 17 refused, logged by a replica as a line at its first and the rest a minute later, or when it stops: not a line each.
    for (const { lines } of replicas) expect(lines.length).toBeLessThanOrEqual(1);
    for (const { pairTokens } of replicas) await pairTokens.onApplicationShutdown();
    for (const { lines } of replicas) expect(lines.length).toBeLessThanOrEqual(2);
    const lines = replicas.flatMap((replica) => replica.lines);
    expect(lines.reduce((sum, { refused }) => sum + refused, 0)).toBe(16 + 1);
    expect(lines[0]?.msg).toMatch(/^pair lookups over their bound/);
  });
});
