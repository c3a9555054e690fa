import { describe, expect, it } from '@jest/globals';
import { dexScreenerKnowingEvery } from './dexscreener-double.js';

type Pair = { baseToken: { address: string }; marketCap: number };

describe('dexScreenerKnowingEvery', () => {
  const asked = (handler: ReturnType<typeof dexScreenerKnowingEvery>, path: string) =>
    Promise.resolve(handler({ method: 'GET', path, body: undefined }));

  it('answers a pair of every token asked for, its market cap moving from one minute to the next', async () => {
    let now = Date.UTC(2026, 10, 29, 12, 0, 30);
    const market = dexScreenerKnowingEvery(() => now);
    const first = (await asked(market, '/tokens/v1/solana/TokenOne,TokenTwo')).body as Pair[];
    expect(first.map((pair) => pair.baseToken.address)).toEqual(['TokenOne', 'TokenTwo']);
    expect(first.every((pair) => pair.marketCap > 0)).toBe(true);
    expect(first[0]?.marketCap).not.toBe(first[1]?.marketCap);
    const sameMinute = (await asked(market, '/tokens/v1/solana/TokenOne')).body as Pair[];
    expect(sameMinute[0]?.marketCap).toBe(first[0]?.marketCap);
    now += 60_000;
    const nextMinute = (await asked(market, '/tokens/v1/solana/TokenOne')).body as Pair[];
    expect(nextMinute[0]?.marketCap).not.toBe(first[0]?.marketCap);
  });

  it('knows no pair address', async () => {
    const answer = await asked(dexScreenerKnowingEvery(), '/latest/dex/pairs/solana/SomePair');
    expect(answer.body).toEqual({ schemaVersion: '1.0.0', pairs: null, pair: null });
  });
});
