import { sql, type Kysely, type Selectable } from 'kysely';
import { deliveryResultSchema, type AlertFiring, type DeliveryChannel } from '@solana-hub/contracts';
import type { AlertRuleFiringsTable, Database } from '../schema.js';
import { toFiring } from './alert-firings.js';

/**
 * What a delivery's claim found (docs/live-updates.md, "Exactly once"):
 * - `claimed`: the delivery was `pending` (or, where asked, a `sending` left by a worker that
 *   stopped) and is now `sending` under this attempt: the caller sends, then records the outcome.
 * - `busy`: another worker claimed it and may be sending now; ask again once its lease ends.
 * - `abandoned`: a worker claimed it and stopped without an outcome; it was recorded `unknown`.
 * - `settled`: sent, failed or unknown already, or the firing is gone (its rule was deleted).
 */
export type DeliveryClaim =
  | { kind: 'claimed'; attempt: number; firing: AlertFiring; webhook: { url: string | null; secret: string } }
  | { kind: 'busy'; retryInMs: number }
  | { kind: 'abandoned'; attempt: number }
  | { kind: 'settled' };

export interface ClaimOptions {
  /** How long a claim stays its worker's: longer than a send may take (the call's timeout and some). */
  leaseMs: number;
  /**
   * What a claim past its lease means: `resend` for a receiver that dedupes (a webhook, by its
   * firing id): claimed again and sent again; `give-up` where a second send would be a
   * duplicate nobody can undo (Telegram): recorded `unknown`.
   */
  whenStale: 'resend' | 'give-up';
}

/** The detail an abandoned Telegram delivery is recorded with. */
export const ABANDONED_DETAIL =
  'the worker sending it stopped before it knew the outcome: the message may or may not have arrived, and is not sent again';

const path = (channel: DeliveryChannel, ...keys: string[]) => sql`${sql.val([channel, ...keys])}::text[]`;

/**
 * Claims deliveries of one channel before they are sent: one UPDATE of the firings' rows turns
 * the channel's state from `pending` to `sending`, counting the attempt, with PostgreSQL's
 * clock. Two workers claiming at once are ordered by the rows' locks: one claims, the other
 * finds it `sending`. Answers one claim per id, in order; an id asked twice is claimed once
 * (its first), the other finds it busy.
 */
export async function claimDeliveries(
  db: Kysely<Database>,
  channel: DeliveryChannel,
  firingIds: readonly number[],
  options: ClaimOptions,
): Promise<DeliveryClaim[]> {
  const status = sql`f.deliveries #>> ${path(channel, 'status')}`;
  const claimedAt = sql`(f.deliveries #>> ${path(channel, 'at')})::timestamptz`;
  const stale = sql`${claimedAt} < now() - ${options.leaseMs}::int * interval '1 millisecond'`;
  const { rows } = await sql<Selectable<AlertRuleFiringsTable> & { webhook_url: string | null; webhook_secret: string }>`
    UPDATE alert_rule_firings f
    SET deliveries = jsonb_set(f.deliveries, ${path(channel)}, jsonb_build_object(
      'status', 'sending',
      'attempts', coalesce((f.deliveries #>> ${path(channel, 'attempts')})::int, 0) + 1,
      'at', now(),
      'detail', null))
    FROM alert_rules r
    WHERE f.id = ANY(${[...new Set(firingIds)].map(String)}::bigint[]) AND r.id = f.rule_id
      AND (${status} = 'pending' OR (${options.whenStale === 'resend'}::boolean AND ${status} = 'sending' AND ${stale}))
    RETURNING f.*, r.actions ->> 'webhookUrl' AS webhook_url, r.webhook_secret`.execute(db);
  const claimed = new Map(
    rows.map((row): [number, DeliveryClaim] => {
      const firing = toFiring(row);
      const attempt = firing.deliveries[channel]?.attempts ?? 1;
      return [firing.id, { kind: 'claimed', attempt, firing, webhook: { url: row.webhook_url, secret: row.webhook_secret } }];
    }),
  );
  const answered = new Set<number>();
  return Promise.all(
    firingIds.map(async (id): Promise<DeliveryClaim> => {
      const first = !answered.has(id);
      answered.add(id);
      const claim = claimed.get(id);
      if (claim) return first ? claim : { kind: 'busy', retryInMs: options.leaseMs };
      return settleUnclaimed(db, id, channel, options);
    }),
  );
}

/** Claims one delivery (claimDeliveries). */
export async function claimDelivery(
  db: Kysely<Database>,
  firingId: number,
  channel: DeliveryChannel,
  options: ClaimOptions,
): Promise<DeliveryClaim> {
  const [claim] = await claimDeliveries(db, channel, [firingId], options);
  return claim ?? { kind: 'settled' };
}

/** Why a claim found nothing to claim, and for a stale Telegram claim, recording it `unknown`. */
async function settleUnclaimed(
  db: Kysely<Database>,
  firingId: number,
  channel: DeliveryChannel,
  { leaseMs, whenStale }: ClaimOptions,
): Promise<DeliveryClaim> {
  const { rows } = await sql<{ delivery: unknown; lease_end: Date | null; now: Date }>`
    SELECT f.deliveries -> ${channel} AS delivery,
           (f.deliveries #>> ${path(channel, 'at')})::timestamptz + ${leaseMs}::int * interval '1 millisecond' AS lease_end,
           now() AS now
    FROM alert_rule_firings f WHERE f.id = ${String(firingId)}`.execute(db);
  const row = rows[0];
  const delivery = deliveryResultSchema.safeParse(row?.delivery);
  if (!row || !delivery.success) return { kind: 'settled' };
  const { status, attempts } = delivery.data;
  // Recorded `pending` since the UPDATE looked (a retryable failure): the next try claims it.
  if (status === 'pending') return { kind: 'busy', retryInMs: 0 };
  if (status !== 'sending') return { kind: 'settled' };
  // Measured on PostgreSQL's clock, the one the claim was made with.
  const leaseLeft = (row.lease_end?.getTime() ?? 0) - row.now.getTime();
  if (leaseLeft > 0) return { kind: 'busy', retryInMs: leaseLeft };
  if (whenStale === 'resend') return { kind: 'busy', retryInMs: 0 };
  const abandoned = await recordDeliveryOutcome(db, firingId, channel, attempts, { status: 'unknown', detail: ABANDONED_DETAIL });
  return abandoned ? { kind: 'abandoned', attempt: attempts } : { kind: 'settled' };
}

export interface DeliveryOutcome {
  status: 'sent' | 'pending' | 'failed' | 'unknown';
  detail: string | null;
}

/** How one claimed attempt went. */
export interface AttemptOutcome extends DeliveryOutcome {
  firingId: number;
  attempt: number;
}

/**
 * Records how claimed attempts of one channel went, each only while its claim stands: a worker
 * whose claim was taken over records nothing, except `sent` over an `unknown` (it knows better).
 * One UPDATE; answers, in order, whether each was recorded. A key of `deliveries` is replaced in
 * place: two channels never undo each other.
 */
export async function recordDeliveryOutcomes(
  db: Kysely<Database>,
  channel: DeliveryChannel,
  outcomes: readonly AttemptOutcome[],
): Promise<boolean[]> {
  if (outcomes.length === 0) return [];
  const status = sql`f.deliveries #>> ${path(channel, 'status')}`;
  const { rows } = await sql<{ id: string }>`
    UPDATE alert_rule_firings f
    SET deliveries = jsonb_set(f.deliveries, ${path(channel)}, jsonb_build_object(
      'status', o.status, 'attempts', o.attempt, 'at', now(), 'detail', o.detail))
    FROM unnest(
      ${outcomes.map((outcome) => String(outcome.firingId))}::bigint[],
      ${outcomes.map((outcome) => outcome.attempt)}::int[],
      ${outcomes.map((outcome) => outcome.status)}::text[],
      ${outcomes.map((outcome) => outcome.detail)}::text[]
    ) AS o(id, attempt, status, detail)
    WHERE f.id = o.id
      AND (f.deliveries #>> ${path(channel, 'attempts')})::int = o.attempt
      AND (${status} = 'sending' OR (${status} = 'unknown' AND o.status = 'sent'))
    RETURNING f.id`.execute(db);
  const recorded = new Set(rows.map((row) => Number(row.id)));
  return outcomes.map((outcome) => recorded.has(outcome.firingId));
}

/** Records how one claimed attempt went (recordDeliveryOutcomes); true when recorded. */
export async function recordDeliveryOutcome(
  db: Kysely<Database>,
  firingId: number,
  channel: DeliveryChannel,
  attempt: number,
  outcome: DeliveryOutcome,
): Promise<boolean> {
  const [recorded] = await recordDeliveryOutcomes(db, channel, [{ firingId, attempt, ...outcome }]);
  return recorded ?? false;
}
