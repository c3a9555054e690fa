import { Migrator, type Kysely, type MigrationResult, type MigrationResultSet } from 'kysely';
import type { Database } from './schema.js';
import { migrations } from './migrations/index.js';
import { buildOnlineIndexes } from './online-indexes.js';

/** The hub's migrations, in the order of their names. */
export function hubMigrator<Schema>(db: Kysely<Schema>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

/** The migrations a migrator's step ran; throws naming the one that failed. */
export function ranMigrations({ error, results }: MigrationResultSet): MigrationResult[] {
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`, {
      cause: error,
    });
  }
  return results ?? [];
}

/**
 * Applies every pending migration, then builds the online indexes the database lacks; answers
 * the migrations' names and each index built as `<name> (built online)`. Kysely's lock makes
 * concurrent callers safe, and the online indexes take theirs.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const results = ranMigrations(await hubMigrator(db).migrateToLatest());
  const indexes = await buildOnlineIndexes(db);
  return [...results.map((result) => result.migrationName), ...indexes.map((name) => `${name} (built online)`)];
}
