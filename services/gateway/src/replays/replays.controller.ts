import { Body, Controller, Get, HttpCode, Inject, NotFoundException, Param, Post, type OnModuleDestroy } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import {
  replayRequestSchema,
  replayRunIdSchema,
  type ReplayProgress,
  type ReplayRequest,
  type ReplayStarted,
  replayProgressSchema,
  replayStartedSchema,
} from '@solana-hub/contracts';
import type { Config } from '@solana-hub/config';
import { replayPages, type Database } from '@solana-hub/db';
import { newReplayRun, Producer, QueueName, queueReplay, ReplayRuns, workersOf } from '@solana-hub/queue';
import { CONFIG, DATABASE, QUEUES, REDIS, ZodPipe, type EveryQueue } from '@solana-hub/runtime';
import { ApiRoute, badRequest, noSuchItem, ok } from '../docs/api-route.js';

/** Messages per addBulk, as `npm run replay`. */
const PAGE_SIZE = 500;

/**
 * Replays of stored messages, as `npm run replay` makes them (queueReplay: a job per message on
 * raw-messages, behind the live ones, each extractor taking its share), for the messages a try on
 * history picked; and how far a run has come, from the outcomes the extractors count (ReplayRuns)
 * and the queue's failed set.
 */
@Controller('api/replays')
export class ReplaysController implements OnModuleDestroy {
  private readonly producer: Producer<typeof QueueName.RawMessages>;
  private readonly runs: ReplayRuns;

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    @Inject(REDIS) redis: Redis,
    @Inject(CONFIG) config: Config,
    @Inject(QUEUES) private readonly queues: EveryQueue,
  ) {
    this.producer = new Producer(QueueName.RawMessages, redis, config.redisPrefix);
    this.runs = new ReplayRuns(redis, config.redisPrefix);
  }

  @ApiRoute({
    tag: 'templates',
    summary: "Replay stored messages (a try's replay_ids) through extraction with today's templates, as npm run replay does",
    answers: [{ status: 202, description: 'Queued', body: replayStartedSchema }, badRequest],
  })
  @Post()
  @HttpCode(202)
  async start(@Body(new ZodPipe(replayRequestSchema)) body: ReplayRequest): Promise<ReplayStarted> {
    const run = newReplayRun();
    const pages = replayPages(this.db, { rawMessageIds: body.raw_message_ids, onlyReclassified: false }, PAGE_SIZE);
    // The total is kept before the first job can be counted, so no progress is read without it.
    await this.runs.setTotal(run, body.raw_message_ids.length);
    const total = await queueReplay(this.producer, run, pages, false);
    // Ids of messages no longer stored (deleted since the try) are not queued.
    if (total !== body.raw_message_ids.length) await this.runs.setTotal(run, total);
    return { run, total };
  }

  @ApiRoute({
    tag: 'templates',
    summary: 'How far a replay has come: rewritten, unchanged, failed of its total, and how many extractors take it',
    answers: [ok(replayProgressSchema), badRequest, noSuchItem],
  })
  @Get(':run')
  async progress(@Param('run', new ZodPipe(replayRunIdSchema)) run: string): Promise<ReplayProgress> {
    const queue = this.rawMessages();
    const state = await this.runs.state(run, queue);
    if (state.total === null) throw new NotFoundException(`Replay not found: ${run}`);
    const done = state.rewritten + state.unchanged + state.failed;
    return { run, ...state, total: state.total, done, finished: done >= state.total, extractors: await workersOf(queue) };
  }

  async onModuleDestroy(): Promise<void> {
    await this.producer.close();
  }

  private rawMessages() {
    const queue = this.queues.queues.get(QueueName.RawMessages);
    if (!queue) throw new Error('the gateway opened no raw-messages queue');
    return queue;
  }
}
