import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { Counter } from 'prom-client';
import type { Config } from '@solana-hub/config';
import type { RawMessage } from '@solana-hub/contracts';
import { saveRawMessage, storeAlert, type Database, type NewAlert } from '@solana-hub/db';
import { extractAlert } from '@solana-hub/extraction';
import { publishEvent } from '@solana-hub/queue';
import { CONFIG, DATABASE, LOGGER, Metrics, REDIS } from '@solana-hub/runtime';

/**
 * One raw message's way through the extractor: kept for replay, extracted, stored with its
 * token in one transaction, announced to the gateways. Every step is idempotent, so a retried
 * job (after a crash between steps) finishes the work without counting anything twice.
 */
@Injectable()
export class AlertPipeline {
  private readonly processed: Counter<'outcome'>;

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
    metrics: Metrics,
  ) {
    this.processed = new Counter({
      name: 'extractor_messages_processed_total',
      help: 'Raw messages processed, by outcome (stored, duplicate)',
      labelNames: ['outcome'],
      registers: [metrics.registry],
    });
  }

  async process(raw: RawMessage): Promise<void> {
    await saveRawMessage(this.db, raw);
    const stored = await storeAlert(this.db, this.toAlert(raw));
    if (!stored) {
      this.processed.inc({ outcome: 'duplicate' });
      return;
    }
    this.processed.inc({ outcome: 'stored' });
    this.logger.debug({ id: stored.id, type: stored.message_type, token: stored.token_address }, 'alert stored');
    await publishEvent(this.redis, this.config.redisPrefix, { name: 'message.created', data: stored });
  }

  private toAlert(raw: RawMessage): NewAlert {
    const extracted = extractAlert(raw.text, raw.links);
    return {
      chatId: raw.chatId,
      messageId: raw.messageId,
      messageType: extracted.messageType,
      timestamp: new Date(raw.date),
      text: raw.text,
      token: extracted.token,
      marketCap: extracted.marketCap,
      description: null,
      twitterMentions: null,
      trendingLevel: extracted.trendingLevel,
      links: extracted.links,
      callerName: null,
      callerLink: null,
      extractedData: {},
    };
  }
}
