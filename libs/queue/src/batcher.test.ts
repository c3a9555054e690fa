import { describe, expect, it } from '@jest/globals';
import { Batcher } from './batcher.js';

/** A write that records its batches and can be held open to let items pile up behind it. */
function recordingWrite() {
  const batches: number[][] = [];
  let release: () => void = () => undefined;
  let held: Promise<void> = Promise.resolve();
  return {
    batches,
    hold() {
      held = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
    write: async (items: number[]) => {
      batches.push(items);
      await held;
      return items.map((item) => `stored ${item}`);
    },
  };
}

describe('Batcher', () => {
  it('writes items added together as one batch and answers each its own result', async () => {
    const recorder = recordingWrite();
    const batcher = new Batcher(recorder.write, 100);
    const results = await Promise.all([1, 2, 3].map((n) => batcher.add(n)));
    expect(results).toEqual(['stored 1', 'stored 2', 'stored 3']);
    expect(recorder.batches).toEqual([[1, 2, 3]]);
  });

  it('gathers the items that arrive during a write into the next batch', async () => {
    const recorder = recordingWrite();
    const batcher = new Batcher(recorder.write, 100);
    recorder.hold();
    const first = batcher.add(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [2, 3, 4].map((n) => batcher.add(n));
    await new Promise((resolve) => setImmediate(resolve));
    expect(recorder.batches).toEqual([[1]]);
    recorder.release();
    await Promise.all([first, ...later]);
    expect(recorder.batches).toEqual([[1], [2, 3, 4]]);
  });

  it('never writes more than maxSize items at once', async () => {
    const recorder = recordingWrite();
    const batcher = new Batcher(recorder.write, 2);
    await Promise.all([1, 2, 3, 4, 5].map((n) => batcher.add(n)));
    expect(recorder.batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('fails every item of a batch whose write fails, so each job is retried, and goes on', async () => {
    let calls = 0;
    const batcher = new Batcher<number, number>(async (items) => {
      calls += 1;
      if (calls === 1) throw new Error('database away');
      return items;
    }, 10);
    const outcomes = await Promise.allSettled([batcher.add(1), batcher.add(2)]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    await expect(batcher.add(3)).resolves.toBe(3);
  });
});

describe('Batcher that handles a failed batch item by item', () => {
  it('fails only the items that fail alone, each with its own reason, and answers the others', async () => {
    const batches: number[][] = [];
    const batcher = new Batcher<number, string>(
      async (items) => {
        batches.push(items);
        const poisoned = items.find((item) => item % 3 === 0);
        if (poisoned !== undefined) throw new Error(`cannot store ${poisoned}`);
        return items.map((item) => `stored ${item}`);
      },
      100,
      1,
      { aloneOnFailure: true },
    );
    const outcomes = await Promise.allSettled([1, 2, 3, 4, 6].map((n) => batcher.add(n)));
    expect(outcomes).toEqual([
      { status: 'fulfilled', value: 'stored 1' },
      { status: 'fulfilled', value: 'stored 2' },
      { status: 'rejected', reason: new Error('cannot store 3') },
      { status: 'fulfilled', value: 'stored 4' },
      { status: 'rejected', reason: new Error('cannot store 6') },
    ]);
    expect(batches).toEqual([[1, 2, 3, 4, 6], [1], [2], [3], [4], [6]]);
  });
});

describe('Batcher with two writes in flight', () => {
  it('starts a second batch while the first is written, and no third', async () => {
    const recorder = recordingWrite();
    const batcher = new Batcher(recorder.write, 100, 2);
    recorder.hold();
    const first = batcher.add(1);
    await new Promise((resolve) => setImmediate(resolve));
    const second = batcher.add(2);
    await new Promise((resolve) => setImmediate(resolve));
    const third = [3, 4].map((n) => batcher.add(n));
    await new Promise((resolve) => setImmediate(resolve));
    expect(recorder.batches).toEqual([[1], [2]]);
    recorder.release();
    await Promise.all([first, second, ...third]);
    expect(recorder.batches).toEqual([[1], [2], [3, 4]]);
  });
});

describe('Batcher gathering for a while', () => {
  const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

  it('holds a batch that is not full until its first item has waited gatherMs, then writes what came', async () => {
    const recorder = recordingWrite();
    // A gathering far longer than the ticks below, which a busy machine (a whole test run beside
    // it) stretched past a 60 ms one: the held batch was written before its last item came.
    const batcher = new Batcher(recorder.write, 100, 2, { gatherMs: 1_000 });
    // The first item of a stream came after a quiet gap: it goes at once.
    const results = [batcher.add(0)];
    await tick();
    expect(recorder.batches).toEqual([[0]]);
    results.push(batcher.add(1));
    await tick();
    results.push(batcher.add(2));
    await tick();
    results.push(batcher.add(3));
    expect(recorder.batches).toEqual([[0]]);
    expect(await Promise.all(results)).toEqual(['stored 0', 'stored 1', 'stored 2', 'stored 3']);
    expect(recorder.batches).toEqual([[0], [1, 2, 3]]);
  });

  it('does not hold an item that came after a quiet gap longer than gatherMs', async () => {
    const recorder = recordingWrite();
    const batcher = new Batcher(recorder.write, 100, 2, { gatherMs: 50 });
    await batcher.add(1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    const second = batcher.add(2);
    // Written on the next turn of the event loop, not 50 ms later.
    await new Promise((resolve) => setImmediate(resolve));
    expect(recorder.batches).toEqual([[1], [2]]);
    await second;
  });

  it('writes a full batch at once, without waiting for the rest of its time', async () => {
    const recorder = recordingWrite();
    const batcher = new Batcher(recorder.write, 2, 2, { gatherMs: 60_000 });
    await batcher.add(0);
    const first = batcher.add(1);
    await tick();
    const second = batcher.add(2);
    await tick();
    expect(recorder.batches).toEqual([[0], [1, 2]]);
    await Promise.all([first, second]);
  });
});
