import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { Inject, Injectable, Optional, type OnApplicationShutdown } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import type { Logger } from 'pino';
import type { Config } from '@solana-hub/config';
import type { RawMessage } from '@solana-hub/contracts';
import type { NewAlert, StoredAiAnswers } from '@solana-hub/db';
import type { Template } from '@solana-hub/extraction';
import { CONFIG, LOGGER } from '@solana-hub/runtime';
import { Batcher } from '@solana-hub/queue';
import { CLASSIFYING, IDLE, PROGRESS, PROGRESS_SLOTS } from './extraction-progress.js';
import { PairTokens } from './pair-tokens.js';
import { TemplateCatalog } from './template-catalog.js';

/** A message to extract, with the AI answers it has (a replayed message reads its stored ones), or null. */
export interface ExtractionItem {
  raw: RawMessage;
  answered: StoredAiAnswers | null;
}
/** What the main thread sends the extraction thread; message-port order keeps templates before the batches they apply to. */
export type ExtractionRequest =
  { kind: 'templates'; templates: readonly Template[] } | { kind: 'extract'; id: number; items: ExtractionItem[] };
/**
 * The alert, and the key of what the AI is to be asked about it (null when nothing); or why the
 * engine failed on the message; or the time limit it ran into, with the template it was in.
 */
export type ExtractionResult = { alert: NewAlert; aiKey: string | null } | { error: string } | { tooSlow: { template: string | null } };
export type ThreadExtraction = Extract<ExtractionResult, { alert: NewAlert }>;
export interface ExtractionAnswer {
  id: number;
  results: ExtractionResult[];
}

/** Messages per round trip to the thread, and round trips at once (one being extracted, the next waiting in its port). */
const BATCH_SIZE = 400;
const BATCHES_IN_FLIGHT = 2;

/**
 * A message the engine could not extract within EXTRACTION_TIME_LIMIT_MS. Its job fails at once
 * (a retry would stall as long again) and keeps this reason in the failed set, for
 * `npm run retry-failed` once the template is lighter.
 */
export class ExtractionTooSlow extends UnrecoverableError {
  constructor(raw: RawMessage, template: string | null, limitMs: number) {
    super(
      `extraction of message ${raw.chatId}/${raw.messageId} took longer than ${limitMs} ms ` +
        `(${template === null ? 'while classifying it' : `template ${template}`}): lighten the template, then npm run retry-failed`,
    );
    this.name = 'ExtractionTooSlow';
  }
}

/**
 * The thread's script is the built file beside this one; under jest, which runs the TypeScript
 * sources, it is the package's build (services are built before their tests run).
 */
function threadScript(): string {
  const here = fileURLToPath(import.meta.url);
  const beside = path.join(path.dirname(here), 'extraction-thread.js');
  return existsSync(beside) ? beside : path.resolve(path.dirname(here), '../dist/extraction-thread.js');
}

/** A batch sent to the thread and not answered yet. */
interface InHand {
  items: ExtractionItem[];
  resolve: (results: ExtractionResult[]) => void;
  reject: (error: Error) => void;
}

/** A running thread, the batches it has not answered, the templates it holds, and its watch. */
interface RunningThread {
  worker: Worker;
  inHand: Map<number, InHand>;
  templates: readonly Template[] | null;
  progress: Int32Array;
  watchdog: NodeJS.Timeout;
  /** PROGRESS.started when the watchdog last saw it move, and when that was. */
  lastStarted: number;
  since: number;
}

/**
 * Runs the extraction engine on a thread of its own. The engine is the extractor's largest
 * piece of CPU work; on the main thread it would queue behind BullMQ, the database driver and
 * the JSON of every batch (and starve BullMQ's lock renewals), leaving the machine's second
 * core idle. Messages go over in batches; a thread that dies fails the messages in hand
 * (BullMQ retries them) and is started again with the next batch.
 *
 * User regexes run on RE2, but a template can still be slow: thousands of extractors over a
 * long message. A watchdog on the main thread sees the thread stay on one message longer than
 * EXTRACTION_TIME_LIMIT_MS: it logs the message's chat and template, fails that message
 * (ExtractionTooSlow), replaces the thread and gives it the other messages in hand.
 */
@Injectable()
export class ThreadedExtraction implements OnApplicationShutdown {
  private thread: RunningThread | null = null;
  private lastId = 0;
  private readonly batcher = new Batcher<ExtractionItem, ExtractionResult>((items) => this.send(items), BATCH_SIZE, BATCHES_IN_FLIGHT);
  private readonly timeLimitMs: number;

  constructor(
    private readonly templates: TemplateCatalog,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(CONFIG) config: Pick<Config, 'extractionTimeLimitMs'>,
    /** The token of a message that links only a pair, as DexScreener answered it; without it such a message names no token. */
    @Optional() private readonly pairTokens?: PairTokens,
  ) {
    this.timeLimitMs = config.extractionTimeLimitMs;
  }

  /**
   * The message read with today's templates, and with `answered` where they answer today's question;
   * a message that links only a pair gets the pair's token when DexScreener has answered it, else
   * waits on its lookup (PairTokens), never on DexScreener itself.
   */
  async extract(raw: RawMessage, answered: StoredAiAnswers | null = null): Promise<ThreadExtraction> {
    const result = await this.batcher.add({ raw, answered });
    if ('tooSlow' in result) throw new ExtractionTooSlow(raw, result.tooSlow.template, this.timeLimitMs);
    if ('error' in result) throw new Error(`extraction failed: ${result.error}`);
    return this.pairTokens ? this.pairTokens.withPairToken(raw, result) : result;
  }

  /** After the workers' own shutdown hooks: the jobs they finish on the way out still need the thread. */
  async onApplicationShutdown(): Promise<void> {
    const thread = this.thread;
    this.thread = null;
    if (!thread) return;
    clearInterval(thread.watchdog);
    await thread.worker.terminate();
  }

  private send(items: ExtractionItem[]): Promise<ExtractionResult[]> {
    const thread = this.running();
    const templates = this.templates.current();
    if (templates !== thread.templates) {
      thread.worker.postMessage({ kind: 'templates', templates } satisfies ExtractionRequest);
      thread.templates = templates;
    }
    const id = ++this.lastId;
    return new Promise((resolve, reject) => {
      thread.inHand.set(id, { items, resolve, reject });
      thread.worker.postMessage({ kind: 'extract', id, items } satisfies ExtractionRequest);
    });
  }

  private running(): RunningThread {
    if (this.thread) return this.thread;
    const progress = new Int32Array(new SharedArrayBuffer(PROGRESS_SLOTS * Int32Array.BYTES_PER_ELEMENT));
    const thread: RunningThread = {
      worker: new Worker(threadScript(), { workerData: { progress: progress.buffer } }),
      inHand: new Map(),
      templates: null,
      progress,
      // A tenth of the limit: a stuck message is seen within 1.1 limits.
      watchdog: setInterval(() => this.watch(thread), Math.max(5, this.timeLimitMs / 10)).unref(),
      lastStarted: 0,
      since: Date.now(),
    };
    thread.worker.on('message', (answer: ExtractionAnswer) => {
      thread.inHand.get(answer.id)?.resolve(answer.results);
      thread.inHand.delete(answer.id);
    });
    thread.worker.on('error', (error) => this.logger.error({ err: error }, 'the extraction thread failed; its messages are retried'));
    thread.worker.on('exit', (code) => {
      clearInterval(thread.watchdog);
      if (this.thread === thread) this.thread = null;
      for (const { reject } of thread.inHand.values()) reject(new Error(`the extraction thread stopped (exit code ${code})`));
      thread.inHand.clear();
    });
    this.thread = thread;
    return thread;
  }

  /** Whether the thread has been on one message longer than the limit; if so, it is replaced. */
  private watch(thread: RunningThread): void {
    const started = Atomics.load(thread.progress, PROGRESS.started);
    const now = Date.now();
    if (Atomics.load(thread.progress, PROGRESS.batch) === IDLE || started !== thread.lastStarted) {
      thread.lastStarted = started;
      thread.since = now;
      return;
    }
    if (now - thread.since >= this.timeLimitMs) this.replaceStuck(thread);
  }

  /**
   * Stops a thread stuck in one message: that message is answered as too slow, and the others
   * in hand (their results went with the thread) go to the next thread, in the order they came.
   */
  private replaceStuck(thread: RunningThread): void {
    const batchId = Atomics.load(thread.progress, PROGRESS.batch);
    const index = Atomics.load(thread.progress, PROGRESS.message);
    const templateIndex = Atomics.load(thread.progress, PROGRESS.template);
    const template = templateIndex === CLASSIFYING ? null : (thread.templates?.[templateIndex]?.name ?? null);
    const inHand = [...thread.inHand];
    thread.inHand.clear();
    clearInterval(thread.watchdog);
    if (this.thread === thread) this.thread = null;
    void thread.worker.terminate();
    const stuck = inHand.find(([id]) => id === batchId)?.[1].items[index]?.raw;
    this.logger.error(
      { chatId: stuck?.chatId, messageId: stuck?.messageId, template, limitMs: this.timeLimitMs },
      'a message took longer than EXTRACTION_TIME_LIMIT_MS to extract: it fails, and the extraction thread is replaced',
    );
    for (const [id, batch] of inHand) {
      if (id !== batchId) {
        this.send(batch.items).then(batch.resolve, batch.reject);
        continue;
      }
      const others = batch.items.filter((_item, at) => at !== index);
      const withStuck = (results: ExtractionResult[]) => [...results.slice(0, index), { tooSlow: { template } }, ...results.slice(index)];
      if (others.length === 0) batch.resolve(withStuck([]));
      else this.send(others).then((results) => batch.resolve(withStuck(results)), batch.reject);
    }
  }
}
