import { describe, expect, it } from '@jest/globals';
import { WriteBatcher } from './write-batcher.js';

describe('WriteBatcher', () => {
  it('writes concurrent items as one batch and answers each its own result', async () => {
    const batches: number[][] = [];
    const batcher = new WriteBatcher<number, string>(async (items) => {
      batches.push(items);
      return items.map((item) => `stored ${item}`);
    }, 100, 5);
    const results = await Promise.all([1, 2, 3].map((n) => batcher.add(n)));
    expect(results).toEqual(['stored 1', 'stored 2', 'stored 3']);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('flushes as soon as a batch is full', async () => {
    const batches: number[][] = [];
    const batcher = new WriteBatcher<number, number>(async (items) => {
      batches.push(items);
      return items;
    }, 2, 60_000);
    await Promise.all([batcher.add(1), batcher.add(2)]);
    expect(batches).toEqual([[1, 2]]);
  });

  it('fails every item of a batch whose write fails, so each job is retried', async () => {
    const batcher = new WriteBatcher<number, number>(async () => {
      throw new Error('database away');
    }, 10, 1);
    const outcomes = await Promise.allSettled([batcher.add(1), batcher.add(2)]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
  });
});
