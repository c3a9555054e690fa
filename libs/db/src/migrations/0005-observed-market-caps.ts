import { sql, type Kysely } from 'kysely';

/**
 * The market caps a data provider reported for a token (the analyzer's refresh), kept apart
 * from what the messages said: a token rebuilt from its messages (an edit, a reprocessing) is
 * folded again from the messages and then merged with these, so a refresh is never lost. The
 * newest observation and the highest one; tokens refreshed before this migration have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE tokens
    ADD COLUMN observed_market_cap double precision,
    ADD COLUMN observed_market_cap_at timestamptz,
    ADD COLUMN observed_ath_market_cap double precision,
    ADD COLUMN observed_ath_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE tokens
    DROP COLUMN observed_market_cap,
    DROP COLUMN observed_market_cap_at,
    DROP COLUMN observed_ath_market_cap,
    DROP COLUMN observed_ath_at`.execute(db);
}
