import { sql, type Kysely } from 'kysely';
import { builtInExtractors0003 } from './0003-built-in-extractors.seed.js';

/**
 * The built-in templates read their alert type's fields (holders, dev share, volume, ...), and
 * describe each message with a few of them. Only built-ins still without extractors change:
 * a template the user has edited is theirs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, extractors] of Object.entries(builtInExtractors0003)) {
    await sql`UPDATE templates SET extractors = ${JSON.stringify(extractors)}::jsonb, updated_at = now()
      WHERE name = ${name} AND extractors = '[]'::jsonb`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of Object.keys(builtInExtractors0003)) {
    await sql`UPDATE templates SET extractors = '[]'::jsonb WHERE name = ${name}`.execute(db);
  }
}
