import { sql, type Kysely } from 'kysely';

/**
 * Which channels are worth following (docs/channel-scores.md says why it is built so).
 *
 * - `refreshed_market_caps`: every market cap the analyzer's refresh observed (recordMarketCap),
 *   one row per (token, time). The alerts' own market caps stay where they are, in `messages`;
 *   the view `market_cap_history` puts both sources side by side, so an edit or a replay that
 *   changes a message's market cap changes the history with it.
 * - `channel_calls`: each chat's first message about a token with its figures, derived from
 *   `messages` and the history, recomputed per token by refreshChannelCalls.
 * - `channel_calls_stale`: the tokens whose calls must be recomputed. Statement triggers on
 *   `messages` and `refreshed_market_caps` append one row per token a statement touched: an
 *   append-only log, so a writer never waits on it and a refresh that deletes the rows it sees
 *   leaves those of uncommitted writers for the next one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE refreshed_market_caps (
    token_address text NOT NULL,
    observed_at timestamptz NOT NULL,
    market_cap double precision NOT NULL,
    PRIMARY KEY (token_address, observed_at)
  )`.execute(db);
  await sql`CREATE VIEW market_cap_history AS
    SELECT token_address, timestamp AS at, market_cap, 'alert'::text AS source
      FROM messages WHERE token_address IS NOT NULL AND market_cap IS NOT NULL
    UNION ALL
    SELECT token_address, observed_at, market_cap, 'refresh'::text FROM refreshed_market_caps`.execute(db);

  await sql`CREATE TABLE channel_calls (
    token_address text NOT NULL,
    chat_id text NOT NULL,
    message_id text NOT NULL,
    chat_title text,
    called_at timestamptz NOT NULL,
    market_cap_at_call double precision,
    peak_1h double precision,
    peak_24h double precision,
    peak_7d double precision,
    peak_source text,
    minutes_to_2x double precision,
    drawdown_7d double precision,
    first boolean NOT NULL,
    minutes_behind_first double precision NOT NULL,
    PRIMARY KEY (token_address, chat_id)
  )`.execute(db);
  await sql`CREATE INDEX channel_calls_called_at_idx ON channel_calls (called_at)`.execute(db);
  // Every column the Channels answer reads, so it runs as an index-only scan: the table is
  // rewritten a token at a time, and its pages must be vacuumed often to stay all-visible.
  await sql`CREATE INDEX channel_calls_chat_idx ON channel_calls (chat_id, called_at DESC) INCLUDE (
    first, minutes_behind_first, minutes_to_2x, peak_source, market_cap_at_call, peak_24h, peak_7d, drawdown_7d, chat_title)`.execute(db);
  await sql`ALTER TABLE channel_calls SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02)`.execute(
    db,
  );

  await sql`CREATE TABLE channel_calls_stale (token_address text NOT NULL)`.execute(db);
  await sql`CREATE INDEX channel_calls_stale_token_idx ON channel_calls_stale (token_address)`.execute(db);

  // Inserted and deleted rows go by one name (changed_rows); an update compares both sides.
  await sql`CREATE FUNCTION stale_calls_of_rows() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO channel_calls_stale (token_address)
        SELECT DISTINCT token_address FROM changed_rows WHERE token_address IS NOT NULL;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE FUNCTION stale_calls_of_updated_messages() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      -- Only what a call or the history reads: an AI answer or a deletion mark moves nothing.
      INSERT INTO channel_calls_stale (token_address)
        SELECT DISTINCT address FROM old_rows o JOIN new_rows n ON n.id = o.id,
          LATERAL (VALUES (o.token_address), (n.token_address)) AS touched(address)
        WHERE address IS NOT NULL
          AND (o.token_address IS DISTINCT FROM n.token_address OR o.chat_id <> n.chat_id
            OR o.timestamp <> n.timestamp OR o.market_cap IS DISTINCT FROM n.market_cap);
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER messages_stale_calls_insert AFTER INSERT ON messages
    REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION stale_calls_of_rows()`.execute(db);
  await sql`CREATE TRIGGER messages_stale_calls_update AFTER UPDATE ON messages
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stale_calls_of_updated_messages()`.execute(
    db,
  );
  await sql`CREATE TRIGGER messages_stale_calls_delete AFTER DELETE ON messages
    REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION stale_calls_of_rows()`.execute(db);
  await sql`CREATE TRIGGER refreshed_market_caps_stale_calls AFTER INSERT ON refreshed_market_caps
    REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION stale_calls_of_rows()`.execute(db);

  // Messages stored before this migration: every token with one gets its calls at the first refresh.
  await sql`INSERT INTO channel_calls_stale (token_address)
    SELECT DISTINCT token_address FROM messages WHERE token_address IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS refreshed_market_caps_stale_calls ON refreshed_market_caps`.execute(db);
  await sql`DROP TRIGGER IF EXISTS messages_stale_calls_delete ON messages`.execute(db);
  await sql`DROP TRIGGER IF EXISTS messages_stale_calls_update ON messages`.execute(db);
  await sql`DROP TRIGGER IF EXISTS messages_stale_calls_insert ON messages`.execute(db);
  await sql`DROP FUNCTION IF EXISTS stale_calls_of_rows(), stale_calls_of_updated_messages()`.execute(db);
  await sql`DROP TABLE IF EXISTS channel_calls_stale, channel_calls`.execute(db);
  await sql`DROP VIEW IF EXISTS market_cap_history`.execute(db);
  await sql`DROP TABLE IF EXISTS refreshed_market_caps`.execute(db);
}
