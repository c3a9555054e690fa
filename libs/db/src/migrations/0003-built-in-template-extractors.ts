import { sql, type Kysely } from 'kysely';
import { builtInExtractors, builtInTemplates } from '@solana-hub/extraction';

/**
 * The built-in templates read their alert type's fields (holders, dev share, volume, ...), and
 * describe each message with a few of them. Only built-ins still without extractors change:
 * a template the user has edited is theirs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const template of builtInTemplates) {
    await sql`UPDATE templates SET extractors = ${JSON.stringify(builtInExtractors(template.name))}::jsonb, updated_at = now()
      WHERE name = ${template.name} AND extractors = '[]'::jsonb`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const template of builtInTemplates) {
    await sql`UPDATE templates SET extractors = '[]'::jsonb WHERE name = ${template.name}`.execute(db);
  }
}
