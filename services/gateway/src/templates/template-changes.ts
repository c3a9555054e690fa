import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Config } from '@solana-hub/config';
import { publishEvent } from '@solana-hub/queue';
import { CONFIG, REDIS } from '@solana-hub/runtime';

/**
 * Tells every extractor that a template changed, so it reloads before the next message.
 * Awaited: if Redis cannot take the event the caller hears of it instead of extractors
 * silently running yesterday's templates.
 */
@Injectable()
export class TemplateChanges {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async announce(templateId: number): Promise<void> {
    await publishEvent(this.redis, this.config.redisPrefix, { name: 'templates.changed', data: { templateId } });
  }
}
