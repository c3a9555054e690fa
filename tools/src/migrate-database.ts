import { connectDatabase, migrateToLatest } from '@solana-hub/db';

/** Applies pending migrations to the database at `databaseUrl`; answers what was applied. */
export async function migrateDatabase(databaseUrl: string): Promise<string[]> {
  const db = connectDatabase(databaseUrl, { maxConnections: 1 });
  try {
    return await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
}
