import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '@solana-hub/config';
import { rawMessageJobId, type RawMessage } from '@solana-hub/contracts';
import { Producer, QueueName } from '@solana-hub/queue';
import { CONFIG, LOGGER, REDIS } from '@solana-hub/runtime';

/** A message to ask the AI about: the raw message, its type (its template) and the key of the question. */
export interface AiRequest {
  raw: RawMessage;
  messageType: string;
  key: string;
}

/**
 * Queues the AI questions of stored messages (`ai-extraction`). The job id is the message's
 * and the question's, so asking twice about the same text with the same extractors is one job,
 * while an edit or a changed instruction is a new one. Without OPENAI_API_KEY nothing is
 * queued: the AI extractors stay empty, and the log says why once per template.
 */
@Injectable()
export class AiExtractionRequests implements OnApplicationShutdown {
  private readonly producer: Producer<typeof QueueName.AiExtraction>;
  private readonly configured: boolean;
  private readonly warnedTemplates = new Set<string>();

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(CONFIG) config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.producer = new Producer(QueueName.AiExtraction, redis, config.redisPrefix);
    this.configured = config.openAi.apiKey !== null;
  }

  /** After the workers' own shutdown hooks: the jobs they finish on the way out still ask. */
  async onApplicationShutdown() {
    await this.producer.close();
  }

  /** Asked once the messages are stored; a failure reaches the caller, whose job is retried. */
  async request(requests: readonly AiRequest[]): Promise<void> {
    if (requests.length === 0) return;
    if (!this.configured) return this.warnNotConfigured(requests);
    await this.producer.addBulk(requests.map(({ raw, key }) => ({ id: `ai_${rawMessageJobId(raw)}_${key.slice(0, 16)}`, payload: raw })));
  }

  private warnNotConfigured(requests: readonly AiRequest[]): void {
    for (const template of new Set(requests.map((request) => request.messageType))) {
      if (this.warnedTemplates.has(template)) continue;
      this.warnedTemplates.add(template);
      this.logger.warn({ template }, 'this template has AI extractors, but OPENAI_API_KEY is not set: they give nothing until it is');
    }
  }
}
