import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { Counter } from 'prom-client';
import type { Config } from '@solana-hub/config';
import type { AlertFiring, DeliveryChannel } from '@solana-hub/contracts';
import { findAlertRule, findFiring, recordDelivery, type Database } from '@solana-hub/db';
import { QueueName, queueSettings, UnrecoverableError, type QueuePayload, type QueueRole } from '@solana-hub/queue';
import { CONFIG, DATABASE, LOGGER, Metrics } from '@solana-hub/runtime';
import { noticeText } from './alert-notice.js';
import { TelegramDelivery } from './telegram-delivery.js';
import { DeliveryError, postWebhook } from './webhook-delivery.js';

/** One Telegram call or webhook POST gives up after this; the job's next attempt tries again. */
export const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * Works the `alert-deliveries` queue: sends one firing's Telegram message or webhook and
 * records how it went on the firing. A failure another attempt can fix is retried with
 * BullMQ's backoff (the firing says `pending` with the reason meanwhile); one it cannot, or
 * the last attempt's, records `failed` with the reason the Rules page shows.
 */
@Injectable()
export class AlertDelivery implements QueueRole<typeof QueueName.AlertDeliveries> {
  readonly queue = QueueName.AlertDeliveries;
  private readonly telegram: TelegramDelivery | null;
  private readonly outcomes: Counter<'channel' | 'outcome'>;

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    @Inject(CONFIG) config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
    metrics: Metrics,
  ) {
    const { telegramBotToken, telegram } = config;
    this.telegram =
      telegramBotToken && telegram.notifyChatId
        ? new TelegramDelivery(telegramBotToken, telegram.botApiUrl, telegram.notifyChatId, DELIVERY_TIMEOUT_MS)
        : null;
    this.outcomes = new Counter({
      name: 'analyzer_alert_deliveries_total',
      help: 'Alert rule deliveries by channel (telegram, webhook) and outcome (sent, retried, failed)',
      labelNames: ['channel', 'outcome'],
      registers: [metrics.registry],
    });
  }

  async handle({ firingId, channel }: QueuePayload<typeof QueueName.AlertDeliveries>, job: Job): Promise<void> {
    const firing = await findFiring(this.db, firingId);
    // A rule deleted since took its firings with it; a delivery already made is not made again.
    if (!firing || firing.deliveries[channel]?.status === 'sent') return;
    const attempt = job.attemptsMade + 1;
    try {
      await this.send(firing, channel);
    } catch (error) {
      const final =
        !(error instanceof DeliveryError && error.retryable) || attempt >= (job.opts.attempts ?? queueSettings[this.queue].attempts);
      const detail = error instanceof Error ? error.message : String(error);
      await recordDelivery(this.db, firingId, channel, {
        status: final ? 'failed' : 'pending',
        attempts: attempt,
        at: new Date().toISOString(),
        detail,
      });
      this.outcomes.inc({ channel, outcome: final ? 'failed' : 'retried' });
      this.logger.warn({ err: error, firingId, channel, attempt, final }, `alert ${channel} delivery failed`);
      throw final ? new UnrecoverableError(detail) : error;
    }
    await recordDelivery(this.db, firingId, channel, { status: 'sent', attempts: attempt, at: new Date().toISOString(), detail: null });
    this.outcomes.inc({ channel, outcome: 'sent' });
  }

  private async send(firing: AlertFiring & { ruleId: number }, channel: DeliveryChannel): Promise<void> {
    if (channel === 'telegram') {
      if (!this.telegram) throw new DeliveryError('no Telegram message is sent: set TELEGRAM_BOT_TOKEN and TELEGRAM_NOTIFY_CHAT_ID', false);
      return this.telegram.send(noticeText(firing.notice));
    }
    const rule = await findAlertRule(this.db, firing.ruleId);
    if (!rule?.actions.webhookUrl) throw new DeliveryError('the rule has no webhook any more', false);
    await postWebhook(
      rule.actions.webhookUrl,
      rule.webhook_secret,
      { firing_id: firing.id, fired_at: firing.fired_at, notice: firing.notice },
      DELIVERY_TIMEOUT_MS,
    );
  }
}
