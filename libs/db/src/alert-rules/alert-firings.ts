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
 * Claims a firing: the insert of its (rule, token, threshold) row. The unique key lets exactly
 * one claim win, whichever worker, replica or retry makes it; the winner gets the firing's id,
 * every other claim null. The row is committed before anything is sent.
 */
export async function claimFiring(db: Kysely<Database>, claim: FiringClaim): Promise<AlertFiring | null> {
  const row = await db
    .insertInto('alert_rule_firings')
    .values({
      rule_id: claim.ruleId,
      token_address: claim.tokenAddress,
      threshold: claim.threshold,
      notice: JSON.stringify(claim.notice),
      deliveries: JSON.stringify(Object.fromEntries(claim.channels.map((channel) => [channel, pending]))),
    })
    .onConflict((conflict) => conflict.columns(['rule_id', 'token_address', 'threshold']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ? toFiring(row) : null;
}

/** The thresholds of a rule already fired for a token. */
export async function firedThresholds(db: Kysely<Database>, tokenAddress: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('alert_rule_firings')
    .select(['rule_id', 'threshold'])
    .where('token_address', '=', tokenAddress)
    .execute();
  return new Set(rows.map((row) => firingKey(row.rule_id, row.threshold)));
}

export function firingKey(ruleId: number, threshold: string): string {
  return `${ruleId}|${threshold}`;
}

/** A token's firings with a delivery not finished: a worker that died before queueing them leaves them so. */
export async function undeliveredFirings(db: Kysely<Database>, tokenAddress: string): Promise<AlertFiring[]> {
  const rows = await db
    .selectFrom('alert_rule_firings')
    .selectAll()
    .where('token_address', '=', tokenAddress)
    .where(sql<boolean>`deliveries::text LIKE '%"pending"%'`)
    .execute();
  return rows.map(toFiring);
}

export async function findFiring(db: Kysely<Database>, id: number): Promise<(AlertFiring & { ruleId: number }) | null> {
  const row = await db.selectFrom('alert_rule_firings').selectAll().where('id', '=', String(id)).executeTakeFirst();
  return row ? { ...toFiring(row), ruleId: row.rule_id } : null;
}

/** Records how a delivery went (a key of `deliveries` replaced in place: two channels' deliveries never undo each other). */
export async function recordDelivery(db: Kysely<Database>, id: number, channel: DeliveryChannel, result: DeliveryResult): Promise<void> {
  await db
    .updateTable('alert_rule_firings')
    .set({ deliveries: sql`jsonb_set(deliveries, ${sql.val([channel])}::text[], ${JSON.stringify(result)}::jsonb)` })
    .where('id', '=', String(id))
    .execute();
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

function toFiring(row: Selectable<AlertRuleFiringsTable>): AlertFiring {
  const deliveries: AlertFiring['deliveries'] = {};
  for (const [channel, result] of Object.entries(row.deliveries)) {
    if (channel === 'telegram' || channel === 'webhook') deliveries[channel] = deliveryResultSchema.parse(result);
  }
  return { id: Number(row.id), fired_at: row.fired_at.toISOString(), notice: alertNoticeSchema.parse(row.notice), deliveries };
}
