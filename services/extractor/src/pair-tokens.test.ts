import { afterAll, describe, expect, it } from '@jest/globals';
import { rawMessageJobId, type RawMessage } from '@solana-hub/contracts';
import { dexPair, dexScreenerKnowing, startFakeApi } from '@solana-hub/testing';
import { dexScreenerPairOf } from './pair-tokens.js';
import { runningExtractor } from './running-extractor.fixture.js';

// The extractor on a real database and Redis, DEXSCREENER_URL on a local DexScreener double
// answering the real payloads.

const MINT = '9BB6NFEcjBCtnNLFko2FqVQBq8HHM13kCyYcdQbgpump';
const POOL = '3TksaCMqGVPg8Lfogj7fcEauLns13XaH1iFuJKFH75ot';
const OTHER_POOL = '5Q544fKrFoe6tsEbD7S8EmxGTJYAKtTVhAW5Q5pge4j1';

const dexScreener = await startFakeApi(
  dexScreenerKnowing([dexPair({ token: MINT, pairAddress: POOL, name: 'Alpha Seal', symbol: 'ASEAL', dexId: 'pumpswap' })]),
);
const extractor = runningExtractor({ DEXSCREENER_URL: dexScreener.url, EXTERNAL_API_TIMEOUT_MS: '2000' });
afterAll(() => dexScreener.close());

let nextId = 0;

/** Queues one message and waits for its stored row. */
async function stored(text: string, links: string[]) {
  nextId += 1;
  const at = new Date(Date.parse('2026-03-01T12:00:00Z') + nextId * 60_000).toISOString();
  const raw: RawMessage = {
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
  await extractor.producer.add({ id: rawMessageJobId(raw), payload: raw });
  const deadline = Date.now() + 20_000;
  for (;;) {
    const row = await extractor.database.db
      .selectFrom('messages')
      .select(['token_address', 'token_name', 'token_symbol', 'market_cap'])
      .where('message_id', '=', raw.messageId)
      .executeTakeFirst();
    if (row) return row;
    if (Date.now() > deadline) throw new Error(`message ${raw.messageId} was not stored`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const pairAsked = (pair: string) => dexScreener.requests.filter((request) => request.path === `/latest/dex/pairs/solana/${pair}`).length;

describe('a message that links only a DexScreener pair', () => {
  it("is about the pair's base token, as DexScreener names it, with the market cap it states", async () => {
    const row = await stored('🔥 Alpha Seal is running\nMC $134K', [`https://dexscreener.com/solana/${POOL}`]);

    expect(row).toEqual({ token_address: MINT, token_name: 'Alpha Seal', token_symbol: 'ASEAL', market_cap: 134_000 });
    const token = await extractor.database.db
      .selectFrom('tokens')
      .select(['pair_address'])
      .where('token_address', '=', MINT)
      .executeTakeFirstOrThrow();
    expect(token.pair_address).toBe(POOL);
  });

  it('asks DexScreener once per pair, however often channels link it', async () => {
    const before = pairAsked(POOL);
    await stored('🔥 Alpha Seal is still running\nMC $150K', [`https://dexscreener.com/solana/${POOL}`]);
    expect(pairAsked(POOL)).toBe(before);
  });

  it('is about no token when DexScreener knows no such pair', async () => {
    const row = await stored('🔥 Zero Cope is running\nMC $6.9K', [`https://dexscreener.com/solana/${OTHER_POOL}`]);
    expect(row).toEqual({ token_address: null, token_name: null, token_symbol: null, market_cap: null });
    expect(pairAsked(OTHER_POOL)).toBe(1);
  });

  it('is about no token, and still stored, while DexScreener fails; it is not asked again for a while', async () => {
    const down = '8sLbNZoA1cfnvMJLPfp98ZLAnFSYCFApfJKMbiXNLwxj';
    const later = '6bXq6wWY5P4BWA1vcNMCJgoHhZ8fSmtF7CMDfhJwDELi';
    dexScreener.answerWith(() => ({ status: 503, body: 'upstream down' }));
    try {
      const row = await stored('🔥 Purple Pepe is running\nMC $77.7K', [`https://dexscreener.com/solana/${down}`]);
      expect(row.token_address).toBeNull();
      const next = await stored('🔥 Wojak Capital is running\nMC $298K', [`https://dexscreener.com/solana/${later}`]);
      expect(next.token_address).toBeNull();
      expect(pairAsked(later)).toBe(0);
    } finally {
      dexScreener.answerWith(dexScreenerKnowing([dexPair({ token: MINT, pairAddress: POOL })]));
    }
  });

  it('does not ask DexScreener when the message names its token', async () => {
    const before = dexScreener.requests.length;
    const row = await stored(`🔥 Alpha Seal\nCA: ${MINT}\nMC $160K`, [`https://dexscreener.com/solana/${OTHER_POOL}`]);
    expect(row.token_address).toBe(MINT);
    expect(dexScreener.requests.length).toBe(before);
  });
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
