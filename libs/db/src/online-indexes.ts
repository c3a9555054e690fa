import { sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * An index too large to build inside a migration: a migration runs in one transaction, where
 * CREATE INDEX holds every write to its table until it ends (minutes on a year of messages).
 * Built CONCURRENTLY once the migrations are applied, the writes going on meanwhile.
 */
interface OnlineIndex {
  name: string;
  table: string;
  /** What follows `CREATE INDEX CONCURRENTLY <name> ON <table> USING`. */
  method: RawBuilder<unknown>;
  /** An index this one takes the place of, dropped (CONCURRENTLY) once this one is valid. */
  replaces?: string;
}

/**
 * The tracer's text search (migration 0042): a message's words, and the addresses in it. The
 * words' pending list merges every 4 MB (migration 0045 says why).
 */
export const onlineIndexes: readonly OnlineIndex[] = [
  {
    name: 'messages_search_text_idx',
    table: 'messages',
    method: sql`gin (message_search_text(message_text) gin_trgm_ops) WITH (gin_pending_list_limit = 4096)`,
    replaces: 'messages_text_trgm_idx',
  },
  { name: 'messages_addresses_idx', table: 'messages', method: sql`gin (message_addresses(message_text))` },
];

/**
 * Builds every online index the database lacks, and drops what each replaces; answers the names
 * built. A table that gained one is analysed: an index on an expression gets the expression's
 * statistics only then, and without them the planner took a search for a common word ("pump")
 * through the index over a whole year of messages (771 ms) instead of down the newest ones
 * (25 ms). A build cut short (a restart, a lost connection) leaves an invalid index behind, which
 * the next call drops and builds again. Callers at once (the services of one deploy) take turns
 * on an advisory lock, so the second finds the first one's index built. The later one polls for
 * the lock rather than wait in pg_advisory_lock: a build CONCURRENTLY waits for every transaction
 * of its database to end, a waiting statement's too, which would deadlock the two.
 */
export async function buildOnlineIndexes<Schema>(db: Kysely<Schema>): Promise<string[]> {
  // One connection throughout: the advisory lock is its session's, and CONCURRENTLY refuses a transaction.
  return await db.connection().execute(async (connection) => {
    await takeLock(connection);
    try {
      const built: OnlineIndex[] = [];
      for (const index of onlineIndexes) {
        if (await buildIfMissing(connection, index)) built.push(index);
        if (index.replaces) await sql`DROP INDEX CONCURRENTLY IF EXISTS ${sql.id(index.replaces)}`.execute(connection);
      }
      for (const table of new Set(built.map((index) => index.table))) await sql`ANALYZE ${sql.table(table)}`.execute(connection);
      return built.map((index) => index.name);
    } finally {
      await sql`SELECT pg_advisory_unlock(${LOCK})`.execute(connection);
    }
  });
}

const LOCK = sql`hashtext('solana-hub online indexes')`;
const LOCK_POLL_MS = 250;

async function takeLock<Schema>(connection: Kysely<Schema>): Promise<void> {
  for (;;) {
    const { rows } = await sql<{ taken: boolean }>`SELECT pg_try_advisory_lock(${LOCK}) AS taken`.execute(connection);
    if (rows[0]?.taken) return;
    await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  }
}

async function buildIfMissing<Schema>(connection: Kysely<Schema>, index: OnlineIndex): Promise<boolean> {
  const { rows } = await sql<{ valid: boolean }>`
    SELECT indisvalid AS valid FROM pg_index WHERE indexrelid = to_regclass(${index.name})`.execute(connection);
  if (rows[0]?.valid) return false;
  if (rows[0]) await sql`DROP INDEX CONCURRENTLY ${sql.id(index.name)}`.execute(connection);
  await sql`CREATE INDEX CONCURRENTLY ${sql.id(index.name)} ON ${sql.table(index.table)} USING ${index.method}`.execute(connection);
  return true;
}
