import { sql, type Kysely } from 'kysely';
import { builtInTemplates0002 } from './0002-built-in-templates.seed.js';

/**
 * Names and symbols get the time of the message they came from (the newest non-empty one wins,
 * whatever order messages arrive in), and the built-in templates are seeded. The seed is what
 * the built-ins were when a database was created; after that they are the user's to edit, so a
 * later change to the built-ins needs a migration of its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tokens').addColumn('token_name_at', 'timestamptz').addColumn('token_symbol_at', 'timestamptz').execute();
  await sql`UPDATE tokens SET token_name_at = CASE WHEN token_name IS NULL THEN NULL ELSE latest_message_at END,
    token_symbol_at = CASE WHEN token_symbol IS NULL THEN NULL ELSE latest_message_at END`.execute(db);
  for (const template of builtInTemplates0002) {
    await sql`INSERT INTO templates (name, display_name, enabled, priority, sample_message, patterns, extractors)
      VALUES (${template.name}, ${template.display_name}, ${template.enabled}, ${template.priority}, NULL,
              ${JSON.stringify(template.patterns)}::jsonb, '[]'::jsonb)
      ON CONFLICT (name) DO NOTHING`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tokens').dropColumn('token_name_at').dropColumn('token_symbol_at').execute();
}
