import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { alertActionsSchema, alertConditionsSchema, type AlertRule, type AlertRuleInput } from '@solana-hub/contracts';
import type { AlertRulesTable, Database } from '../schema.js';

function toRule(row: Selectable<AlertRulesTable>): AlertRule {
  return {
    id: row.id,
    webhook_secret: row.webhook_secret,
    name: row.name,
    enabled: row.enabled,
    // Parsed, not cast: a row edited by hand that no longer reads as a rule fails loudly here.
    conditions: alertConditionsSchema.parse(row.conditions),
    actions: alertActionsSchema.parse(row.actions),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Stores a new rule with a fresh webhook secret (32 random bytes, hex). */
export async function createAlertRule(db: Kysely<Database>, input: AlertRuleInput): Promise<AlertRule> {
  const row = await db
    .insertInto('alert_rules')
    .values({
      name: input.name,
      enabled: input.enabled,
      conditions: JSON.stringify(input.conditions),
      actions: JSON.stringify(input.actions),
      webhook_secret: randomBytes(32).toString('hex'),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRule(row);
}

/** Replaces a rule's name, conditions and actions; null when there is no such rule. Its secret and firings stay. */
export async function updateAlertRule(db: Kysely<Database>, id: number, input: AlertRuleInput): Promise<AlertRule | null> {
  const row = await db
    .updateTable('alert_rules')
    .set({
      name: input.name,
      enabled: input.enabled,
      conditions: JSON.stringify(input.conditions),
      actions: JSON.stringify(input.actions),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toRule(row) : null;
}

export async function setAlertRuleEnabled(db: Kysely<Database>, id: number, enabled: boolean): Promise<AlertRule | null> {
  const row = await db
    .updateTable('alert_rules')
    .set({ enabled, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toRule(row) : null;
}

/** Deletes a rule and its firings; false when there was no such rule. */
export async function deleteAlertRule(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('alert_rules').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function findAlertRule(db: Kysely<Database>, id: number): Promise<AlertRule | null> {
  const row = await db.selectFrom('alert_rules').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toRule(row) : null;
}

/** Every rule, oldest first; only the enabled ones when asked. */
export async function listAlertRules(db: Kysely<Database>, onlyEnabled = false): Promise<AlertRule[]> {
  let query = db.selectFrom('alert_rules').selectAll().orderBy('id');
  if (onlyEnabled) query = query.where('enabled', '=', true);
  return (await query.execute()).map(toRule);
}
