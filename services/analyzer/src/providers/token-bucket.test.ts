import { describe, expect, it } from '@jest/globals';
import { TokenBucket } from './token-bucket.js';

/** A bucket on a clock the test moves; waits are recorded instead of slept. */
function bucketAt(perSecond: number, burst: number) {
  let now = 0;
  const waits: number[] = [];
  const bucket = new TokenBucket(
    perSecond,
    burst,
    () => now,
    async (ms) => {
      waits.push(ms);
    },
  );
  return { bucket, waits, advance: (ms: number) => (now += ms) };
}

describe('TokenBucket', () => {
  it('lets a burst through, then spaces requests by the rate, in the order they came', async () => {
    const { bucket, waits } = bucketAt(5, 2);
    for (let i = 0; i < 5; i += 1) await bucket.take();
    expect(waits).toEqual([200, 400, 600]);
  });

  it('refills with time, up to the burst', async () => {
    const { bucket, waits, advance } = bucketAt(5, 2);
    await bucket.take();
    await bucket.take();
    advance(10_000);
    await bucket.take();
    await bucket.take();
    await bucket.take();
    expect(waits).toEqual([200]);
  });

  it('holds every request back for the pause a 429 asks for', async () => {
    const { bucket, waits } = bucketAt(5, 2);
    bucket.pause(1_000);
    await bucket.take();
    expect(waits).toEqual([1_200]);
  });
});
