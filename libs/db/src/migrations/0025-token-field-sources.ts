import { sql, type Kysely } from 'kysely';

/**
 * Where a token's name, symbol and market cap come from besides its alerts:
 * - `message_corrections`: the trader's correction of one message's token name, symbol or market
 *   cap, by (chat, message id) as the raw message is kept, so that it outlives the message row
 *   (a replay, an edit) and is laid over every new reading of the message. A null field is not
 *   corrected.
 * - `token_metadata`: the name and symbol a provider gives a token (DexScreener's base token, the
 *   mint's on-chain metadata), one row per provider, as last seen.
 * - `tokens.token_name_source`, `tokens.token_symbol_source`: who gave the token the name and
 *   symbol it shows ('alert', 'correction', 'onchain-metadata', 'dexscreener'); every token
 *   stored so far took them from its alerts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE message_corrections (
    chat_id text NOT NULL,
    message_id text NOT NULL,
    token_name text,
    token_symbol text,
    market_cap double precision,
    corrected_at timestamptz NOT NULL,
    PRIMARY KEY (chat_id, message_id),
    CHECK (token_name IS NOT NULL OR token_symbol IS NOT NULL OR market_cap IS NOT NULL)
  )`.execute(db);

  await sql`CREATE TABLE token_metadata (
    token_address text NOT NULL,
    provider text NOT NULL CHECK (provider IN ('dexscreener', 'onchain-metadata')),
    name text,
    symbol text,
    observed_at timestamptz NOT NULL,
    PRIMARY KEY (token_address, provider)
  )`.execute(db);

  await sql`ALTER TABLE tokens
    ADD COLUMN token_name_source text NOT NULL DEFAULT 'alert',
    ADD COLUMN token_symbol_source text NOT NULL DEFAULT 'alert'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE tokens DROP COLUMN token_name_source, DROP COLUMN token_symbol_source`.execute(db);
  await sql`DROP TABLE token_metadata`.execute(db);
  await sql`DROP TABLE message_corrections`.execute(db);
}
