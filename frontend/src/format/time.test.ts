import { describe, expect, it } from '@jest/globals';
import { NO_DATA } from './figures';
import { formatElapsed, formatMinutes, timestampMs } from './time';

const now = Date.parse('2025-01-02T12:00:00.000Z');
const ago = (ms: number) => formatElapsed(now - ms, now);

describe('formatElapsed', () => {
  it('counts hours, minutes and seconds', () => {
    expect(ago(5_000)).toBe('5s ago');
    expect(ago(3 * 60_000 + 12_000)).toBe('3m 12s ago');
    expect(ago(2 * 3_600_000 + 5 * 60_000 + 3_000)).toBe('2h 5m 3s ago');
  });

  it('switches to days after a day and never goes negative', () => {
    expect(ago(26 * 3_600_000)).toBe('1d 2h ago');
    expect(ago(-10_000)).toBe('0s ago');
  });
});

describe('timestampMs', () => {
  it('is null for a missing or unreadable timestamp', () => {
    expect(timestampMs(null)).toBeNull();
    expect(timestampMs('')).toBeNull();
    expect(timestampMs('not a date')).toBeNull();
    expect(timestampMs('2025-01-02T12:00:00.000Z')).toBe(now);
  });
});

describe('formatMinutes', () => {
  it('writes durations in their two largest units', () => {
    expect([
      formatMinutes(0),
      formatMinutes(5 / 60),
      formatMinutes(0.5),
      formatMinutes(0.995),
      formatMinutes(42.5),
      formatMinutes(60),
      formatMinutes(185),
      formatMinutes(24 * 60),
      formatMinutes(52 * 60 + 10),
      formatMinutes(null),
    ]).toEqual(['0 s', '5 s', '30 s', '1 min', '43 min', '1 h', '3 h 5 min', '1 d', '2 d 4 h', NO_DATA]);
  });
});
