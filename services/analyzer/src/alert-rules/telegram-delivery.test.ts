import { describe, expect, it } from '@jest/globals';
import { floodWaitMs, MAX_FLOOD_WAIT_MS } from './telegram-delivery.js';

describe("the wait a Bot API 429's retry_after asks for", () => {
  it('is its seconds, capped, and none when it names none', () => {
    expect(floodWaitMs(3)).toBe(3_000);
    expect(floodWaitMs(0)).toBe(0);
    expect(floodWaitMs(3_600)).toBe(MAX_FLOOD_WAIT_MS);
    expect([floodWaitMs(undefined), floodWaitMs(-1), floodWaitMs(Number.NaN)]).toEqual([null, null, null]);
  });
});
