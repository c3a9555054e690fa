import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<unknown>: they must not depend on today's schema types, which move on.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);

  await db.schema
    .createTable('raw_messages')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('chat_id', 'text', (c) => c.notNull())
    .addColumn('chat_title', 'text')
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('edit_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('date', 'timestamptz', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('links', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('raw_messages_chat_message_key', ['chat_id', 'message_id'])
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('chat_id', 'text', (c) => c.notNull())
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('message_type', 'text', (c) => c.notNull())
    .addColumn('token_address', 'text')
    .addColumn('token_name', 'text')
    .addColumn('token_symbol', 'text')
    .addColumn('timestamp', 'timestamptz', (c) => c.notNull())
    .addColumn('message_text', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('market_cap', 'double precision')
    .addColumn('twitter_mentions', 'integer')
    .addColumn('trending_level', 'text')
    .addColumn('links', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('caller_name', 'text')
    .addColumn('caller_link', 'text')
    .addColumn('extracted_data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('messages_chat_message_key', ['chat_id', 'message_id'])
    .execute();
  // A token's history, newest first; the latest message per token.
  await sql`CREATE INDEX messages_token_time_idx ON messages (token_address, timestamp DESC, id DESC)`.execute(db);
  // The tracer's keyset cursor, and its type filter.
  await sql`CREATE INDEX messages_time_idx ON messages (timestamp DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX messages_type_time_idx ON messages (message_type, timestamp DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX messages_text_trgm_idx ON messages USING gin (message_text gin_trgm_ops)`.execute(db);

  await db.schema
    .createTable('tokens')
    .addColumn('token_address', 'text', (c) => c.primaryKey())
    .addColumn('chain', 'text', (c) =>
      c
        .notNull()
        .defaultTo('solana')
        .check(sql`chain IN ('solana', 'evm')`),
    )
    .addColumn('token_name', 'text')
    .addColumn('token_symbol', 'text')
    .addColumn('pair_address', 'text')
    .addColumn('first_seen', 'timestamptz', (c) => c.notNull())
    .addColumn('last_updated', 'timestamptz', (c) => c.notNull())
    .addColumn('latest_message_at', 'timestamptz', (c) => c.notNull())
    .addColumn('message_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_message_type', 'text', (c) => c.notNull())
    .addColumn('initial_market_cap', 'double precision')
    .addColumn('initial_market_cap_at', 'timestamptz')
    .addColumn('current_market_cap', 'double precision')
    .addColumn('current_market_cap_at', 'timestamptz')
    .addColumn('ath_market_cap', 'double precision')
    .addColumn('ath_timestamp', 'timestamptz')
    .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('accumulated_data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  // The dashboard (active, newest first) and the archived page's sorts.
  await sql`CREATE INDEX tokens_hidden_first_seen_idx ON tokens (hidden, first_seen DESC)`.execute(db);
  await sql`CREATE INDEX tokens_hidden_current_mc_idx ON tokens (hidden, current_market_cap DESC NULLS LAST)`.execute(db);
  await sql`CREATE INDEX tokens_hidden_ath_mc_idx ON tokens (hidden, ath_market_cap DESC NULLS LAST)`.execute(db);
  await sql`CREATE INDEX tokens_hidden_ath_multiple_idx ON tokens
    (hidden, (ath_market_cap / NULLIF(initial_market_cap, 0)) DESC NULLS LAST)`.execute(db);
  await sql`CREATE INDEX tokens_hidden_name_idx ON tokens (hidden, lower(token_name))`.execute(db);
  await sql`CREATE INDEX tokens_search_trgm_idx ON tokens
    USING gin ((coalesce(token_name, '') || ' ' || coalesce(token_symbol, '') || ' ' || token_address) gin_trgm_ops)`.execute(db);

  await db.schema
    .createTable('templates')
    .addColumn('template_id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(100))
    .addColumn('sample_message', 'text')
    .addColumn('patterns', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('extractors', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('analyses')
    .addColumn('token_address', 'text', (c) => c.primaryKey())
    .addColumn('report', 'jsonb', (c) => c.notNull())
    .addColumn('analyzed_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['analyses', 'templates', 'tokens', 'messages', 'raw_messages']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
