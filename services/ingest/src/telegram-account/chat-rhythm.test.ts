import { describe, expect, it } from '@jest/globals';
import { catchUpIntervalMs, ChatRhythm } from './chat-rhythm.js';

const pace = { leastMs: 60_000, mostMs: 15 * 60_000, unknownMs: 5 * 60_000 };
const minutes = (...at: number[]) => {
  const rhythm = new ChatRhythm();
  for (const minute of at) rhythm.add(new Date(Date.UTC(2026, 10, 28) + minute * 60_000));
  return rhythm;
};

describe('a chat’s rhythm', () => {
  it('is unknown until a few gaps are seen, then the median gap', () => {
    expect(minutes(0, 3, 6).usualIntervalMs()).toBeNull();
    expect(minutes(0, 3, 6, 9, 12).usualIntervalMs()).toBe(3 * 60_000);
    // One long quiet spell does not move it, and the order the dates come in does not matter.
    expect(minutes(300, 0, 4, 8, 12, 16).usualIntervalMs()).toBe(4 * 60_000);
  });

  it('keeps only the latest 50 messages', () => {
    const rhythm = minutes(...Array.from({ length: 60 }, (_, i) => i * 10));
    for (let i = 0; i < 50; i += 1) rhythm.add(new Date(Date.UTC(2026, 10, 28, 12) + i * 60_000));
    expect(rhythm.usualIntervalMs()).toBe(60_000);
  });
});

describe('the catch-up interval', () => {
  it('is twice the usual interval, within its bounds, and the default while unknown', () => {
    expect(catchUpIntervalMs(minutes(0, 3, 6, 9, 12), pace)).toBe(6 * 60_000);
    expect(catchUpIntervalMs(minutes(0, 0.1, 0.2, 0.3, 0.4), pace)).toBe(60_000);
    expect(catchUpIntervalMs(minutes(0, 60, 120, 180, 240), pace)).toBe(15 * 60_000);
    expect(catchUpIntervalMs(minutes(0), pace)).toBe(5 * 60_000);
  });
});
