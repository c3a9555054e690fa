import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { advanceCallFigures, callFigures, PEAK_WINDOW_MS, type MarketCapPoint } from './call-figures.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const alert = (minutes: number, marketCap: number): MarketCapPoint => ({ at: minutes * MINUTE, marketCap, source: 'alert' });
const refresh = (minutes: number, marketCap: number): MarketCapPoint => ({ at: minutes * MINUTE, marketCap, source: 'refresh' });

describe('callFigures', () => {
  it('takes the peaks after the call within 1 h, 24 h and 7 days, and the first time at 2x', () => {
    const points = [
      alert(0, 10_000),
      alert(20, 15_000),
      alert(60, 21_000),
      refresh(61, 30_000),
      alert(24 * 60, 50_000),
      alert(7 * 24 * 60 + 1, 900_000),
    ];
    expect(callFigures(0, 10_000, points)).toEqual({
      marketCapAtCall: 10_000,
      peak1h: 21_000,
      peak24h: 50_000,
      peak7d: 50_000,
      peakSource: 'alert',
      minutesToTwoX: 60,
      drawdown7d: 0,
      lowest7d: 15_000,
    });
  });

  it('without a stated market cap takes the last known at or before the call, the highest of a tie in time', () => {
    const points = [alert(-30, 8_000), alert(-5, 9_000), refresh(-5, 9_500), alert(10, 19_000)];
    expect(callFigures(0, null, points)).toMatchObject({ marketCapAtCall: 9_500, peak7d: 19_000, minutesToTwoX: 10 });
  });

  it('a call before the first known market cap has none at the call: no multiple, no time to 2x, no drawdown', () => {
    expect(callFigures(0, null, [alert(30, 50_000)])).toEqual({
      marketCapAtCall: null,
      peak1h: 50_000,
      peak24h: 50_000,
      peak7d: 50_000,
      peakSource: 'alert',
      minutesToTwoX: null,
      drawdown7d: null,
      lowest7d: 50_000,
    });
  });

  it('a token with one observation: its call has a market cap and no peak', () => {
    expect(callFigures(0, 7_000, [alert(0, 7_000)])).toEqual({
      marketCapAtCall: 7_000,
      peak1h: null,
      peak24h: null,
      peak7d: null,
      peakSource: null,
      minutesToTwoX: null,
      drawdown7d: null,
      lowest7d: null,
    });
  });

  it('measures the largest fall before the peak, not after it', () => {
    const points = [alert(10, 6_000), alert(20, 3_000), alert(4 * 60, 40_000), alert(5 * 60, 1_000)];
    expect(callFigures(0, 10_000, points).drawdown7d).toBeCloseTo(0.7);
  });

  it('of equal peaks takes the earliest, and at the same time the alert before the refresh', () => {
    expect(callFigures(0, 1_000, [refresh(10, 5_000), alert(10, 5_000), alert(30, 5_000)]).peakSource).toBe('alert');
    expect(callFigures(0, 1_000, [refresh(5, 5_000), alert(10, 5_000)]).peakSource).toBe('refresh');
  });

  it('treats a stated market cap of 0 as none', () => {
    expect(callFigures(HOUR, 0, [alert(0, 4_000)]).marketCapAtCall).toBe(4_000);
  });
});

describe('advanceCallFigures', () => {
  // Few distinct times and values, so peaks, lows and 2x tie; some past the 7-day window.
  const pointArbitrary = fc.record({
    at: fc.integer({ min: -20, max: 20 }).map((step) => step * 9 * HOUR),
    marketCap: fc.integer({ min: 1, max: 12 }).map((k) => k * 1_000),
    source: fc.constantFrom('alert' as const, 'refresh' as const),
  });

  it('moved by later market caps equals the figures over the whole history', () => {
    fc.assert(
      fc.property(
        fc.array(pointArbitrary, { maxLength: 30 }),
        fc.integer({ min: -20, max: 20 }).map((step) => step * 9 * HOUR),
        fc.option(
          fc.integer({ min: 1, max: 12 }).map((k) => k * 1_000),
          { nil: null },
        ),
        fc.integer({ min: 1, max: 20 }).map((step) => step * 9 * HOUR - HOUR),
        (unordered, calledAt, stated, gap) => {
          const points = [...unordered].sort((a, b) => a.at - b.at);
          // Everything up to the split was known when the call's figures were computed; the rest comes later.
          const split = calledAt + gap;
          const known = points.filter((point) => point.at <= split);
          const later = points.filter((point) => point.at > split);
          const moved = advanceCallFigures(calledAt, callFigures(calledAt, stated, known), later);
          expect(moved).toEqual(callFigures(calledAt, stated, points));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('leaves a call alone when the later market caps fall outside its 7 days', () => {
    const figures = callFigures(0, 1_000, [alert(10, 3_000)]);
    expect(advanceCallFigures(0, figures, [alert(PEAK_WINDOW_MS / MINUTE + 1, 90_000)])).toEqual(figures);
  });

  it("measures a new peak's drawdown from the lowest before it, not from a low at the same time", () => {
    const figures = callFigures(0, 10_000, [alert(10, 12_000), alert(20, 4_000)]);
    const moved = advanceCallFigures(0, figures, [alert(30, 6_000), alert(40, 50_000), alert(40, 1_000)]);
    expect(moved).toMatchObject({ peak7d: 50_000, drawdown7d: 0.6, lowest7d: 1_000, minutesToTwoX: 40 });
  });
});
