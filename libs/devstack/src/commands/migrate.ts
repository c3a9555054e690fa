import { dataDir } from '../repo-root.js';
import { provisionServers } from '../provision/servers.js';
import { migrateDatabase } from '../migrate-database.js';

/** `npm run migrate`: applies pending migrations to DATABASE_URL or the private database. */
export async function migrate(): Promise<number> {
  const servers = await provisionServers(process.env, dataDir);
  try {
    const applied = await migrateDatabase(servers.databaseUrl);
    console.log(applied.length > 0 ? `applied: ${applied.join(', ')}` : 'the database is up to date');
    return 0;
  } finally {
    await servers.stop();
  }
}
