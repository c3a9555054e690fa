import { afterAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { rawMessageJobId, type RawMessage } from '@solana-hub/contracts';
import { saveRawMessages, storeAlerts } from '@solana-hub/db';
import { Producer, QueueName } from '@solana-hub/queue';
import { dexPair, dexScreenerKnowing, newAlert, startFakeApi, until } from '@solana-hub/testing';
import { PairAnswers } from './pair-answers.js';
import { addressOf, holdable, pairPage } from './pair-links.fixture.js';
import { dexScreenerPairOf } from './pair-tokens.js';
import { runningExtractor } from './running-extractor.fixture.js';

// The extractor on a real database and Redis, DEXSCREENER_URL on a local DexScreener double
// answering the real payloads. Messages are never held up for DexScreener: a message that links
// only an unanswered pair is stored at once about no token, and gains the pair's token once its
// lookup (a pair-lookups job) is answered.

const MINT = '9BB6NFEcjBCtnNLFko2FqVQBq8HHM13kCyYcdQbgpump';
const POOL = '3TksaCMqGVPg8Lfogj7fcEauLns13XaH1iFuJKFH75ot';
const OTHER_POOL = '5Q544fKrFoe6tsEbD7S8EmxGTJYAKtTVhAW5Q5pge4j1';

const burstPairs = Array.from({ length: 100 }, (_, n) => ({ pair: addressOf('BurstPair', n), mint: addressOf('BurstMint', n) }));
const SHARED_POOL = addressOf('SharedPool', 1);
const SHARED_MINT = addressOf('SharedMint', 1);
const DOWN_POOL = '8sLbNZoA1cfnvMJLPfp98ZLAnFSYCFApfJKMbiXNLwxj';
const DOWN_MINT = '6bXq6wWY5P4BWA1vcNMCJgoHhZ8fSmtF7CMDfhJwDELi';
const RESTART_POOL = addressOf('RestartPool', 1);
const RESTART_MINT = addressOf('RestartMint', 1);
const LATE_POOL = addressOf('LatePool', 1);
const LATE_MINT = addressOf('LateMint', 1);

const knowing = dexScreenerKnowing([
  dexPair({ token: MINT, pairAddress: POOL, name: 'Alpha Seal', symbol: 'ASEAL', dexId: 'pumpswap' }),
  dexPair({ token: SHARED_MINT, pairAddress: SHARED_POOL, name: 'Shared Seal', symbol: 'SSEAL' }),
  dexPair({ token: DOWN_MINT, pairAddress: DOWN_POOL, name: 'Purple Pepe', symbol: 'PPEPE' }),
  dexPair({ token: RESTART_MINT, pairAddress: RESTART_POOL, name: 'Wojak Capital', symbol: 'WOJAK' }),
  dexPair({ token: LATE_MINT, pairAddress: LATE_POOL, name: 'Late Seal', symbol: 'LSEAL' }),
  ...burstPairs.map(({ pair, mint }, n) => dexPair({ token: mint, pairAddress: pair, name: `Burst ${n}`, symbol: `B${n}` })),
]);

const double = holdable(knowing);
const dexScreener = await startFakeApi(double.handler);
// Held requests stay open for as long as a test holds them. The burst's 100 pairs from one chat
// are all looked up (the bound is tried in pair-lookup-flood.test.ts), 4 a second.
const extractor = runningExtractor({
  DEXSCREENER_URL: dexScreener.url,
  EXTERNAL_API_TIMEOUT_MS: '60000',
  PAIR_LOOKUPS_MAX_PENDING_PER_CHAT: '200',
  PAIR_LOOKUPS_PER_SECOND: '4',
});
afterAll(() => dexScreener.close());

let nextId = 0;

function rawMessage(text: string, links: string[]): RawMessage {
  nextId += 1;
  const at = new Date(Date.parse('2026-03-01T12:00:00Z') + nextId * 60_000).toISOString();
  return {
    source: 'demo',
    chatId: '-1001',
    chatTitle: 'Pair Link Bot',
    messageId: String(nextId),
    editVersion: 0,
    date: at,
    text,
    links,
    receivedAt: at,
  };
}

const rowOf = (raw: RawMessage) =>
  extractor.database.db
    .selectFrom('messages')
    .select(['token_address', 'token_name', 'token_symbol', 'market_cap'])
    .where('chat_id', '=', raw.chatId)
    .where('message_id', '=', raw.messageId)
    .executeTakeFirst();

async function queued(...raws: RawMessage[]): Promise<void> {
  await extractor.producer.addBulk(raws.map((raw) => ({ id: rawMessageJobId(raw), payload: raw })));
}

/** Queues one message and waits for its stored row. */
async function stored(text: string, links: string[]) {
  const raw = rawMessage(text, links);
  await queued(raw);
  await until(async () => (await rowOf(raw)) !== undefined, `message ${raw.messageId} to be stored`);
  return { raw, row: await rowOf(raw) };
}

/** Waits until the message is about `token`. */
async function gains(raw: RawMessage, token: string, timeoutMs = 60_000): Promise<void> {
  await until(async () => (await rowOf(raw))?.token_address === token, `message ${raw.messageId} to be about ${token}`, timeoutMs);
}

const pairAsked = (pair: string) => dexScreener.requests.filter((request) => request.path === `/latest/dex/pairs/solana/${pair}`).length;
const lookups = () => new Producer(QueueName.PairLookups, extractor.connection, extractor.redis.prefix);

async function lookupsPending(): Promise<number> {
  const queue = lookups();
  try {
    return await queue.pendingCount();
  } finally {
    await queue.close();
  }
}

describe('a message that links only a DexScreener pair', () => {
  it("is stored at once about no token, then about the pair's base token as DexScreener names it, with the market cap it states", async () => {
    const { raw, row } = await stored('🔥 Alpha Seal is running\nMC $134K', pairPage(POOL));
    expect(row).toEqual({ token_address: null, token_name: null, token_symbol: null, market_cap: null });

    await gains(raw, MINT);
    expect(await rowOf(raw)).toEqual({ token_address: MINT, token_name: 'Alpha Seal', token_symbol: 'ASEAL', market_cap: 134_000 });
    const token = await extractor.database.db
      .selectFrom('tokens')
      .select(['pair_address'])
      .where('token_address', '=', MINT)
      .executeTakeFirstOrThrow();
    expect(token.pair_address).toBe(POOL);
  });

  it('is about its token at once once the pair is answered, and DexScreener is asked once per pair', async () => {
    const before = pairAsked(POOL);
    const { row } = await stored('🔥 Alpha Seal is still running\nMC $150K', pairPage(POOL));
    expect(row?.token_address).toBe(MINT);
    // DexScreener's pages write the pair in lower case as often as not: the same pair.
    const lowered = await stored('🔥 Alpha Seal again\nMC $151K', pairPage(POOL.toLowerCase()));
    expect(lowered.row?.token_address).toBe(MINT);
    expect(pairAsked(POOL)).toBe(before);
  });

  it('stays about no token when DexScreener knows no such pair', async () => {
    const { raw, row } = await stored('🔥 Zero Cope is running\nMC $6.9K', pairPage(OTHER_POOL));
    expect(row?.token_address).toBeNull();
    await until(async () => pairAsked(OTHER_POOL) === 1 && (await lookupsPending()) === 0, 'the lookup to be answered');
    expect((await rowOf(raw))?.token_address).toBeNull();
    await stored('🔥 Zero Cope again\nMC $7K', pairPage(OTHER_POOL));
    expect(pairAsked(OTHER_POOL)).toBe(1);
  });

  it('does not ask DexScreener when the message names its token', async () => {
    const before = dexScreener.requests.length;
    const { row } = await stored(`🔥 Alpha Seal\nCA: ${MINT}\nMC $160K`, pairPage(OTHER_POOL));
    expect(row?.token_address).toBe(MINT);
    expect(dexScreener.requests.length).toBe(before);
  });
});

describe('a burst of messages linking pairs', () => {
  it('is stored while DexScreener has answered none of its pairs; each message gains its token later', async () => {
    double.hold();
    const answeredBefore = double.answered;
    const raws = burstPairs.map(({ pair }, n) => rawMessage(`🔥 Burst ${n} is running\nMC $${n + 10}K`, pairPage(pair)));
    try {
      await queued(...raws);
      await until(async () => {
        const count = await extractor.database.db
          .selectFrom('messages')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where(
            'message_id',
            'in',
            raws.map((raw) => raw.messageId),
          )
          .executeTakeFirstOrThrow();
        return Number(count.n) === raws.length;
      }, 'the burst to be stored');
      expect(double.answered).toBe(answeredBefore);
    } finally {
      double.release();
    }
    for (const [n, raw] of raws.entries()) await gains(raw, burstPairs[n]?.mint ?? '', 90_000);
    expect(burstPairs.map(({ pair }) => pairAsked(pair))).toEqual(burstPairs.map(() => 1));
  }, 150_000);

  it('asks DexScreener once for a pair many messages link while it is unanswered', async () => {
    double.hold();
    const raws = Array.from({ length: 5 }, (_, n) => rawMessage(`🔥 Shared Seal call ${n}\nMC $${n + 20}K`, pairPage(SHARED_POOL)));
    try {
      await queued(...raws);
      for (const raw of raws) await until(async () => (await rowOf(raw)) !== undefined, `message ${raw.messageId} to be stored`);
    } finally {
      double.release();
    }
    for (const raw of raws) await gains(raw, SHARED_MINT);
    expect(pairAsked(SHARED_POOL)).toBe(1);
    const states = new Queue(QueueName.PairLookups, { connection: extractor.connection, prefix: extractor.redis.prefix });
    try {
      const jobs = await states.getJobs(['completed', 'active', 'waiting', 'delayed', 'failed']);
      expect(jobs.filter((job) => (job.data as { pair: string }).pair === SHARED_POOL)).toHaveLength(1);
    } finally {
      await states.close();
    }
  });
});

describe('a pair lookup answered before the write of a message waiting on it', () => {
  it('replays the message once it is written', async () => {
    const raw = rawMessage('🔥 Late Seal is running\nMC $40K', pairPage(LATE_POOL));
    // The message's extraction, as PairTokens does it; its write is yet to come.
    await new PairAnswers(extractor.connection, extractor.redis.prefix).answerOrWait(LATE_POOL, raw, {
      maxPending: 500,
      maxPendingPerChat: 200,
    });
    const queue = lookups();
    await queue.add({ id: `pair_${LATE_POOL.toLowerCase()}`, payload: { pair: LATE_POOL } });
    await queue.close();
    const states = new Queue(QueueName.PairLookups, { connection: extractor.connection, prefix: extractor.redis.prefix });
    try {
      await until(
        async () => pairAsked(LATE_POOL) === 1 && (await states.getDelayedCount()) === 1,
        'the lookup to look for the message again later',
      );
    } finally {
      await states.close();
    }

    await saveRawMessages(extractor.database.db, [raw]);
    await storeAlerts(extractor.database.db, [
      newAlert({ chatId: raw.chatId, messageId: raw.messageId, timestamp: new Date(raw.date), text: raw.text, token: null }),
    ]);
    await gains(raw, LATE_MINT);
    expect(await rowOf(raw)).toMatchObject({ token_symbol: 'LSEAL', market_cap: 40_000 });
  });
});

/**
 * A message linking `pool` stored while DexScreener answers 503, through the first attempt of the
 * pair's lookup and `meanwhile`; DexScreener answers again after.
 */
async function storedWhileDown(text: string, pool: string, meanwhile: () => Promise<void> = async () => undefined): Promise<RawMessage> {
  dexScreener.answerWith(() => ({ status: 503, body: 'upstream down' }));
  try {
    const { raw } = await stored(text, pairPage(pool));
    await until(() => pairAsked(pool) >= 3, 'DexScreener to be asked through the first attempt of the lookup');
    await meanwhile();
    expect((await rowOf(raw))?.token_address).toBeNull();
    return raw;
  } finally {
    dexScreener.answerWith(double.handler);
  }
}

describe('a pair lookup that fails', () => {
  it('is retried later while DexScreener is down, and its messages gain their token once it answers', async () => {
    const raw = await storedWhileDown('🔥 Purple Pepe is running\nMC $77.7K', DOWN_POOL);
    await gains(raw, DOWN_MINT);
  }, 90_000);

  it('is kept through a restart of the extractor, and answered after it', async () => {
    const raw = await storedWhileDown('🔥 Wojak Capital is running\nMC $298K', RESTART_POOL, async () => {
      await extractor.restart();
      expect(await lookupsPending()).toBe(1);
    });
    await gains(raw, RESTART_MINT);
  }, 90_000);
});

describe('dexScreenerPairOf', () => {
  it('reads the one Solana pair page a message links, in its links or its text', () => {
    expect(dexScreenerPairOf('chart', [`https://dexscreener.com/solana/${POOL}`])).toBe(POOL);
    expect(dexScreenerPairOf(`chart: https://www.dexscreener.com/solana/${POOL}?maker=x`, [])).toBe(POOL);
  });

  it('reads none from pages of two pairs, of another chain or of another site', () => {
    expect(dexScreenerPairOf('', [`https://dexscreener.com/solana/${POOL}`, `https://dexscreener.com/solana/${OTHER_POOL}`])).toBeNull();
    expect(dexScreenerPairOf('', ['https://dexscreener.com/ethereum/0x52908400098527886e0f7030069857d2e4169ee7'])).toBeNull();
    expect(dexScreenerPairOf('', [`https://birdeye.so/token/${POOL}`])).toBeNull();
  });
});
