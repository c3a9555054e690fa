// The production migration step (docker compose's `migrate` service, the Kubernetes Job):
// applies the pending migrations to DATABASE_URL from the built code, with neither tsx nor the
// dev dependencies the `npm run migrate` launcher needs:
//   DATABASE_URL=postgres://user:password@host:5432/solana_hub node libs/db/dist/migrate-cli.js
// Exit codes: 0 done (or nothing to do), 1 the migration failed, 2 no DATABASE_URL.
import { pathToFileURL } from 'node:url';
import { connectDatabase } from './connection.js';
import { migrateToLatest } from './migrate.js';

export interface MigrationRun {
  exitCode: 0 | 1 | 2;
  /** What happened, in one line for the deploy log. */
  report: string;
}

/**
 * Migrates the database the environment names. There is no default database: a production
 * migration aimed at a local server by mistake must stop, not succeed somewhere else.
 */
export async function migrateFromEnvironment(env: NodeJS.ProcessEnv): Promise<MigrationRun> {
  const databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    return { exitCode: 2, report: 'migrate: DATABASE_URL is not set (e.g. postgres://user:password@host:5432/solana_hub)' };
  }
  const db = connectDatabase(databaseUrl, { maxConnections: 1 });
  try {
    const applied = await migrateToLatest(db);
    return { exitCode: 0, report: applied.length > 0 ? `migrate: applied ${applied.join(', ')}` : 'migrate: the database is up to date' };
  } catch (error) {
    return { exitCode: 1, report: `migrate: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const run = await migrateFromEnvironment(process.env);
  (run.exitCode === 0 ? process.stdout : process.stderr).write(`${run.report}\n`);
  process.exitCode = run.exitCode;
}
