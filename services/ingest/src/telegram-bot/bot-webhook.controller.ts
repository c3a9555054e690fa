import { Body, Controller, HttpCode, Inject, Post, ServiceUnavailableException, UseGuards } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER, Public } from '@solana-hub/runtime';
import { BotUpdateIntake } from './bot-update-intake.js';
import { TelegramSecretGuard } from './telegram-secret.guard.js';
import { WEBHOOK_PATH } from './webhook-secret.js';

/**
 * Telegram's deliveries when TELEGRAM_WEBHOOK_URL is set. Open as far as the bearer-token guard
 * goes (Telegram has no ingest token) and let in by Telegram's secret_token instead.
 */
@Public()
@UseGuards(TelegramSecretGuard)
@Controller()
export class BotWebhookController {
  constructor(
    private readonly intake: BotUpdateIntake,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * 200 once the update's message is on the queue (or the update holds none the bot reads);
   * 503 when the queue does not take it, so that Telegram delivers it again.
   */
  @Post(WEBHOOK_PATH)
  @HttpCode(200)
  async deliver(@Body() update: unknown): Promise<void> {
    const batch = this.intake.read([update]);
    const { messages } = batch;
    try {
      await this.intake.queue(batch);
    } catch (error) {
      this.intake.count('not-queued', messages.length);
      this.logger.warn(
        { err: error },
        'Telegram bot: the queue does not take a webhook update; answered 503 so Telegram delivers it again',
      );
      throw new ServiceUnavailableException('The queue is unavailable; deliver the update again');
    }
  }
}
