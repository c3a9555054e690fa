import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Redis } from 'ioredis';
import { pino } from 'pino';
import { DexScreenerClient } from '@solana-hub/providers';
import { dexPair, dexScreenerKnowing, type FakeApi, startFakeApi, tokensAskedOf } from '@solana-hub/testing';
import { providerConnection, readyRedis } from '../testing/provider-connection.fixture.js';
import { calmMarket } from '../testing/token-findings.fixture.js';

const GOBCAT = '7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr';
const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';

let redis: Redis;
const logLines: unknown[] = [];
let dexScreener: FakeApi;
let client: DexScreenerClient;
beforeAll(async () => {
  redis = await readyRedis();
  dexScreener = await startFakeApi(dexScreenerKnowing([]));
  const logger = pino({ level: 'info' }, { write: (line: string) => logLines.push(JSON.parse(line)) });
  client = new DexScreenerClient(providerConnection(dexScreener.url, redis, { logger }));
});
afterAll(async () => {
  await dexScreener.close();
  redis.disconnect();
});

/** A memecoin's address, one per index. */
const memecoin = (index: number) => `Mem${String(index).padStart(2, '0')}`.padEnd(44, '1');

describe('DexScreenerClient', () => {
  it("takes each token's Solana pair with the most liquidity, where the token is the base", async () => {
    dexScreener.answerWith(
      dexScreenerKnowing([
        dexPair({ token: GOBCAT, pairAddress: 'SmallPool1', dexId: 'pumpswap', liquidityUsd: 9_000, marketCap: 230_000 }),
        dexPair({
          token: GOBCAT,
          pairAddress: calmMarket.pairAddress,
          dexId: 'raydium',
          liquidityUsd: 45_000,
          marketCap: 240_000,
          buys: 700,
          sells: 300,
        }),
        dexPair({ token: GOBCAT, pairAddress: 'EvmPool', chainId: 'base', liquidityUsd: 900_000 }),
        dexPair({ token: GOBCAT, pairAddress: 'QuotePool', asQuote: true, liquidityUsd: 5_000_000 }),
        dexPair({
          token: BONK,
          name: 'Bonk',
          symbol: 'Bonk',
          pairAddress: 'BonkPool',
          dexId: 'orca',
          liquidityUsd: 2_000_000,
          marketCap: 1_500_000_000,
        }),
      ]),
    );

    const markets = await client.marketsOf([GOBCAT, BONK]);

    expect(dexScreener.requests.at(-1)?.path).toBe(`/tokens/v1/solana/${GOBCAT},${BONK}`);
    expect(markets.get(GOBCAT)).toEqual({ ...calmMarket, buys24h: 700, sells24h: 300 });
    expect(markets.get(BONK)).toMatchObject({ pairAddress: 'BonkPool', dexName: 'Orca', marketCap: 1_500_000_000 });
  });

  it('has no market for a token DexScreener knows no pair of', async () => {
    dexScreener.answerWith(dexScreenerKnowing([]));
    await expect(client.marketOf(GOBCAT)).resolves.toBeNull();
  });

  it('answers every token of a batch whose pairs do not fit in one answer of 30, and names those without a pair', async () => {
    // 30 memecoins with one to three pairs each (60 in all), the last of each the most liquid; the 30th has none.
    const tokens = Array.from({ length: 30 }, (_, index) => memecoin(index));
    const pairs = tokens
      .slice(0, 29)
      .flatMap((token, index) =>
        Array.from({ length: (index % 3) + 1 }, (_, pair) =>
          dexPair({ token, pairAddress: `${token.slice(0, 5)}Pool${pair}`, liquidityUsd: (pair + 1) * 10_000 }),
        ),
      );
    dexScreener.answerWith(dexScreenerKnowing(pairs));
    const before = dexScreener.requests.length;
    logLines.length = 0;

    const markets = await client.marketsOf(tokens);

    expect([...markets.keys()].sort()).toEqual(tokens.slice(0, 29).sort());
    tokens.slice(0, 29).forEach((token, index) => expect(markets.get(token)?.pairAddress).toBe(`${token.slice(0, 5)}Pool${index % 3}`));
    const asked = dexScreener.requests.slice(before).map((request) => tokensAskedOf(request.path));
    expect(asked[0]).toEqual(tokens);
    // Each later request asks for fewer tokens, only ones no earlier answer had.
    expect(asked.slice(1).every((batch) => batch.length < tokens.length)).toBe(true);
    expect(logLines).toEqual([
      expect.objectContaining({ msg: 'DexScreener has no Solana pair for some tokens asked for', asked: 30, unanswered: [tokens[29]] }),
    ]);
  });

  it('reads a young pair without liquidity or price-change figures', async () => {
    const young = {
      ...dexPair({ token: GOBCAT, pairAddress: 'CurvePool', dexId: 'pumpfun' }),
      liquidity: undefined,
      priceChange: {},
      marketCap: undefined,
      fdv: 31_000,
    };
    dexScreener.answerWith(dexScreenerKnowing([young]));
    await expect(client.marketOf(GOBCAT)).resolves.toMatchObject({
      dexName: 'Pump.fun',
      liquidityUsd: null,
      priceChange24h: null,
      marketCap: 31_000,
    });
  });

  it('reads figures that are no plausible dollar amount as unknown, never as the market cap, and keeps the other pairs', async () => {
    const wild = {
      ...dexPair({ token: GOBCAT, pairAddress: 'WildPool', buys: -4 }),
      marketCap: 1e300,
      fdv: -31_000,
      volume: { h24: 1e300 },
      priceChange: { h24: 'a lot' },
    };
    const bonk = dexPair({ token: BONK, pairAddress: 'BonkPool', dexId: 'orca', liquidityUsd: 2_000_000, marketCap: 1_500_000_000 });
    // JSON reads 1e400 as Infinity: the figure is written as text, as a provider would send it.
    const body = JSON.stringify([{ ...wild, liquidity: { usd: 123.456789 } }, bonk]).replace('123.456789', '1e400');
    dexScreener.answerWith(() => ({ body, headers: { 'content-type': 'application/json' } }));

    const markets = await client.marketsOf([GOBCAT, BONK]);

    expect(markets.get(GOBCAT)).toMatchObject({
      pairAddress: 'WildPool',
      marketCap: null,
      liquidityUsd: null,
      volume24h: null,
      priceChange24h: null,
      buys24h: 0,
    });
    expect(markets.get(BONK)).toMatchObject({ marketCap: 1_500_000_000, liquidityUsd: 2_000_000 });
  });

  it("names the base token of a pair, asking the pair's own endpoint", async () => {
    const pool = '3TksaCMqGVPg8Lfogj7fcEauLns13XaH1iFuJKFH75ot';
    dexScreener.answerWith(dexScreenerKnowing([dexPair({ token: GOBCAT, pairAddress: pool, name: 'Goblin Cat', symbol: 'GOBCAT' })]));

    await expect(client.baseTokenOfPair(pool)).resolves.toEqual({
      address: GOBCAT,
      name: 'Goblin Cat',
      symbol: 'GOBCAT',
      pairAddress: pool,
    });
    expect(dexScreener.requests.at(-1)?.path).toBe(`/latest/dex/pairs/solana/${pool}`);
  });

  it('names no token for an address DexScreener knows as no pair (a token’s own address)', async () => {
    dexScreener.answerWith(dexScreenerKnowing([dexPair({ token: GOBCAT, pairAddress: 'GobPool' })]));
    await expect(client.baseTokenOfPair(GOBCAT)).resolves.toBeNull();
  });

  it('fails with what DexScreener did when it cannot name the token of a pair', async () => {
    dexScreener.answerWith(() => ({ status: 400, body: { error: 'bad pair' } }));
    await expect(client.baseTokenOfPair('GobPool')).rejects.toThrow(/DexScreener.*400/);
  });

  it('refuses more than 30 tokens in one request', async () => {
    await expect(client.marketsOf(Array.from({ length: 31 }, () => GOBCAT))).rejects.toThrow(/at most 30/);
  });
});
