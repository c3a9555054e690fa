import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { beforeNextPaint, createBatchQueue, type Scheduler } from './batch-queue';

/** A scheduler the test runs by hand: each `turn()` runs what was scheduled before it. */
function byHand() {
  let pending: Array<() => void> = [];
  const schedule: Scheduler = (run) => {
    pending.push(run);
    return () => {
      pending = pending.filter((scheduled) => scheduled !== run);
    };
  };
  const turn = () => {
    const due = pending;
    pending = [];
    due.forEach((run) => run());
  };
  return { schedule, turn, waiting: () => pending.length };
}

describe('createBatchQueue', () => {
  it('holds nothing past the next turn, and hands a burst over at most one batch a turn', () => {
    const scheduler = byHand();
    const handled: number[] = [];
    const queue = createBatchQueue<number>((item) => handled.push(item), { batchSize: 10, schedule: scheduler.schedule });
    queue.push(0);
    expect(handled).toEqual([]);
    scheduler.turn();
    expect(handled).toEqual([0]);
    expect(scheduler.waiting()).toBe(0);
    // The next frame is not held for a pause after the last batch: it goes at the next turn.
    queue.push(1);
    scheduler.turn();
    expect(handled).toEqual([0, 1]);
    for (let item = 2; item < 27; item += 1) queue.push(item);
    expect(scheduler.waiting()).toBe(1);
    scheduler.turn();
    expect(handled).toHaveLength(12);
    scheduler.turn();
    scheduler.turn();
    expect(handled).toEqual(Array.from({ length: 27 }, (_, index) => index));
    expect(scheduler.waiting()).toBe(0);
  });

  it('wraps each batch once', () => {
    const scheduler = byHand();
    const batches: number[][] = [];
    let current: number[] = [];
    const queue = createBatchQueue<number>((item) => current.push(item), {
      batchSize: 3,
      schedule: scheduler.schedule,
      inBatch: (run) => {
        current = [];
        run();
        batches.push(current);
      },
    });
    for (let item = 0; item < 5; item += 1) queue.push(item);
    scheduler.turn();
    scheduler.turn();
    expect(batches).toEqual([
      [0, 1, 2],
      [3, 4],
    ]);
  });

  it('keeps going after an item fails and drops the rest on clear', () => {
    const scheduler = byHand();
    const handled: number[] = [];
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const queue = createBatchQueue<number>(
      (item) => {
        if (item === 0) throw new Error('bad event');
        handled.push(item);
      },
      { batchSize: 2, schedule: scheduler.schedule },
    );
    queue.push(0);
    queue.push(1);
    queue.push(2);
    scheduler.turn();
    expect(handled).toEqual([1]);
    expect(error).toHaveBeenCalled();
    queue.clear();
    expect(scheduler.waiting()).toBe(0);
    scheduler.turn();
    expect(handled).toEqual([1]);
    queue.push(3);
    scheduler.turn();
    expect(handled).toEqual([1, 3]);
    error.mockRestore();
  });
});

describe('beforeNextPaint', () => {
  const frames = new Map<number, FrameRequestCallback>();
  let nextFrame = 1;
  beforeEach(() => {
    jest.useFakeTimers();
    frames.clear();
    globalThis.requestAnimationFrame = (callback) => {
      frames.set(nextFrame, callback);
      return nextFrame++;
    };
    globalThis.cancelAnimationFrame = (id) => void frames.delete(id);
  });
  afterEach(() => {
    jest.useRealTimers();
  });
  const paint = () => {
    const due = [...frames.values()];
    frames.clear();
    due.forEach((callback) => callback(0));
  };

  it('runs at the next animation frame, once', () => {
    const run = jest.fn();
    beforeNextPaint(run);
    expect(run).not.toHaveBeenCalled();
    paint();
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs on a timer in a tab that paints nothing (hidden), once', () => {
    const run = jest.fn();
    beforeNextPaint(run);
    jest.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledTimes(1);
    paint();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not run once cancelled', () => {
    const run = jest.fn();
    const cancel = beforeNextPaint(run);
    cancel();
    paint();
    jest.advanceTimersByTime(1_000);
    expect(run).not.toHaveBeenCalled();
  });
});
