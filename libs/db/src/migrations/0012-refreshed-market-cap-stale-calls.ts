import { sql, type Kysely } from 'kysely';

/**
 * A refreshed market cap that changes without an insert marks its token's calls stale too.
 * Migration 0011 marked only inserted rows, but recordRefreshedMarketCap raises the value of an
 * existing (token, time) row with an update (INSERT ... ON CONFLICT DO UPDATE: the insert's
 * transition table holds no updated row), so a call kept the figures of the lower value until
 * another write touched its token. Updates and deletes (a hand-made fix) now mark both the old
 * and the new token, and every token with a refreshed market cap is recomputed once, at the
 * next refresh.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE FUNCTION stale_calls_of_updated_market_caps() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO channel_calls_stale (token_address)
        SELECT token_address FROM old_rows UNION SELECT token_address FROM new_rows;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER refreshed_market_caps_stale_calls_update AFTER UPDATE ON refreshed_market_caps
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stale_calls_of_updated_market_caps()`.execute(
    db,
  );
  await sql`CREATE TRIGGER refreshed_market_caps_stale_calls_delete AFTER DELETE ON refreshed_market_caps
    REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION stale_calls_of_rows()`.execute(db);
  await sql`INSERT INTO channel_calls_stale (token_address) SELECT DISTINCT token_address FROM refreshed_market_caps`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS refreshed_market_caps_stale_calls_delete ON refreshed_market_caps`.execute(db);
  await sql`DROP TRIGGER IF EXISTS refreshed_market_caps_stale_calls_update ON refreshed_market_caps`.execute(db);
  await sql`DROP FUNCTION IF EXISTS stale_calls_of_updated_market_caps()`.execute(db);
}
