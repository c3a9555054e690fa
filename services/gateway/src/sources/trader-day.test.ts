import { describe, expect, it } from '@jest/globals';
import { startOfTraderDay } from './trader-day.js';

describe('startOfTraderDay', () => {
  const at = (iso: string) => new Date(iso);

  it('is midnight UTC for an offset of 0', () => {
    expect(startOfTraderDay(at('2026-11-25T13:45:00Z'), 0).toISOString()).toBe('2026-11-25T00:00:00.000Z');
  });

  it("is the trader's midnight ahead of UTC, already the next day where UTC is still on the day before", () => {
    expect(startOfTraderDay(at('2026-11-25T13:45:00Z'), 120).toISOString()).toBe('2026-11-24T22:00:00.000Z');
    expect(startOfTraderDay(at('2026-11-25T23:30:00Z'), 120).toISOString()).toBe('2026-11-25T22:00:00.000Z');
    expect(startOfTraderDay(at('2026-12-31T20:00:00Z'), 840).toISOString()).toBe('2026-12-31T10:00:00.000Z');
  });

  it("is the trader's midnight behind UTC, still the day before where UTC has moved on", () => {
    expect(startOfTraderDay(at('2026-11-25T03:00:00Z'), -300).toISOString()).toBe('2026-11-24T05:00:00.000Z');
    expect(startOfTraderDay(at('2027-01-01T02:00:00Z'), -570).toISOString()).toBe('2026-12-31T09:30:00.000Z');
  });
});
