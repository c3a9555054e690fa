import { sql, type Kysely } from 'kysely';

/**
 * Where the market-cap thinning has reached, kept with the history it describes: the bound of
 * its last pass (everything older is thinned), so a pass looks only at what came since. It was a
 * Redis key that expired each day and was lost with Redis, and without it a pass read every
 * observation of the history (12 s of a core on a year, at every analyzer start after a Redis
 * restart, and once a day). No row yet: the first pass looks at the whole history, as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE market_cap_thinning (
    only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
    thinned_before timestamptz NOT NULL
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS market_cap_thinning`.execute(db);
}
