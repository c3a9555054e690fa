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
import { Batcher, QueueName, queueSettings, type QueuePayload, type QueueRole } from '@solana-hub/queue';
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

/**
 * The most claims, or outcomes, one statement makes. Small enough that a worker killed between
 * a claim and its sends leaves few Telegram deliveries `unknown` (the bench's kill left one
 * batch of 100 so), large enough that a statement serves many deliveries.
 */
const MAX_BATCH = 20;

/** Statements of each kind running at once: a round trip to a busy PostgreSQL does not hold up the next batch. */
const IN_FLIGHT = 3;

type Claimed = Extract<DeliveryClaim, { kind: 'claimed' }>;
type Delivery = { firingId: number; channel: DeliveryChannel };
/**
 * What became of one delivery of a job: finished (whatever its outcome), to retry (after the
 * queue's backoff, or after `afterMs` when the receiver named a wait), or held by another worker
 * for this long.
 */
type Step = { kind: 'done' } | { kind: 'retry'; error: unknown; afterMs: number | null } | { kind: 'wait'; ms: number };

/**
 * Works the `alert-deliveries` queue: sends firings' Telegram messages and webhooks (a job holds
 * the deliveries one check queued), exactly once where that can be known. Each attempt first
 * claims the delivery in PostgreSQL (`pending` → `sending`), then sends, then records the
 * outcome under its claim. Whoever finds a claim another worker holds waits for its lease; a
 * claim whose worker stopped before recording is, for Telegram, recorded `unknown` and not sent
 * again (no idempotency key: a second send could be a duplicate), and for a webhook sent again
 * with the same firing id for the receiver to dedupe. A failure another attempt can fix is
 * retried with BullMQ's backoff (the firing says `pending` with the reason meanwhile; the retry
 * claims again only what is still pending); one it cannot, or the last attempt's, records
 * `failed` and the job completes. The claims, and the outcomes, of the jobs in hand go to
 * PostgreSQL together, a statement per batch (a Batcher); the sends go one by one.
 */
@Injectable()
export class AlertDelivery implements QueueRole<typeof QueueName.AlertDeliveries> {
  readonly queue = QueueName.AlertDeliveries;
  private readonly telegram: TelegramDelivery | null;
  private readonly outcomes: Counter<'channel' | 'outcome'>;
  private readonly claims = new Batcher<Delivery, DeliveryClaim>((batch) => this.claimAll(batch), MAX_BATCH, IN_FLIGHT);
  private readonly records = new Batcher<AttemptOutcome & { channel: DeliveryChannel }, boolean>(
    (batch) => perChannel(batch, (channel, outcomes) => recordDeliveryOutcomes(this.db, channel, outcomes)),
    MAX_BATCH,
    IN_FLIGHT,
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

  async handle(payload: QueuePayload<typeof QueueName.AlertDeliveries>, job: Job): Promise<void> {
    const deliveries = 'deliveries' in payload ? payload.deliveries : [payload];
    const lastJobAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? queueSettings[this.queue].attempts);
    const steps = await Promise.all(deliveries.map((delivery) => this.step(delivery, lastJobAttempt)));
    const retries = steps.flatMap((step) => (step.kind === 'retry' ? [step] : []));
    // Telegram's flood wait: the job comes back once it is over, whatever BullMQ's backoff says.
    // The attempt was recorded `pending` (a 429 sent nothing), so no claim is held meanwhile,
    // and the delivery's own attempt count still bounds its retries.
    const floodWaits = retries.flatMap((step) => (step.afterMs === null ? [] : [step.afterMs]));
    if (floodWaits.length > 0) return this.delay(job, Math.max(...floodWaits));
    // BullMQ's backoff; the next attempt claims again only what is still pending.
    if (retries[0]) throw retries[0].error;
    const waits = steps.flatMap((step) => (step.kind === 'wait' ? [step.ms] : []));
    if (waits.length === 0) return;
    // Another worker may be sending one (a job taken again while its first worker lives): ask once its lease ends.
    return this.delay(job, Math.max(...waits) + 100);
  }

  /** Puts the job back on the queue for `ms` (not counted as a failed attempt by BullMQ). */
  private async delay(job: Job, ms: number): Promise<never> {
    await job.moveToDelayed(Date.now() + ms, job.token);
    throw new DelayedError();
  }

  /** One delivery of the job: claimed, sent and recorded; or found done, or held by another worker. */
  private async step({ firingId, channel }: Delivery, lastJobAttempt: boolean): Promise<Step> {
    const claim = await this.claims.add({ firingId, channel });
    switch (claim.kind) {
      case 'settled':
        return { kind: 'done' };
      case 'abandoned':
        this.outcomes.inc({ channel, outcome: 'unknown' });
        this.logger.warn({ firingId, channel, attempt: claim.attempt }, `alert ${channel} delivery unknown: its sender stopped mid-send`);
        return { kind: 'done' };
      case 'busy':
        return { kind: 'wait', ms: claim.retryInMs };
      case 'claimed':
        return this.deliver(claim, firingId, channel, lastJobAttempt || claim.attempt >= queueSettings[this.queue].attempts);
    }
  }

  private async deliver(claim: Claimed, firingId: number, channel: DeliveryChannel, lastAttempt: boolean): Promise<Step> {
    try {
      await this.send(claim, channel);
    } catch (error) {
      const outcome = failureOutcome(error, channel, lastAttempt);
      await this.records.add({ firingId, channel, attempt: claim.attempt, ...outcome });
      const label = outcome.status === 'pending' ? 'retried' : outcome.status;
      this.outcomes.inc({ channel, outcome: label });
      this.logger.warn({ err: error, firingId, channel, attempt: claim.attempt, outcome: label }, `alert ${channel} delivery failed`);
      if (outcome.status !== 'pending') return { kind: 'done' };
      return { kind: 'retry', error, afterMs: error instanceof DeliveryError ? error.retryAfterMs : null };
    }
    await this.records.add({ firingId, channel, attempt: claim.attempt, status: 'sent', detail: null });
    this.outcomes.inc({ channel, outcome: 'sent' });
    return { kind: 'done' };
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
