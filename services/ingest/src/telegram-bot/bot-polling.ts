import type { Logger } from 'pino';
import { BotStopped, pause, retryDelayMs, type BotConnection } from './bot-connection.js';
import type { BotUpdateIntake, ReadBatch } from './bot-update-intake.js';

/** Retries of an enqueue come at most this far apart, so the bot resumes soon after Redis does. */
const MAX_QUEUE_RETRY_DELAY_MS = 10_000;

/**
 * Long polling in which an update is confirmed to Telegram only once the queue holds its
 * message. Each batch from getUpdates is queued before the next getUpdates asks for what
 * follows it, and asking with that offset is what confirms the batch. So a Redis outage pauses
 * the bot and loses nothing, and after a crash the unconfirmed batch is read again, which the
 * queue's job ids make a no-op.
 *
 * telegraf's own polling (Telegraf#launch) moves its offset before its handlers run and
 * confirms it when it stops, even when a handler failed: that would skip what was not queued.
 * Hence this loop over telegraf's API client.
 */
export class BotPolling {
  /** The offset that confirms every batch queued so far; undefined until the first. */
  private offset: number | undefined;

  constructor(
    private readonly connection: BotConnection,
    private readonly intake: BotUpdateIntake,
    private readonly logger: Logger,
  ) {}

  async run(): Promise<never> {
    const { api } = this.connection;
    await this.connection.call('deleteWebhook', (stop) => api.deleteWebhook(stop));
    this.logger.info('Telegram bot: reading updates by long polling');
    for (;;) {
      const updates = await this.connection.call('getUpdates', (stop) => api.getUpdates(this.offset, stop));
      const batch = this.intake.read(updates);
      await this.queueUntilTaken(batch);
      this.offset = batch.nextOffset ?? this.offset;
    }
  }

  /** When the ingest stops: confirms what was queued, so the next start does not read it again (a no-op if it does). */
  async confirmQueued(): Promise<void> {
    if (this.offset === undefined) return;
    await this.connection.api.confirm(this.offset, AbortSignal.timeout(2_000)).catch(() => undefined);
  }

  private async queueUntilTaken(batch: ReadBatch): Promise<void> {
    const { messages } = batch;
    for (let failures = 0; ;) {
      try {
        await this.intake.queue(batch);
        if (failures > 0)
          this.logger.info({ messages: messages.length, failures }, 'Telegram bot: the queue took the waiting updates; polling goes on');
        return;
      } catch (error) {
        if (this.connection.stop.aborted) throw new BotStopped('stopped');
        failures += 1;
        const retryInMs = retryDelayMs(failures, MAX_QUEUE_RETRY_DELAY_MS);
        if (failures === 1) {
          this.logger.warn(
            { err: error, messages: messages.length, retryInMs },
            'Telegram bot: the queue does not take the updates; polling waits without confirming them and retries',
          );
        }
        await pause(retryInMs, this.connection.stop);
      }
    }
  }
}
