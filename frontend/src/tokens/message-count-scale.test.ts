import { describe, expect, it } from '@jest/globals';
import { messageCountStep } from './message-count-scale';

describe('messageCountStep', () => {
  it('follows the count from 1 to 7 and stays at 7 above', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 250].map(messageCountStep)).toEqual([1, 2, 3, 4, 5, 6, 7, 7, 7]);
  });

  it('shows a token without counted messages on the first step', () => {
    expect(messageCountStep(0)).toBe(1);
  });
});
