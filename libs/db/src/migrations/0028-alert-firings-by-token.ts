import { sql, type Kysely } from 'kysely';

/**
 * A check of the alert rules reads the firings of the tokens it checks (which thresholds fired,
 * which deliveries are still pending): by token, not by rule first as the unique key is. Without
 * this index each check scanned every firing ever made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX alert_rule_firings_token_idx ON alert_rule_firings (token_address)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX alert_rule_firings_token_idx`.execute(db);
}
