import { describe, expect, it } from '@jest/globals';
import { announcesConnectionLost } from './connection-lost';

describe('announcesConnectionLost', () => {
  it('announces when more than 2 attempts have failed, and only at that moment', () => {
    expect([0, 1, 2, 3, 4, 10].map(announcesConnectionLost)).toEqual([false, false, false, true, false, false]);
  });
});
