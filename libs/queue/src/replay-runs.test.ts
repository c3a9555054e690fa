import { afterAll, describe, expect, it } from '@jest/globals';
import { createTestRedis } from '@solana-hub/testing';
import { connectRedis } from './redis-connection.js';
import { ReplayRuns } from './replay-runs.js';

const redis = createTestRedis();
const connection = connectRedis(redis.url);
const runs = new ReplayRuns(connection, redis.prefix);
afterAll(async () => {
  connection.disconnect();
  await redis.clear();
});

describe('a replay run’s outcomes', () => {
  it('count each message once, by its first outcome, per run, even when a retried job records it again', async () => {
    await runs.record([
      { run: 'r1', message: 'msg_a_1_v0', outcome: 'rewritten' },
      { run: 'r1', message: 'msg_a_2_v0', outcome: 'unchanged' },
      { run: 'r2', message: 'msg_a_1_v0', outcome: 'unchanged' },
    ]);
    // The job of msg_a_1 retried after its write: it now reads as stored.
    await runs.record([{ run: 'r1', message: 'msg_a_1_v0', outcome: 'unchanged' }]);
    expect(await runs.counts('r1')).toEqual({ rewritten: 1, unchanged: 1 });
    expect(await runs.counts('r2')).toEqual({ rewritten: 0, unchanged: 1 });
    expect(await runs.counts('never')).toEqual({ rewritten: 0, unchanged: 0 });
  });

  it('keep their counts once the per-message record is dropped, and expire on their own', async () => {
    await runs.forgetMessages('r1');
    expect(await runs.counts('r1')).toEqual({ rewritten: 1, unchanged: 1 });
    expect(await connection.exists(`${redis.prefix}:replay:r1:messages`)).toBe(0);
    expect(await connection.ttl(`${redis.prefix}:replay:r1:counts`)).toBeGreaterThan(24 * 3_600);
  });
});
