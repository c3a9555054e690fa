import { z } from 'zod';
import { dataDir } from '../repo-root.js';
import { provisionServers } from '../provision/servers.js';
import { migrateDatabase } from '../migrate-database.js';
import { readCommandLine, type CommandLine } from './command-line.js';

const commandLine: CommandLine<unknown> = {
  usage: `usage: npm run migrate
Applies the pending database migrations to DATABASE_URL, or to the private database of
npm start (started for the time it takes). Exit status: 0, 1 it failed, 2 a bad command line.`,
  schema: z.object({}),
};

/** `npm run migrate`: applies pending migrations to DATABASE_URL or the private database. */
export async function migrate(args: readonly string[]): Promise<number> {
  const read = readCommandLine(commandLine, args);
  if ('exit' in read) return read.exit;
  const servers = await provisionServers(process.env, dataDir);
  try {
    const applied = await migrateDatabase(servers.databaseUrl);
    console.log(applied.length > 0 ? `applied: ${applied.join(', ')}` : 'the database is up to date');
    return 0;
  } finally {
    await servers.stop();
  }
}
