import { describe, expect, it } from '@jest/globals';
import { aToken } from '../testing/fixtures';
import { totalMessageCount } from './total-message-count';

describe('totalMessageCount', () => {
  it('adds up the message counts of the listed tokens', () => {
    expect(totalMessageCount([])).toBe(0);
    expect(totalMessageCount([aToken({ message_count: 3 }), aToken({ message_count: 4 })])).toBe(7);
  });
});
