import { describe, expect, it } from '@jest/globals';
import type { MarketCapHistoryPoint, TokenCall } from '@solana-hub/contracts';
import { callMarkers, chartTimeRange, marketCapChartData } from './market-cap-chart-data';

const T0 = Date.parse('2026-05-01T00:00:00Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();
const seconds = (minutes: number) => (T0 + minutes * 60_000) / 1000;
const point = (minutes: number, marketCap: number, source: 'alert' | 'refresh' = 'alert'): MarketCapHistoryPoint => ({
  at: at(minutes),
  market_cap: marketCap,
  source,
});

function aCall(overrides: Partial<TokenCall>): TokenCall {
  return {
    chat_id: 'chat-1',
    chat_title: 'Early Birds',
    called_at: at(0),
    market_cap_at_call: null,
    peak_market_cap: null,
    peak_source: null,
    multiple: null,
    multiple_1h: null,
    multiple_24h: null,
    minutes_to_2x: null,
    drawdown: null,
    first: true,
    minutes_behind_first: 0,
    ...overrides,
  };
}

describe('marketCapChartData', () => {
  it('is null with fewer than two instants: no chart at all', () => {
    expect(marketCapChartData([])).toBeNull();
    expect(marketCapChartData([point(0, 10_000)])).toBeNull();
    expect(marketCapChartData([point(0, 10_000), point(0, 12_000, 'refresh')])).toBeNull();
  });

  it('puts each source in its own column, one x per instant, the higher of both on the line', () => {
    expect(marketCapChartData([point(0, 10_000), point(10, 12_000, 'refresh'), point(20, 15_000), point(20, 16_000, 'refresh')])).toEqual({
      xs: [seconds(0), seconds(10), seconds(20)],
      line: [10_000, 12_000, 16_000],
      alerts: [10_000, null, 15_000],
      refreshes: [null, 12_000, 16_000],
      logScale: false,
    });
  });

  it('turns logarithmic when the highest market cap is 20 times the lowest or more', () => {
    expect(marketCapChartData([point(0, 10_000), point(1, 199_000)])?.logScale).toBe(false);
    expect(marketCapChartData([point(0, 10_000), point(1, 200_000)])?.logScale).toBe(true);
  });

  it('keeps every one of thousands of points, in order', () => {
    const points = Array.from({ length: 5_000 }, (_, index) => point(index, 1_000 + index, index % 2 ? 'alert' : 'refresh'));
    const data = marketCapChartData(points);
    expect(data?.xs).toHaveLength(5_000);
    expect(data?.xs.every((x, index) => index === 0 || x > (data.xs[index - 1] ?? x))).toBe(true);
  });
});

describe('callMarkers', () => {
  const data = marketCapChartData([point(0, 10_000), point(30, 25_000), point(60, 30_000)]);
  if (!data) throw new Error('no chart data');

  it('marks a call at its time and its market cap at the call, named by its chat', () => {
    expect(callMarkers([aCall({ called_at: at(0), market_cap_at_call: 10_000 })], data)).toEqual([
      { chatId: 'chat-1', name: 'Early Birds', x: seconds(0), y: 10_000 },
    ]);
  });

  it('falls back to the last market cap at or before the call, then to none; the chat id without a title', () => {
    expect(
      callMarkers(
        [
          aCall({ chat_id: 'a', chat_title: null, called_at: at(45) }),
          aCall({ chat_id: 'b', called_at: at(-5) }),
          aCall({ chat_id: 'c', called_at: at(30) }),
        ],
        data,
      ),
    ).toEqual([
      { chatId: 'a', name: 'a', x: seconds(45), y: 25_000 },
      { chatId: 'b', name: 'Early Birds', x: seconds(-5), y: null },
      { chatId: 'c', name: 'Early Birds', x: seconds(30), y: 25_000 },
    ]);
  });

  it('widens the time range to take in every call', () => {
    expect(chartTimeRange(data, callMarkers([aCall({ called_at: at(-5) })], data))).toEqual([seconds(-5), seconds(60)]);
    expect(chartTimeRange(data, [])).toEqual([seconds(0), seconds(60)]);
  });

  it('shows at least ten minutes, centred, so that points seconds apart get an axis of minutes', () => {
    const burst = marketCapChartData([point(0, 10_000), point(0.05, 12_000)]);
    if (!burst) throw new Error('two points at two times make a chart');
    expect(chartTimeRange(burst, [])).toEqual([seconds(0.025 - 5), seconds(0.025 + 5)]);
  });
});
