import { describe, expect, it } from '@jest/globals';
import { createEventSequence } from './event-sequence';

describe('createEventSequence', () => {
  it('sees a skipped number, and none in a run, after a restart of the counter or across a new connection', () => {
    const sequence = createEventSequence();
    expect([7, 8, 9].map((seq) => sequence.skipped(seq))).toEqual([false, false, false]);
    expect(sequence.skipped(11)).toBe(true);
    expect(sequence.skipped(12)).toBe(false);
    expect(sequence.skipped(undefined)).toBe(false);
    expect(sequence.skipped(1)).toBe(false);
    sequence.reset();
    expect(sequence.skipped(40)).toBe(false);
  });
});
