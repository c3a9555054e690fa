import { describe, expect, it } from '@jest/globals';
import { reconnectDelay } from './reconnect-delay';

describe('reconnectDelay', () => {
  it('starts at 2 s and doubles up to 60 s', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(reconnectDelay)).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000]);
  });
});
