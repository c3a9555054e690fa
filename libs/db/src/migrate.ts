import { Migrator, type Kysely } from 'kysely';
import type { Database } from './schema.js';
import { migrations } from './migrations/index.js';
import { buildOnlineIndexes } from './online-indexes.js';

/**
 * Applies every pending migration, then builds the online indexes the database lacks; answers
 * the migrations' names and each index built as `<name> (built online)`. Kysely's lock makes
 * concurrent callers safe, and the online indexes take theirs.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`, {
      cause: error,
    });
  }
  const indexes = await buildOnlineIndexes(db);
  return [...(results ?? []).map((result) => result.migrationName), ...indexes.map((name) => `${name} (built online)`)];
}
