import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { Counter } from 'prom-client';
import type { Config } from '@solana-hub/config';
import { rawMessageJobId, type RawMessage } from '@solana-hub/contracts';
import { Producer, QueueName } from '@solana-hub/queue';
import { CONFIG, Metrics, REDIS } from '@solana-hub/runtime';

/** Where every source hands its messages: the raw-messages queue. */
@Injectable()
export class RawMessageSink implements OnModuleDestroy {
  private readonly producer: Producer<typeof QueueName.RawMessages>;
  private readonly accepted: Counter<'source'>;

  constructor(@Inject(REDIS) redis: Redis, @Inject(CONFIG) config: Config, metrics: Metrics) {
    this.producer = new Producer(QueueName.RawMessages, redis, config.redisPrefix);
    this.accepted = new Counter({
      name: 'ingest_messages_accepted_total',
      help: 'Raw messages added to the raw-messages queue, by source',
      labelNames: ['source'],
      registers: [metrics.registry],
    });
  }

  /** Resolves once every message is in the queue; a Redis failure rejects, so the caller can answer an error. */
  async accept(messages: readonly RawMessage[]): Promise<void> {
    await this.producer.addBulk(messages.map((payload) => ({ id: rawMessageJobId(payload), payload })));
    for (const message of messages) this.accepted.inc({ source: message.source });
  }

  async onModuleDestroy() {
    await this.producer.close();
  }
}
