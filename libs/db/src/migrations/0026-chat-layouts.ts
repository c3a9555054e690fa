import { sql, type Kysely } from 'kysely';

/**
 * Each chat's learned layout (libs/extraction layout-learning), kept here so it survives
 * restarts and every extractor reads and teaches the same one:
 * - `chat_layouts`: per chat, whether the trader lets it read (`enabled`), how many messages it
 *   learned from, how many it read a field of, and how often what it read agreed with values
 *   known apart from the chat;
 * - `chat_layout_rules`: the candidate rules, with how often each agreed and differed. Counts
 *   only ever grow by increments in SQL, so extractors writing at once lose none.
 * `learned_at` is the chat's `messages_learned` when the rule was first seen: rules a message
 * proposed once and no later one confirmed are dropped after a while (chat-layouts.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE chat_layouts (
    chat_id text PRIMARY KEY,
    enabled boolean NOT NULL DEFAULT true,
    messages_learned integer NOT NULL DEFAULT 0,
    messages_read integer NOT NULL DEFAULT 0,
    values_checked integer NOT NULL DEFAULT 0,
    values_agreed integer NOT NULL DEFAULT 0,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE TABLE chat_layout_rules (
    chat_id text NOT NULL REFERENCES chat_layouts (chat_id) ON DELETE CASCADE,
    field text NOT NULL,
    line_from text NOT NULL,
    line integer NOT NULL,
    anchor text NOT NULL,
    before_text text NOT NULL,
    after_text text NOT NULL,
    agreed integer NOT NULL DEFAULT 0,
    disagreed integer NOT NULL DEFAULT 0,
    learned_at integer NOT NULL,
    PRIMARY KEY (chat_id, field, line_from, line, anchor, before_text, after_text)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE chat_layout_rules`.execute(db);
  await sql`DROP TABLE chat_layouts`.execute(db);
}
