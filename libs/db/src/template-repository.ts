import type { Kysely, Selectable } from 'kysely';
import type { Database, TemplatesTable } from './schema.js';

/** Every template, highest priority first, as stored (the engine parses and validates them). */
export async function listTemplates(db: Kysely<Database>): Promise<Array<Selectable<TemplatesTable>>> {
  return db.selectFrom('templates').selectAll().orderBy('priority', 'desc').orderBy('template_id').execute();
}
