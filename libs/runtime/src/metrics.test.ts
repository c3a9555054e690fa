import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Get, Module, Param } from '@nestjs/common';
import { Queue, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { QueueName } from '@solana-hub/queue';
import { createTestRedis } from '@solana-hub/testing';
import { Public } from './public-route.js';
import { RuntimeModule } from './runtime-module.js';
import { startService, type RunningService } from './start-service.js';

// What an operator reads in /metrics beside the process figures: each queue's depth, counted
// in Redis at the scrape, and the time of each request by the route pattern it matched.
const redis = createTestRedis();
const connection = new Redis(redis.url, { maxRetriesPerRequest: null });

@Public()
@Controller('items')
class ItemsController {
  @Get(':id')
  item(@Param('id') id: string): { id: string } {
    return { id };
  }
}

@Module({})
class ItemsModule {}

let service: RunningService;
let base: string;
beforeAll(async () => {
  service = await startService(
    {
      name: 'analyzer',
      module: (config, logger) => ({
        module: ItemsModule,
        imports: [RuntimeModule.forRoot(config, logger)],
        controllers: [ItemsController],
      }),
      port: () => 0,
    },
    {
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      REDIS_URL: redis.url,
      REDIS_PREFIX: redis.prefix,
      LOG_LEVEL: 'silent',
      METRICS_PORT: '0',
    },
  );
  base = `http://127.0.0.1:${service.port}`;
});
afterAll(async () => {
  await service.app.close();
  await redis.clear();
  connection.disconnect();
});

/** The samples of one metric, as `name{labels} value` lines. */
async function samples(name: string): Promise<string[]> {
  const text = await (await fetch(`http://127.0.0.1:${service.metricsPort}/metrics`)).text();
  return text.split('\n').filter((line) => line.startsWith(`${name}{`));
}

describe('queue depth in /metrics', () => {
  it('counts waiting (with prioritized), active, delayed and failed jobs of every queue at the scrape, and says which is paused', async () => {
    const analysis = new Queue(QueueName.Analysis, { connection, prefix: redis.prefix });
    await analysis.add('analysis', { tokenAddress: 'a' });
    await analysis.add('analysis', { tokenAddress: 'b' }, { priority: 5 });
    await analysis.add('analysis', { tokenAddress: 'c' }, { delay: 3_600_000 });
    // One job fails for good: a worker takes the waiting one and gives up on it.
    const aiExtraction = new Queue(QueueName.AiExtraction, { connection, prefix: redis.prefix });
    await aiExtraction.add('ai-extraction', { doomed: true });
    const failed = new Promise<void>((resolve) => {
      const worker = new Worker(QueueName.AiExtraction, async () => Promise.reject(new UnrecoverableError('gives up')), {
        connection,
        prefix: redis.prefix,
      });
      worker.on('failed', () => void worker.close().then(resolve));
    });
    await failed;
    const depth = await samples('queue_jobs');
    expect(depth).toEqual(
      expect.arrayContaining([
        'queue_jobs{queue="analysis",state="waiting"} 2',
        'queue_jobs{queue="analysis",state="delayed"} 1',
        'queue_jobs{queue="analysis",state="active"} 0',
        'queue_jobs{queue="analysis",state="failed"} 0',
        'queue_jobs{queue="ai-extraction",state="failed"} 1',
        'queue_jobs{queue="ai-extraction",state="waiting"} 0',
      ]),
    );
    // Every queue of the hub, each in four states, and nothing else.
    expect(depth).toHaveLength(Object.values(QueueName).length * 4);
    // A queue paused (from the board) says so; its jobs still count as waiting.
    await analysis.pause();
    expect(await samples('queue_paused')).toEqual(
      Object.values(QueueName).map((queue) => `queue_paused{queue="${queue}"} ${queue === QueueName.Analysis ? 1 : 0}`),
    );
    expect(await samples('queue_jobs')).toContain('queue_jobs{queue="analysis",state="waiting"} 2');
    await analysis.resume();
    await analysis.close();
    await aiExtraction.close();
  });
});

describe('request latency in /metrics', () => {
  it('is one histogram per route pattern, method and status, never per URL', async () => {
    for (const id of ['7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU', 'another', 'a third']) {
      expect((await fetch(`${base}/items/${encodeURIComponent(id)}`)).status).toBe(200);
    }
    for (const probe of ['/wp-admin', '/.env', '/items']) expect((await fetch(`${base}${probe}`)).status).toBe(404);
    const counts = await samples('http_request_duration_seconds_count');
    expect(counts).toEqual(
      expect.arrayContaining([
        'http_request_duration_seconds_count{method="GET",route="/items/:id",status_code="200"} 3',
        'http_request_duration_seconds_count{method="GET",route="(unmatched)",status_code="404"} 3',
      ]),
    );
    expect(counts.filter((line) => /another|third|wp-admin|\.env/.test(line))).toEqual([]);
    const buckets = await samples('http_request_duration_seconds_bucket');
    expect(buckets).toContain('http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/items/:id",status_code="200"} 3');
  });
});
