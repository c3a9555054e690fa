import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '@solana-hub/config';
import { publishEvent } from '@solana-hub/queue';
import { CONFIG, LOGGER, REDIS, withinTime } from '@solana-hub/runtime';

/** How long a switch waits for Redis to take the event before it answers without it. */
const ANNOUNCE_TIME_MS = 3_000;

/**
 * Tells the ingest holding the Telegram account that chats were switched on or off
 * (`telegram.watch-list-changed`), so it backfills or stops reading them at once. The switch is
 * already stored and the ingest rereads the watch list every minute, so an event Redis does not
 * take only delays the change: it is logged, and the trader's switch still succeeds.
 */
@Injectable()
export class WatchListAnnouncement {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async announce(chatIds: string[]): Promise<void> {
    try {
      const event = { name: 'telegram.watch-list-changed', data: { chatIds } } as const;
      await withinTime(
        publishEvent(this.redis, this.config.redisPrefix, event),
        ANNOUNCE_TIME_MS,
        () => new Error(`Redis did not take it within ${ANNOUNCE_TIME_MS} ms`),
      );
    } catch (error) {
      this.logger.warn(
        { err: error, chatIds },
        'The watch-list change is stored but could not be announced; the ingest picks it up when it next rereads the list (within a minute)',
      );
    }
  }
}
