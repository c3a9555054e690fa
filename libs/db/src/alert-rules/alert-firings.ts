import { sql, type Kysely, type Selectable } from 'kysely';
import {
  alertNoticeSchema,
  deliveryResultSchema,
  type AlertFiring,
  type AlertNotice,
  type DeliveryChannel,
  type DeliveryResult,
} from '@solana-hub/contracts';
import type { AlertRuleFiringsTable, Database } from '../schema.js';

export interface FiringClaim {
  ruleId: number;
  tokenAddress: string;
  /** the multiple reached ('2', '5'…), or '' for a rule without multiples */
  threshold: string;
  notice: AlertNotice;
  /** the deliveries the rule asks for, each pending */
  channels: readonly DeliveryChannel[];
}

const pending: DeliveryResult = { status: 'pending', attempts: 0, at: null, detail: null };

/**
 * Claims firings: one insert of their (rule, token, threshold) rows. The unique key lets exactly
 * one claim of each win, whichever worker, replica or retry makes it; the winners come back,
 * every other claim does nothing. The rows are committed before anything is sent. The rows go
 * in key order, so two workers claiming overlapping sets wait for each other rather than
 * deadlock.
 */
export async function claimFirings(db: Kysely<Database>, claims: readonly FiringClaim[]): Promise<Array<AlertFiring & { ruleId: number }>> {
  if (claims.length === 0) return [];
  const ordered = [...claims].sort(
    (a, b) => a.ruleId - b.ruleId || compare(a.tokenAddress, b.tokenAddress) || compare(a.threshold, b.threshold),
  );
  const rows = await db
    .insertInto('alert_rule_firings')
    .values(
      ordered.map((claim) => ({
        rule_id: claim.ruleId,
        token_address: claim.tokenAddress,
        threshold: claim.threshold,
        notice: JSON.stringify(claim.notice),
        deliveries: JSON.stringify(Object.fromEntries(claim.channels.map((channel) => [channel, pending]))),
      })),
    )
    .onConflict((conflict) => conflict.columns(['rule_id', 'token_address', 'threshold']).doNothing())
    .returningAll()
    .execute();
  return rows.map((row) => ({ ...toFiring(row), ruleId: row.rule_id }));
}

/** Claims one firing: the firing when this claim won, null when another had. */
export async function claimFiring(db: Kysely<Database>, claim: FiringClaim): Promise<AlertFiring | null> {
  return (await claimFirings(db, [claim]))[0] ?? null;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The (rule, token, threshold) keys already fired for the given tokens. */
export async function firedThresholds(db: Kysely<Database>, tokenAddresses: readonly string[]): Promise<Set<string>> {
  if (tokenAddresses.length === 0) return new Set();
  const rows = await db
    .selectFrom('alert_rule_firings')
    .select(['rule_id', 'token_address', 'threshold'])
    .where('token_address', 'in', [...new Set(tokenAddresses)])
    .execute();
  return new Set(rows.map((row) => firingKey(row.rule_id, row.token_address, row.threshold)));
}

export function firingKey(ruleId: number, tokenAddress: string, threshold: string): string {
  return `${ruleId}|${tokenAddress}|${threshold}`;
}

/**
 * The deliveries still `pending` of the given tokens' firings: a worker that died between its
 * claim and queueing them leaves them so, and the retried check queues them.
 */
export async function pendingDeliveries(
  db: Kysely<Database>,
  tokenAddresses: readonly string[],
): Promise<Array<{ firingId: number; channel: DeliveryChannel }>> {
  if (tokenAddresses.length === 0) return [];
  const { rows } = await sql<{ id: string; channel: DeliveryChannel }>`
    SELECT f.id, d.key AS channel
    FROM alert_rule_firings f, jsonb_each(f.deliveries) d
    WHERE f.token_address = ANY(${[...new Set(tokenAddresses)]}) AND d.value ->> 'status' = 'pending'
    ORDER BY f.id, d.key`.execute(db);
  return rows.map((row) => ({ firingId: Number(row.id), channel: row.channel }));
}

export async function findFiring(db: Kysely<Database>, id: number): Promise<(AlertFiring & { ruleId: number }) | null> {
  const row = await db.selectFrom('alert_rule_firings').selectAll().where('id', '=', String(id)).executeTakeFirst();
  return row ? { ...toFiring(row), ruleId: row.rule_id } : null;
}

/** Firings newest first, of one rule or all, before a firing id (the page's cursor). */
export async function listFirings(
  db: Kysely<Database>,
  options: { ruleId?: number; before?: number; limit: number },
): Promise<AlertFiring[]> {
  let query = db.selectFrom('alert_rule_firings').selectAll().orderBy('fired_at', 'desc').orderBy('id', 'desc').limit(options.limit);
  if (options.ruleId !== undefined) query = query.where('rule_id', '=', options.ruleId);
  if (options.before !== undefined) query = query.where('id', '<', String(options.before));
  return (await query.execute()).map(toFiring);
}

export function toFiring(row: Selectable<AlertRuleFiringsTable>): AlertFiring {
  const deliveries: AlertFiring['deliveries'] = {};
  for (const [channel, result] of Object.entries(row.deliveries)) {
    if (channel === 'telegram' || channel === 'webhook') deliveries[channel] = deliveryResultSchema.parse(result);
  }
  return { id: Number(row.id), fired_at: row.fired_at.toISOString(), notice: alertNoticeSchema.parse(row.notice), deliveries };
}
