import { Inject, Injectable } from '@nestjs/common';
import { DelayedError, type Job } from 'bullmq';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { Counter } from 'prom-client';
import type { Config } from '@solana-hub/config';
import { deliveryChannels, type AlertFiring, type DeliveryChannel } from '@solana-hub/contracts';
import {
  claimDeliveries,
  recordDeliveryOutcomes,
  type AttemptOutcome,
  type Database,
  type DeliveryClaim,
  type DeliveryOutcome,
} from '@solana-hub/db';
import { Batcher, QueueName, queueSettings, UnrecoverableError, type QueuePayload, type QueueRole } from '@solana-hub/queue';
import { CONFIG, DATABASE, LOGGER, Metrics } from '@solana-hub/runtime';
import { noticeText } from './alert-notice.js';
import { TelegramDelivery } from './telegram-delivery.js';
import { DeliveryError, postWebhook } from './webhook-delivery.js';

/** One Telegram call or webhook POST gives up after this; the job's next attempt tries again. */
export const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * How long a delivery's claim stays its worker's: the call's timeout and room for a slow event
 * loop. A worker finding a claim younger than this waits for it to end; an older one was left
 * by a worker that stopped.
 */
export const CLAIM_LEASE_MS = DELIVERY_TIMEOUT_MS + 5_000;

/** The most claims, or outcomes, one statement makes (the queue's concurrency bounds it too). */
const MAX_BATCH = 100;

type Claimed = Extract<DeliveryClaim, { kind: 'claimed' }>;
type Delivery = QueuePayload<typeof QueueName.AlertDeliveries>;

/**
 * Works the `alert-deliveries` queue: sends one firing's Telegram message or webhook, exactly
 * once where that can be known. Each attempt first claims the delivery in PostgreSQL (`pending`
 * → `sending`), then sends, then records the outcome under its claim. Whoever finds a claim
 * another worker holds waits for its lease; a claim whose worker stopped before recording is,
 * for Telegram, recorded `unknown` and not sent again (no idempotency key: a second send could
 * be a duplicate), and for a webhook sent again with the same firing id for the receiver to
 * dedupe. A failure another attempt can fix is retried with BullMQ's backoff (the firing says
 * `pending` with the reason meanwhile); one it cannot, or the last attempt's, records `failed`.
 * The claims, and the outcomes, of the jobs in hand go to PostgreSQL together: one statement a
 * batch (a Batcher), the sends one by one.
 */
@Injectable()
export class AlertDelivery implements QueueRole<typeof QueueName.AlertDeliveries> {
  readonly queue = QueueName.AlertDeliveries;
  private readonly telegram: TelegramDelivery | null;
  private readonly outcomes: Counter<'channel' | 'outcome'>;
  private readonly claims = new Batcher<Delivery, DeliveryClaim>((batch) => this.claimAll(batch), MAX_BATCH);
  private readonly records = new Batcher<AttemptOutcome & { channel: DeliveryChannel }, boolean>(
    (batch) => perChannel(batch, (channel, outcomes) => recordDeliveryOutcomes(this.db, channel, outcomes)),
    MAX_BATCH,
  );

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
      help: 'Alert rule deliveries by channel (telegram, webhook) and outcome (sent, retried, failed, unknown)',
      labelNames: ['channel', 'outcome'],
      registers: [metrics.registry],
    });
  }

  async handle({ firingId, channel }: Delivery, job: Job): Promise<void> {
    const claim = await this.claims.add({ firingId, channel });
    switch (claim.kind) {
      case 'settled':
        return;
      case 'abandoned':
        this.outcomes.inc({ channel, outcome: 'unknown' });
        this.logger.warn({ firingId, channel, attempt: claim.attempt }, `alert ${channel} delivery unknown: its sender stopped mid-send`);
        return;
      case 'busy':
        // Another worker may be sending it (a job taken again while its first worker lives): ask once its lease ends.
        await job.moveToDelayed(Date.now() + claim.retryInMs + 100, job.token);
        throw new DelayedError();
      case 'claimed':
        return this.deliver(claim, firingId, channel, job);
    }
  }

  private async deliver(claim: Claimed, firingId: number, channel: DeliveryChannel, job: Job): Promise<void> {
    try {
      await this.send(claim, channel);
    } catch (error) {
      const outcome = failureOutcome(error, channel, claim.attempt >= (job.opts.attempts ?? queueSettings[this.queue].attempts));
      await this.records.add({ firingId, channel, attempt: claim.attempt, ...outcome });
      const label = outcome.status === 'pending' ? 'retried' : outcome.status;
      this.outcomes.inc({ channel, outcome: label });
      this.logger.warn({ err: error, firingId, channel, attempt: claim.attempt, outcome: label }, `alert ${channel} delivery failed`);
      if (outcome.status === 'pending') throw error;
      if (outcome.status === 'failed') throw new UnrecoverableError(outcome.detail ?? 'failed');
      return;
    }
    await this.records.add({ firingId, channel, attempt: claim.attempt, status: 'sent', detail: null });
    this.outcomes.inc({ channel, outcome: 'sent' });
  }

  private claimAll(batch: Delivery[]): Promise<DeliveryClaim[]> {
    return perChannel(batch, (channel, deliveries) =>
      claimDeliveries(
        this.db,
        channel,
        deliveries.map((delivery) => delivery.firingId),
        { leaseMs: CLAIM_LEASE_MS, whenStale: channel === 'telegram' ? 'give-up' : 'resend' },
      ),
    );
  }

  private async send({ firing, webhook }: Claimed, channel: DeliveryChannel): Promise<void> {
    if (channel === 'telegram') {
      if (!this.telegram) throw new DeliveryError('no Telegram message is sent: set TELEGRAM_BOT_TOKEN and TELEGRAM_NOTIFY_CHAT_ID', false);
      return this.telegram.send(noticeText(firing.notice));
    }
    if (!webhook.url) throw new DeliveryError('the rule has no webhook any more', false);
    await postWebhook(webhook.url, webhook.secret, bodyOf(firing), DELIVERY_TIMEOUT_MS);
  }
}

/** Runs a batch one channel at a time (a statement is about one channel's key), answering in the batch's order. */
async function perChannel<I extends { channel: DeliveryChannel }, O>(
  batch: readonly I[],
  run: (channel: DeliveryChannel, items: I[]) => Promise<O[]>,
): Promise<O[]> {
  const answers = new Map<I, O>();
  for (const channel of deliveryChannels) {
    const items = batch.filter((item) => item.channel === channel);
    if (items.length === 0) continue;
    const results = await run(channel, items);
    items.forEach((item, index) => answers.set(item, results[index] as O));
  }
  return batch.map((item) => answers.get(item) as O);
}

const bodyOf = (firing: AlertFiring) => ({ firing_id: firing.id, fired_at: firing.fired_at, notice: firing.notice });

/**
 * What a failed attempt records: `unknown` for a Telegram message that may have been sent (never
 * retried), `pending` for a retry, `failed` when no attempt can help or this was the last.
 */
function failureOutcome(error: unknown, channel: DeliveryChannel, lastAttempt: boolean): DeliveryOutcome {
  const detail = error instanceof Error ? error.message : String(error);
  if (!(error instanceof DeliveryError)) return { status: 'failed', detail };
  if (channel === 'telegram' && error.maybeDelivered) return { status: 'unknown', detail };
  return { status: error.retryable && !lastAttempt ? 'pending' : 'failed', detail };
}
