import { describe, expect, it } from '@jest/globals';
import { isNearEnd } from './near-end';

describe('isNearEnd', () => {
  it('is true within 200 px of the end', () => {
    expect(isNearEnd({ scrollTop: 4_200, clientHeight: 600, scrollHeight: 5_000 })).toBe(true);
    expect(isNearEnd({ scrollTop: 4_400, clientHeight: 600, scrollHeight: 5_000 })).toBe(true);
  });

  it('is false further away', () => {
    expect(isNearEnd({ scrollTop: 4_199, clientHeight: 600, scrollHeight: 5_000 })).toBe(false);
    expect(isNearEnd({ scrollTop: 0, clientHeight: 600, scrollHeight: 5_000 })).toBe(false);
  });

  it('is true when everything fits in the area', () => {
    expect(isNearEnd({ scrollTop: 0, clientHeight: 600, scrollHeight: 400 })).toBe(true);
  });
});
