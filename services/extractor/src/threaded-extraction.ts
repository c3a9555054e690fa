import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import type { RawMessage } from '@solana-hub/contracts';
import type { NewAlert } from '@solana-hub/db';
import type { Template } from '@solana-hub/extraction';
import { LOGGER } from '@solana-hub/runtime';
import { Batcher } from './batcher.js';
import { TemplateCatalog } from './template-catalog.js';

/** What the main thread sends the extraction thread; message-port order keeps templates before the batches they apply to. */
export type ExtractionRequest = { kind: 'templates'; templates: readonly Template[] } | { kind: 'extract'; id: number; raws: RawMessage[] };
/** The alert, and the key of what the AI is to be asked about it (null when nothing). */
export type ExtractionResult = { alert: NewAlert; aiKey: string | null } | { error: string };
export type ThreadExtraction = Exclude<ExtractionResult, { error: string }>;
export interface ExtractionAnswer {
  id: number;
  results: ExtractionResult[];
}

/** Messages per round trip to the thread, and round trips at once (one being extracted, the next waiting in its port). */
const BATCH_SIZE = 400;
const BATCHES_IN_FLIGHT = 2;

/**
 * The thread's script is the built file beside this one; under jest, which runs the TypeScript
 * sources, it is the package's build (services are built before their tests run).
 */
function threadScript(): string {
  const here = fileURLToPath(import.meta.url);
  const beside = path.join(path.dirname(here), 'extraction-thread.js');
  return existsSync(beside) ? beside : path.resolve(path.dirname(here), '../dist/extraction-thread.js');
}

/**
 * Runs the extraction engine on a thread of its own. The engine is the extractor's largest
 * piece of CPU work; on the main thread it would queue behind BullMQ, the database driver and
 * the JSON of every batch, leaving the machine's second core idle. Messages go over in
 * batches; a thread that dies fails the messages in hand (BullMQ retries them) and is started
 * again with the next batch.
 */
type Waiting = Map<number, { resolve: (results: ExtractionResult[]) => void; reject: (error: Error) => void }>;

/** A running thread, the batches it has not answered yet, and the templates it holds. */
interface RunningThread {
  worker: Worker;
  waiting: Waiting;
  templates: readonly Template[] | null;
}

@Injectable()
export class ThreadedExtraction implements OnApplicationShutdown {
  private thread: RunningThread | null = null;
  private lastId = 0;
  private readonly batcher = new Batcher<RawMessage, ExtractionResult>((raws) => this.send(raws), BATCH_SIZE, BATCHES_IN_FLIGHT);

  constructor(
    private readonly templates: TemplateCatalog,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async extract(raw: RawMessage): Promise<ThreadExtraction> {
    const result = await this.batcher.add(raw);
    if ('error' in result) throw new Error(`extraction failed: ${result.error}`);
    return result;
  }

  /** After the workers' own shutdown hooks: the jobs they finish on the way out still need the thread. */
  async onApplicationShutdown(): Promise<void> {
    const thread = this.thread;
    this.thread = null;
    await thread?.worker.terminate();
  }

  private send(raws: RawMessage[]): Promise<ExtractionResult[]> {
    const thread = this.running();
    const templates = this.templates.current();
    if (templates !== thread.templates) {
      thread.worker.postMessage({ kind: 'templates', templates } satisfies ExtractionRequest);
      thread.templates = templates;
    }
    const id = ++this.lastId;
    return new Promise((resolve, reject) => {
      thread.waiting.set(id, { resolve, reject });
      thread.worker.postMessage({ kind: 'extract', id, raws } satisfies ExtractionRequest);
    });
  }

  private running(): RunningThread {
    if (this.thread) return this.thread;
    const thread: RunningThread = { worker: new Worker(threadScript()), waiting: new Map(), templates: null };
    thread.worker.on('message', (answer: ExtractionAnswer) => {
      thread.waiting.get(answer.id)?.resolve(answer.results);
      thread.waiting.delete(answer.id);
    });
    thread.worker.on('error', (error) => this.logger.error({ err: error }, 'the extraction thread failed; its messages are retried'));
    thread.worker.on('exit', (code) => {
      if (this.thread === thread) this.thread = null;
      for (const { reject } of thread.waiting.values()) reject(new Error(`the extraction thread stopped (exit code ${code})`));
      thread.waiting.clear();
    });
    this.thread = thread;
    return thread;
  }
}
