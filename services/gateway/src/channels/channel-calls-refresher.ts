import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { refreshChannelCalls, type Database } from '@solana-hub/db';
import { DATABASE, LOGGER } from '@solana-hub/runtime';
import { GATEWAY_SETTINGS, type GatewaySettings } from '../gateway-settings.js';

/**
 * Refreshes the channel calls every minute (channelCallsRefreshMs), besides each read: the stale log the triggers append
 * to stays short when nobody opens the Channels page for days, and the first reader after a big
 * import finds most of the work done. Replicas take turns on the refresh's advisory lock, so
 * several gateways cost one refresh's work. A failure (the database away) is logged and
 * tried again at the next tick.
 */
@Injectable()
export class ChannelCallsRefresher implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(GATEWAY_SETTINGS) private readonly settings: GatewaySettings,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.refresh(), this.settings.channelCallsRefreshMs);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private refresh(): void {
    if (this.running) return;
    this.running = refreshChannelCalls(this.db)
      .then(
        (tokens) => {
          if (tokens > 0) this.logger.debug({ tokens }, 'channel calls refreshed');
        },
        (error: unknown) => this.logger.warn({ err: error }, 'channel calls: the refresh failed; tried again in a minute'),
      )
      .finally(() => {
        this.running = undefined;
      });
  }
}
