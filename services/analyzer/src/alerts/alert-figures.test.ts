import { describe, expect, it } from '@jest/globals';
import type { TokenAlertRecord } from '@solana-hub/db';
import { alertFigures } from './alert-figures.js';

const at = (time: string) => new Date(`2026-11-22T${time}:00Z`);

const record: TokenAlertRecord = {
  token: {
    address: '13hhdUPfqFvwTPhqWGgzF3tuvhKBPgFWiMaUsaA4pump',
    chain: 'solana',
    firstSeen: at('08:00'),
    firstMessageType: 'pumpfun_new_alert',
    latestMessageAt: at('10:00'),
    messageCount: 3,
    name: { value: 'Goblin Cat', at: at('08:00'), source: 'alert' },
    symbol: { value: 'GOBCAT', at: at('08:00'), source: 'alert' },
    initialMarketCap: { value: 24_100, at: at('08:00') },
    currentMarketCap: { value: 55_000, at: at('10:00') },
    athMarketCap: { value: 55_000, at: at('10:00') },
    figures: { initial_price: null, volume_24h: null, holder_count: null, dev_holdings_percentage: null, liquidity_usd: null },
    pairAddress: null,
    accumulated: {},
  },
  pairAddress: null,
  messages: [
    { at: at('10:00'), fields: { total_holders: 143, buy_sell_ratio: 2.44, volume: 45_200 } },
    {
      at: at('09:00'),
      fields: { total_holders: 87, top_10_percent: 24.6, dev_percent: 2.1, dev_status: 'Renounced', ath_market_cap: 61_000 },
    },
    { at: at('08:00'), fields: { total_holders: 41, top_10_percent: 38.2, dev_percent: 6.5, dex_paid: true } },
  ],
};

describe('alertFigures', () => {
  it('takes the newest statement of each figure, with its time', () => {
    const figures = alertFigures(record);
    expect(figures).toMatchObject({
      messageCount: 3,
      firstSeen: at('08:00'),
      marketCap: { value: 55_000, at: at('10:00') },
      initialMarketCap: { value: 24_100, at: at('08:00') },
      holders: { value: 143, at: at('10:00') },
      topHoldersPercent: { value: 24.6, at: at('09:00') },
      devHoldingsPercent: { value: 2.1, at: at('09:00') },
      buySellRatio: { value: 2.44, at: at('10:00') },
      devStatus: { value: 'renounced', at: at('09:00') },
      dexPaid: { value: true, at: at('08:00') },
    });
  });

  it('leaves what no alert states unknown, and does not read a 5 min volume as the 24 h one', () => {
    const figures = alertFigures(record);
    expect([
      figures.liquidityUsd,
      figures.volume24h,
      figures.rugRisk,
      figures.bundles,
      figures.snipers,
      figures.insiders,
      figures.pairAddress,
    ]).toEqual([null, null, null, null, null, null, null]);
  });

  it('keeps the higher ATH of the market caps and the stated ATHs', () => {
    expect(alertFigures(record).athMarketCap).toEqual({ value: 61_000, at: at('09:00') });
  });

  it("reaches past the newest messages through the token's accumulated data, newest first", () => {
    const figures = alertFigures({
      ...record,
      token: {
        ...record.token,
        accumulated: {
          rug_risk: { accumulator: 'latest', value: 'high', at: at('07:00').toISOString() },
          top_10_percent: { accumulator: 'latest', value: 31.5, at: at('09:30').toISOString() },
          pair_address: { accumulator: 'latest', value: 'CU4f5DF2NxQ7BXnFbRkDrDpqzkKE6XSHCcc44V42a97i', at: at('08:00').toISOString() },
          bundle_activity: { accumulator: 'sum', value: 5, messages: 2 },
        },
      },
    });
    expect(figures.rugRisk).toEqual({ value: 'HIGH', at: at('07:00') });
    expect(figures.topHoldersPercent).toEqual({ value: 31.5, at: at('09:30') });
    expect(figures.pairAddress).toBe('CU4f5DF2NxQ7BXnFbRkDrDpqzkKE6XSHCcc44V42a97i');
    // A sum has no newest value.
    expect(figures.bundles).toBeNull();
  });

  it("takes the token's own figures (any template aimed at them) where they are the newer statement", () => {
    const figures = alertFigures({
      ...record,
      token: {
        ...record.token,
        figures: {
          ...record.token.figures,
          holder_count: { value: 150, at: at('10:30') },
          liquidity_usd: { value: 9_000, at: at('07:00') },
        },
      },
      messages: [{ at: at('09:00'), fields: { total_holders: 87, liquidity: 12_000 } }],
    });
    expect(figures.holders).toEqual({ value: 150, at: at('10:30') });
    expect(figures.liquidityUsd).toEqual({ value: 12_000, at: at('09:00') });
  });

  it("prefers the token's own pair address", () => {
    expect(alertFigures({ ...record, pairAddress: 'HNMZ3v8DEmPofi783bnom4FZoc3fL3JLDbTrXmcZvbG6' }).pairAddress).toBe(
      'HNMZ3v8DEmPofi783bnom4FZoc3fL3JLDbTrXmcZvbG6',
    );
  });

  it("passes over values of the wrong kind for older ones, and reads hand-made templates' numeric text", () => {
    const figures = alertFigures({
      ...record,
      messages: [
        { at: at('11:00'), fields: { total_holders: 'lots', top_10_percent: 140, liquidity: '12,500', dex_paid: 'maybe' } },
        { at: at('10:30'), fields: null },
        ...record.messages,
      ],
    });
    expect(figures.holders).toEqual({ value: 143, at: at('10:00') });
    expect(figures.topHoldersPercent).toEqual({ value: 24.6, at: at('09:00') });
    expect(figures.liquidityUsd).toEqual({ value: 12_500, at: at('11:00') });
    expect(figures.dexPaid).toEqual({ value: true, at: at('08:00') });
  });
});
