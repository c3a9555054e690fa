import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { Counter } from 'prom-client';
import type { Config } from '@solana-hub/config';
import type { AlertMessage, RawMessage, RawMessageJob, Token } from '@solana-hub/contracts';
import {
  applyMessageDeletions,
  saveRawMessages,
  storeAlertsWithTokenRows,
  replaceAlerts,
  tokensByAddress,
  type Database,
} from '@solana-hub/db';
import { Batcher, messagesCheckJobId, Producer, QueueName } from '@solana-hub/queue';
import { CONFIG, DATABASE, LOGGER, Metrics, REDIS } from '@solana-hub/runtime';
import { AiExtractionRequests } from './ai/ai-extraction-requests.js';
import { announceMessages } from './announce-messages.js';
import { ChatLayoutLearning } from './chat-layout-learning.js';
import { ReplayPipeline } from './replay-pipeline.js';
import { ThreadedExtraction, type ThreadExtraction } from './threaded-extraction.js';

/** A raw message extracted, on its way to the database. */
type Extracted = ThreadExtraction & { raw: RawMessage };

/**
 * Up to this many messages share one write: they are the ones that arrived while the previous
 * write ran. Two writes at a time keep PostgreSQL busy while the next batch is extracted.
 */
const BATCH_SIZE = 400;
const WRITES_IN_FLIGHT = 2;
/**
 * How long a write that is not full waits for more messages. Live messages come one job at a
 * time, a few milliseconds apart: without it each went alone through the write (its twenty-odd
 * statements, two commits, its events and rule check), and a trickle of 100 msgs/s cost the
 * extractor and PostgreSQL several times more per message than a drain (docs/performance.md).
 * It adds at most this to an alert's way; under load, when writes are full, nothing; and nothing
 * to an alert that comes after a quieter gap (5 alerts a second go at once, as before).
 */
const GATHER_MS = 50;

/**
 * One raw message's way through the extractor: extracted, kept for replay, stored with its
 * token, announced to the gateways. Writes are batched across concurrent jobs; a batch whose
 * write fails is written again message by message, so only a message that cannot be stored
 * fails its job (and ends in the failed set with the database's reason). Every step is
 * idempotent, so a retried job (after a crash between steps) finishes the work without
 * counting anything twice.
 */
@Injectable()
export class AlertPipeline implements OnApplicationShutdown {
  private readonly processed: Counter<'outcome'>;
  private readonly batcher: Batcher<Extracted, AlertMessage | null>;
  private readonly analysis: Producer<typeof QueueName.Analysis>;
  private readonly ruleChecks: Producer<typeof QueueName.AlertRules>;

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly extraction: ThreadedExtraction,
    private readonly aiRequests: AiExtractionRequests,
    private readonly replays: ReplayPipeline,
    private readonly layouts: ChatLayoutLearning,
    metrics: Metrics,
  ) {
    this.processed = new Counter({
      name: 'extractor_messages_processed_total',
      help: 'Raw messages processed, by outcome (stored, duplicate)',
      labelNames: ['outcome'],
      registers: [metrics.registry],
    });
    this.batcher = new Batcher((items) => this.write(items), BATCH_SIZE, WRITES_IN_FLIGHT, {
      aloneOnFailure: true,
      gatherMs: GATHER_MS,
    });
    this.analysis = new Producer(QueueName.Analysis, redis, config.redisPrefix);
    this.ruleChecks = new Producer(QueueName.AlertRules, redis, config.redisPrefix);
  }

  /** After the workers' own shutdown hooks: the jobs they finish on the way out still queue analyses and checks. */
  async onApplicationShutdown() {
    await this.analysis.close();
    await this.ruleChecks.close();
  }

  async process(job: RawMessageJob): Promise<void> {
    // A stored message replayed is read again and rewritten where it changed, not stored anew.
    const { replay, ...raw } = job;
    if (replay) return this.replays.process(raw, replay);
    const stored = await this.batcher.add({ raw, ...(await this.extraction.extract(raw)) });
    this.processed.inc({ outcome: stored ? 'stored' : 'duplicate' });
  }

  private async write(items: Extracted[]): Promise<Array<AlertMessage | null>> {
    await saveRawMessages(
      this.db,
      items.map((item) => item.raw),
    );
    const originals = items.filter((item) => item.raw.editVersion === 0);
    // Each chat’s learned layout reads its new messages (an edit, rare, is read by the generic reader alone).
    const lessons = await this.layouts.read(originals.map((item) => item.alert));
    // The new messages' token rows come back with their callers and confluence scores counting
    // them, written in the calls refresh after the commit: one write per row, not one per figure.
    const stored = await storeAlertsWithTokenRows(
      this.db,
      originals.map((item) => item.alert),
    );
    await this.layouts.record(
      lessons,
      stored.messages.map((message) => message !== null),
    );
    // A message deleted in Telegram before it got here is stored marked deleted (the Telegram
    // account source records deletions in the database; its messages come through the queue).
    await applyMessageDeletions(
      this.db,
      originals.map(({ raw }) => ({ chatId: raw.chatId, messageId: raw.messageId })),
    );
    const results = new Map(originals.map((item, index) => [item, stored.messages[index] ?? null]));
    const newTokens = [...stored.newTokens];
    const edits: AlertMessage[] = [];
    // Edits are rare: each replaces its message and recomputes the tokens it touches. They are
    // announced as updates, shown in place without a new-alert sound.
    for (const item of items.filter((candidate) => candidate.raw.editVersion > 0)) {
      const edited = await replaceAlerts(this.db, [item.alert]);
      const message = edited.messages[0] ?? null;
      results.set(item, message);
      if (message) edits.push(message);
      newTokens.push(...edited.newTokens);
    }
    // Duplicates too, and not caught: a failed enqueue fails the batch's jobs, and their retry
    // (which finds the messages stored) queues the questions again; the job ids make it once.
    await this.aiRequests.request(
      items.flatMap(({ raw, alert, aiKey }) => (aiKey === null ? [] : [{ raw, messageType: alert.messageType, key: aiKey }])),
    );
    await this.queueRuleChecks(originals, stored.messages);
    const created = stored.messages.filter((message): message is AlertMessage => message !== null);
    await this.announce(created, edits, newTokens, stored.tokens);
    return items.map((item) => results.get(item) ?? null);
  }

  /**
   * Queues the alert rules check of the new messages' tokens, one job for the batch, duplicates
   * too, and not caught: the event is published after the commit, and a crash between the two
   * would lose it; a failed enqueue fails the batch's jobs, and their retry (which finds the
   * messages stored) queues the check again. A duplicate's check names the token as read (a
   * stored one's, as stored).
   */
  private async queueRuleChecks(originals: readonly Extracted[], stored: ReadonlyArray<AlertMessage | null>): Promise<void> {
    const checked = originals.flatMap(({ raw, alert }, index) => {
      const tokenAddress = stored[index]?.token_address ?? alert.token?.address;
      return tokenAddress ? [{ chatId: raw.chatId, messageId: raw.messageId, tokenAddress }] : [];
    });
    if (checked.length === 0) return;
    await this.ruleChecks.add({
      id: messagesCheckJobId(checked),
      payload: { tokenAddresses: [...new Set(checked.map((message) => message.tokenAddress))] },
    });
  }

  /**
   * Tells the gateways about the new and edited messages, each with its token's row, and asks
   * the analyzer for a first report of each new token. The messages are committed by now; a
   * retry would find them stored and announce nothing, so a failure here is logged rather than
   * failing the jobs: browsers catch up by polling, and a report is also made when someone opens
   * the token's analysis.
   */
  private async announce(
    created: AlertMessage[],
    edits: AlertMessage[],
    newTokens: string[],
    createdTokens: readonly Token[],
  ): Promise<void> {
    const tokens = new Map(createdTokens.map((row) => [row.token_address, row]));
    // An edit rewrote its tokens after the new messages' rows were read: theirs are read again.
    for (const [address, row] of await this.tokenRows(edits)) tokens.set(address, row);
    await announceMessages(this.redis, this.config.redisPrefix, this.logger, 'message.created', created, tokens);
    await announceMessages(this.redis, this.config.redisPrefix, this.logger, 'message.updated', edits, tokens);
    try {
      await this.analysis.addBulk(newTokens.map((tokenAddress) => ({ id: `first_${tokenAddress}`, payload: { tokenAddress } })));
    } catch (error) {
      this.logger.error({ err: error, tokens: newTokens }, 'could not queue the first analysis of new tokens');
    }
  }

  /**
   * The rows of the edited messages' tokens, by address: replaceAlerts' calls refresh has already
   * stored their callers and confluence scores counting these messages (docs/channel-scores.md).
   * Without them (the database failed after the messages were stored) the events go without rows,
   * and browsers read their lists for them.
   */
  private async tokenRows(messages: readonly AlertMessage[]): Promise<Map<string, Token>> {
    const addresses = messages.flatMap((message) => (message.token_address === null ? [] : [message.token_address]));
    if (addresses.length === 0) return new Map();
    try {
      const rows = await tokensByAddress(this.db, [...new Set(addresses)]);
      return new Map(rows.map((row) => [row.token_address, row]));
    } catch (error) {
      this.logger.error(
        { err: error, tokens: addresses.length },
        'could not read the rows of edited alerts’ tokens; announced without rows',
      );
      return new Map();
    }
  }
}
