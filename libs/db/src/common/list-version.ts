import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema.js';

/** A list read with the version it shows: the rows written below `version` are all in it. */
export interface VersionedList<T> {
  version: string;
  list: T;
}

/**
 * Reads with `read` under one snapshot and names its version: the oldest transaction still
 * running when the snapshot was taken (`pg_snapshot_xmin`). Every row written by an older
 * transaction is in the snapshot; any it lacks was written by that transaction or a later one,
 * so has `changed_xid >= version` and is found by the next poll `since` this version, even when
 * its transaction commits long after (a row may come twice, which is harmless).
 * REPEATABLE READ: every statement of `read` sees that same snapshot, taken by the first.
 */
export function readAtOneVersion<T>(db: Kysely<Database>, read: (tx: Transaction<Database>) => Promise<T>): Promise<VersionedList<T>> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (tx) => {
      const { rows } = await sql<{ version: string }>`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS version`.execute(tx);
      const version = rows[0]?.version;
      if (version === undefined) throw new Error('PostgreSQL named no snapshot');
      return { version, list: await read(tx) };
    });
}
