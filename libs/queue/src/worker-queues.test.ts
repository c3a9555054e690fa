import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from '@solana-hub/config';
import { queuesOf, workerQueuesOf } from './worker-queues.js';
import { drainBudgetMs } from './queue-workers.js';

const selecting = (WORKER_QUEUES: string, QUEUE_CONCURRENCY = '') => loadConfig({ WORKER_QUEUES, QUEUE_CONCURRENCY }, 'extractor');

describe('WORKER_QUEUES', () => {
  it('gives every queue of the service when unset, each queue to one service', () => {
    expect(workerQueuesOf('extractor', loadConfig({}, 'extractor'))).toEqual([
      'raw-messages',
      'ai-extraction',
      'pair-lookups',
      'replay-chunks',
    ]);
    expect(workerQueuesOf('analyzer', loadConfig({}, 'analyzer'))).toEqual([
      'analysis',
      'market-cap-refresh',
      'token-archiving',
      'channel-scores',
      'market-cap-thinning',
      'message-retention',
      'alert-rules',
      'alert-deliveries',
    ]);
    expect([...queuesOf('gateway'), ...queuesOf('ingest')]).toEqual([]);
  });

  it('picks the queues it names, in libs/queue’s order', () => {
    expect(workerQueuesOf('extractor', selecting('ai-extraction, raw-messages'))).toEqual(['raw-messages', 'ai-extraction']);
  });

  it('stops the process naming a name that is no queue, or a queue of another service', () => {
    const refusal = (config: ReturnType<typeof selecting>) => {
      try {
        workerQueuesOf('extractor', config);
        return null;
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
    };
    expect(refusal(selecting('raw-messages,raw-mesages'))).toBe(
      'Invalid configuration: WORKER_QUEUES names what the extractor cannot work on: raw-mesages (no queue); its queues: raw-messages, ai-extraction, pair-lookups, replay-chunks',
    );
    expect(refusal(selecting('analysis'))).toMatch(/cannot work on: analysis \(a queue of the analyzer\);/);
    expect(refusal(selecting('raw-messages', 'raw-mesages=7'))).toMatch(
      /^Invalid configuration: QUEUE_CONCURRENCY names no queue: raw-mesages \(queues: /,
    );
  });
});

describe('the drain budget', () => {
  it('leaves a fifth of the grace period, at most 5 s, for closing after the workers', () => {
    expect(drainBudgetMs(30_000)).toBe(25_000);
    expect(drainBudgetMs(90_000)).toBe(85_000);
    expect(drainBudgetMs(10_000)).toBe(8_000);
  });
});
