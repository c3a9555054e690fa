import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createBatchQueue } from './batch-queue';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('createBatchQueue', () => {
  it('handles the first item at once, then at most one batch per pause', () => {
    const handled: number[] = [];
    const queue = createBatchQueue<number>((item) => handled.push(item), { batchSize: 10, pauseMs: 100 });
    for (let item = 0; item < 25; item += 1) queue.push(item);
    expect(handled).toHaveLength(1);
    jest.advanceTimersByTime(99);
    expect(handled).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(handled).toHaveLength(11);
    jest.advanceTimersByTime(200);
    expect(handled).toEqual(Array.from({ length: 25 }, (_, index) => index));
  });

  it('keeps going after an item fails and drops the rest on clear', () => {
    const handled: number[] = [];
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const queue = createBatchQueue<number>(
      (item) => {
        if (item === 0) throw new Error('bad event');
        handled.push(item);
      },
      { batchSize: 2, pauseMs: 100 },
    );
    queue.push(0);
    queue.push(1);
    queue.push(2);
    queue.clear();
    jest.advanceTimersByTime(1_000);
    expect(handled).toEqual([]);
    queue.push(3);
    expect(handled).toEqual([3]);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
