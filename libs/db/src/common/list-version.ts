import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema.js';

/** A list read with the version it shows: the rows written below `version` are all in it. */
export interface VersionedList<T> {
  version: string;
  list: T;
}

/**
 * The oldest transaction of this database still running in the current snapshot, or the
 * snapshot's `xmax` when none is: the version of what the snapshot shows. Transactions of other
 * databases on the same server (a backup's pg_dump, another application's long job) cannot
 * write this database's rows, so they do not hold the version back; with `pg_snapshot_xmin`
 * alone, one of them running for an hour kept every dashboard on whole lists for that hour. A
 * transaction whose database cannot be told (its session hidden from this role) is counted.
 */
export const CURRENT_LIST_VERSION = sql<string>`(
  select coalesce(
    (select min(running) from pg_snapshot_xip(snapshot) as running
      where not exists (
        select from pg_stat_activity session
        where session.datname is distinct from current_database() and session.backend_xid = running::xid)),
    pg_snapshot_xmax(snapshot))
  from pg_current_snapshot() as snapshot)`;

/**
 * Reads with `read` under one snapshot and names its version (CURRENT_LIST_VERSION): every row
 * written by an older transaction of this database is in the snapshot; any it lacks was written
 * by that transaction or a later one, so has `changed_xid >= version` and is found by the next
 * poll `since` this version, even when its transaction commits long after (a row may come
 * twice, which is harmless). REPEATABLE READ: every statement of `read` sees that same snapshot,
 * taken by the first. `read` is told the version (for reads kept between answers: KeptTokenReads).
 */
export function readAtOneVersion<T>(
  db: Kysely<Database>,
  read: (tx: Transaction<Database>, version: string) => Promise<T>,
): Promise<VersionedList<T>> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (tx) => {
      const { rows } = await sql<{ version: string }>`SELECT ${CURRENT_LIST_VERSION}::text AS version`.execute(tx);
      const version = rows[0]?.version;
      if (version === undefined) throw new Error('PostgreSQL named no snapshot');
      return { version, list: await read(tx, version) };
    });
}
