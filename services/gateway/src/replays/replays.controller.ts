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
import { replayIdPages, type Database } from '@solana-hub/db';
import { newReplayRun, Producer, QueueName, queueReplayChunks, ReplayRuns, workersOf } from '@solana-hub/queue';
import { CONFIG, DATABASE, QUEUES, REDIS, ZodPipe, type EveryQueue } from '@solana-hub/runtime';
import { ApiRoute, badRequest, noSuchItem, ok } from '../docs/api-route.js';

/** Message ids read per query, and queued (in chunks) per addBulk: a try picks at most MAX_REPLAY_IDS. */
const PAGE_SIZE = 5_000;

/**
 * Replays of stored messages, as `npm run replay` makes them (queueReplayChunks: a job per chunk
 * of stored messages on replay-chunks, each extractor taking its share and rebuilding the
 * tokens once the replays go quiet), for the messages a try on history picked; and how far a
 * run has come, from the outcomes the extractors count (ReplayRuns) and the failed sets. Any
 * run can be followed: a pair lookup's (`pair-tokens-<hour>`) too.
 */
@Controller('api/replays')
export class ReplaysController implements OnModuleDestroy {
  private readonly producer: Producer<typeof QueueName.ReplayChunks>;
  private readonly runs: ReplayRuns;

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    @Inject(REDIS) redis: Redis,
    @Inject(CONFIG) config: Config,
    @Inject(QUEUES) private readonly queues: EveryQueue,
  ) {
    this.producer = new Producer(QueueName.ReplayChunks, redis, config.redisPrefix);
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
    const pages = replayIdPages(this.db, { rawMessageIds: body.raw_message_ids, onlyReclassified: false }, PAGE_SIZE);
    // The total is kept before the first chunk can be counted, so no progress is read without it.
    await this.runs.setTotal(run, body.raw_message_ids.length);
    const total = await queueReplayChunks(this.producer, run, pages, false);
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
    // A message a chunk could not replay, and every message of a pair lookup's run, is a raw-messages job of its own.
    const state = await this.runs.state(run, this.queue(QueueName.RawMessages));
    if (state.total === null) throw new NotFoundException(`Replay not found: ${run}`);
    const done = state.rewritten + state.unchanged + state.failed;
    const extractors = await workersOf(this.queue(QueueName.ReplayChunks));
    return { run, ...state, total: state.total, done, finished: done >= state.total, extractors };
  }

  async onModuleDestroy(): Promise<void> {
    await this.producer.close();
  }

  private queue(name: typeof QueueName.RawMessages | typeof QueueName.ReplayChunks) {
    const queue = this.queues.queues.get(name);
    if (!queue) throw new Error(`the gateway opened no ${name} queue`);
    return queue;
  }
}
