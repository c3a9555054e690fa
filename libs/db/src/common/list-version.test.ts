import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql, type Kysely } from 'kysely';
import { createTestDatabase, type TestDatabase } from '@solana-hub/testing';
import type { Database } from '../schema.js';
import { tokenListChangesSince } from './list-changes.js';
import { readAtOneVersion } from './list-version.js';

// The dashboard's lists name the version they show; a poll asks for what changed since. A
// transaction still running holds the version back (its rows may commit later), but only one
// that can write this database's rows: another database's long job on the same server must not
// keep every dashboard on whole lists.
let hub: TestDatabase;
let other: TestDatabase;
beforeAll(async () => {
  [hub, other] = await Promise.all([createTestDatabase(), createTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([hub.drop(), other.drop()]);
});

const NO_FILTER = {};

/** Runs `whileHeld` while a transaction of `db` holds a transaction id; answers that id. */
async function holdingTransaction<T>(db: Kysely<Database>, whileHeld: () => Promise<T>): Promise<{ held: bigint; result: T }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let started!: (xid: bigint) => void;
  const xid = new Promise<bigint>((resolve) => (started = resolve));
  const transaction = db.transaction().execute(async (tx) => {
    const { rows } = await sql<{ xid: string }>`SELECT pg_current_xact_id()::text AS xid`.execute(tx);
    started(BigInt(rows[0]!.xid));
    await released;
  });
  const held = await xid;
  try {
    return { held, result: await whileHeld() };
  } finally {
    release();
    await transaction;
  }
}

/** A transaction of the hub that commits, so the server's newest transaction id moves on. */
const commitOne = () => sql`SELECT pg_current_xact_id()`.execute(hub.db);
const currentVersion = async () => BigInt((await readAtOneVersion(hub.db, async () => null)).version);

describe('the version of the dashboard lists', () => {
  it('moves past a transaction of another database still running', async () => {
    const { held, result: version } = await holdingTransaction(other.db, async () => {
      await commitOne();
      return currentVersion();
    });
    expect(version).toBeGreaterThan(held);
  });

  it('stays at a transaction of this database still running, whose rows may commit later', async () => {
    const { held, result: version } = await holdingTransaction(hub.db, async () => {
      await commitOne();
      return currentVersion();
    });
    expect(version).toBe(held);
  });

  it('answers the changes since a version taken while another database held a transaction', async () => {
    const { result: version } = await holdingTransaction(other.db, async () => {
      await commitOne();
      return currentVersion();
    });
    expect(await tokenListChangesSince(hub.db, String(version), NO_FILTER)).toEqual({ tokens: [], removed: [] });
  });
});
