import { sql, type Kysely } from 'kysely';

/**
 * The trader's alert rules and their firings (docs/live-updates.md, "Alert rules"):
 * - `alert_rules`: the conditions (JSONB, checked by zod on both sides), the actions, and the
 *   secret the rule's webhook bodies are signed with.
 * - `alert_rule_firings`: one row per (rule, token, threshold) ever fired; the threshold is the
 *   multiple reached for a rule on multiples, '' otherwise. Its unique key is the claim: the
 *   worker that inserts the row is the one that sends, whatever the number of replicas and
 *   however often a job is retried. The row keeps what was told (`notice`) and how each
 *   delivery went (`deliveries`, by channel).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE alert_rules (
    id serial PRIMARY KEY,
    name text NOT NULL,
    enabled boolean NOT NULL DEFAULT true,
    conditions jsonb NOT NULL,
    actions jsonb NOT NULL,
    webhook_secret text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE TABLE alert_rule_firings (
    id bigserial PRIMARY KEY,
    rule_id integer NOT NULL REFERENCES alert_rules (id) ON DELETE CASCADE,
    token_address text NOT NULL,
    threshold text NOT NULL,
    fired_at timestamptz NOT NULL DEFAULT now(),
    notice jsonb NOT NULL,
    deliveries jsonb NOT NULL,
    UNIQUE (rule_id, token_address, threshold)
  )`.execute(db);
  await sql`CREATE INDEX alert_rule_firings_fired_at_idx ON alert_rule_firings (fired_at DESC, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE alert_rule_firings`.execute(db);
  await sql`DROP TABLE alert_rules`.execute(db);
}
