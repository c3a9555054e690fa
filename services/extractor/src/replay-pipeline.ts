import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { Config } from '@solana-hub/config';
import { rawMessageJobId, type RawMessage, type ReplayChunk, type ReplayMark } from '@solana-hub/contracts';
import { messageKey, replayChunkMessages, rewriteChangedAlerts, storedMessageStates, type Database } from '@solana-hub/db';
import { Batcher, Producer, QueueName, queueReplayPage, ReplayRuns } from '@solana-hub/queue';
import { CONFIG, DATABASE, REDIS } from '@solana-hub/runtime';
import { AiExtractionRequests } from './ai/ai-extraction-requests.js';
import { TemplateCatalog } from './template-catalog.js';
import { ReplayedTokenRebuilds } from './replayed-token-rebuilds.js';
import { ThreadedExtraction, type ThreadExtraction } from './threaded-extraction.js';

/** A replayed message read again, with what its run asks, and whether it came in a chunk (its tokens then rebuilt later). */
type Reread = ThreadExtraction & { raw: RawMessage; mark: ReplayMark; inChunk: boolean };

/** Replayed messages share a transaction and its two statements, as new ones do (AlertPipeline). */
const BATCH_SIZE = 400;
const WRITES_IN_FLIGHT = 2;

/**
 * A stored message put back on the raw-messages queue by `npm run replay` (or a replay after a
 * try on history), through today's templates (read once more for each run: TemplateCatalog.freshFor): extracted on the extraction thread like a new message (a message too slow for
 * EXTRACTION_TIME_LIMIT_MS fails its job with the reason and keeps its stored reading), and
 * written only where its reading changed: PostgreSQL compares the row (rewriteChangedAlerts), so a
 * replay of a replay rewrites nothing, rebuilds no token and hands the dashboards no new version.
 * The tokens a batch of chunks' messages changed are marked rather than rebuilt, and rebuilt once
 * the replays go quiet (ReplayedTokenRebuilds): once per run rather than once per batch that
 * touched them. A message replayed on its own (a pair lookup's, one a chunk put back) has its
 * tokens rebuilt with its write, as before: it is waited for, and one.
 * The outcome of each message is counted under its run for the command to show. `npm run
 * replay` queues a run in chunks (processChunk); the gateway's replay after a try on history, a
 * job per message (process).
 */
@Injectable()
export class ReplayPipeline implements OnApplicationShutdown {
  private readonly batcher: Batcher<Reread, void>;
  private readonly runs: ReplayRuns;
  private readonly rawMessages: Producer<typeof QueueName.RawMessages>;

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    @Inject(REDIS) redis: Redis,
    @Inject(CONFIG) config: Config,
    private readonly extraction: ThreadedExtraction,
    private readonly aiRequests: AiExtractionRequests,
    private readonly catalog: TemplateCatalog,
    private readonly tokenRebuilds: ReplayedTokenRebuilds,
  ) {
    this.batcher = new Batcher((items) => this.write(items), BATCH_SIZE, WRITES_IN_FLIGHT, { aloneOnFailure: true });
    this.runs = new ReplayRuns(redis, config.redisPrefix);
    this.rawMessages = new Producer(QueueName.RawMessages, redis, config.redisPrefix);
  }

  async onApplicationShutdown() {
    await this.rawMessages.close();
  }

  /**
   * A chunk of a run: its messages read in one query, each replayed as a job of its own would
   * be, their writes batched with those of the other chunks in hand. A message that cannot be
   * replayed (too slow to extract, a write that fails alone) goes back on raw-messages as a job
   * of its own, which retries it, fails it with its reason and counts it; the chunk then
   * completes. The chunk fails only when it cannot read its messages or put those back: its
   * retry reads them again and finds those it wrote as it reads them (unchanged: the first
   * outcome counted stays, ReplayRuns), so a chunk retried after a crash writes nothing twice.
   */
  processChunk(chunk: ReplayChunk): Promise<void> {
    return this.tokenRebuilds.whileInHand(() => this.replayChunk(chunk));
  }

  private async replayChunk(chunk: ReplayChunk): Promise<void> {
    const { run, onlyReclassified } = chunk;
    await this.catalog.freshFor(run);
    const stored = await replayChunkMessages(this.db, chunk.rawMessageIds);
    // A message deleted since it was queued (or its text dropped) has nothing to read again: it
    // counts as unchanged, so that the run's count comes to its end.
    const found = new Set(stored.map(({ id }) => id));
    const gone = chunk.rawMessageIds.filter((id) => !found.has(id));
    if (gone.length > 0) await this.runs.record(gone.map((id) => ({ run, message: `raw_${id}`, outcome: 'unchanged' })));
    const settled = await Promise.allSettled(
      stored.map(({ raw, storedType }) => this.replay(raw, { run, storedType, onlyReclassified }, true)),
    );
    const failed = stored.filter((_, index) => settled[index]?.status === 'rejected');
    if (failed.length > 0) await queueReplayPage(this.rawMessages, run, failed, onlyReclassified);
  }

  /** A message replayed as a job of its own (raw-messages). */
  process(raw: RawMessage, mark: ReplayMark): Promise<void> {
    return this.replay(raw, mark, false);
  }

  private async replay(raw: RawMessage, mark: ReplayMark, inChunk: boolean): Promise<void> {
    await this.catalog.freshFor(mark.run);
    await this.batcher.add({ raw, mark, inChunk, ...(await this.reread(raw)) });
  }

  /**
   * Today's reading. A template that asks the AI is read again with the answers stored for the
   * message: when they answer today's question they are kept without a new (paid) call.
   */
  private async reread(raw: RawMessage): Promise<ThreadExtraction> {
    const first = await this.extraction.extract(raw);
    if (first.aiKey === null) return first;
    const answered = (await storedMessageStates(this.db, [raw])).get(messageKey(raw.chatId, raw.messageId))?.ai ?? null;
    return answered ? this.extraction.extract(raw, answered) : first;
  }

  private async write(items: Reread[]): Promise<void[]> {
    const candidates = items.filter(({ alert, mark }) => !mark.onlyReclassified || alert.messageType !== mark.storedType);
    const deferRebuilds = items.some(({ inChunk }) => inChunk);
    const { changed, tokensRebuilt } = await rewriteChangedAlerts(
      this.db,
      candidates.map(({ alert }) => alert),
      { deferRebuilds },
    );
    if (deferRebuilds && tokensRebuilt > 0) this.tokenRebuilds.markedSome();
    // Questions not answered for today's templates are asked after the write, so that it cannot
    // overwrite their answers; a failure here fails the batch's jobs, whose retry asks again.
    await this.aiRequests.request(
      candidates.flatMap(({ raw, alert, aiKey }) => (aiKey === null ? [] : [{ raw, messageType: alert.messageType, key: aiKey }])),
    );
    const rewritten = new Set(candidates.filter((_, index) => changed[index]));
    await this.runs.record(
      items.map((item) => ({
        run: item.mark.run,
        message: rawMessageJobId(item.raw),
        outcome: rewritten.has(item) ? 'rewritten' : 'unchanged',
      })),
    );
    return items.map(() => undefined);
  }
}
