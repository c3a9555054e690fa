import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import type { Config } from '@solana-hub/config';
import type { RawMessage } from '@solana-hub/contracts';
import { demoAlerts, type DemoAlert } from '@solana-hub/demo-alerts';
import { CONFIG, LOGGER } from '@solana-hub/runtime';
import { RawMessageSink } from '../raw-message-sink.js';

/**
 * With DEMO_FEED=on the dashboard is alive without Telegram: the bundled alerts play in a loop
 * at a human pace, dated now, through the same queue as every other source.
 */
@Injectable()
export class DemoFeed implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  /** Distinguishes this run's message ids from an earlier run's, which the database already holds. */
  private readonly runId = Date.now().toString(36);

  constructor(
    private readonly sink: RawMessageSink,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap() {
    if (!this.config.demoFeed) return;
    this.logger.info({ alerts: demoAlerts.length, speed: this.config.demoFeedSpeed }, 'demo feed on: replaying sample alerts');
    this.schedule(0, 0);
  }

  onApplicationShutdown() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  private schedule(position: number, delaySeconds: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.play(position), (delaySeconds * 1000) / this.config.demoFeedSpeed);
  }

  private async play(position: number) {
    const index = position % demoAlerts.length;
    const alert = demoAlerts[index] as DemoAlert;
    try {
      await this.sink.accept([this.toRawMessage(alert, position)]);
    } catch (error) {
      // Redis is away: the same alert is tried again at the next tick, nothing is skipped.
      this.logger.warn({ err: error }, 'demo feed could not queue an alert; retrying');
      this.schedule(position, 5);
      return;
    }
    const next = demoAlerts[(index + 1) % demoAlerts.length] as DemoAlert;
    this.schedule(position + 1, next.delaySeconds);
  }

  private toRawMessage(alert: DemoAlert, position: number): RawMessage {
    const now = new Date().toISOString();
    return {
      source: 'demo',
      chatId: alert.chat,
      chatTitle: alert.chatTitle,
      messageId: `demo-${this.runId}-${position}`,
      editVersion: 0,
      date: now,
      text: alert.text,
      links: [...(alert.links ?? [])],
      receivedAt: now,
    };
  }
}
