import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql, type Kysely } from 'kysely';
import { createTestDatabase, newAlert, type TestDatabase } from '@solana-hub/testing';
import { connectDatabase } from './connection.js';
import { migrateToLatest } from './migrate.js';
import { storeAlerts } from './messages/alert-repository.js';
import { buildOnlineIndexes, onlineIndexes } from './online-indexes.js';
import * as smallerTextSearchPendingList from './migrations/0045-smaller-text-search-pending-list.js';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

/** Each index of messages the online ones name, with whether it is valid. */
async function indexStates(): Promise<Record<string, boolean>> {
  const { rows } = await sql<{ name: string; valid: boolean }>`
    SELECT c.relname AS name, i.indisvalid AS valid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
    WHERE i.indrelid = 'messages'::regclass`.execute(test.db);
  return Object.fromEntries(rows.map((row) => [row.name, row.valid]));
}

describe('buildOnlineIndexes', () => {
  it('leaves a migrated database with every online index valid and what they replace gone', async () => {
    const states = await indexStates();
    for (const index of onlineIndexes) {
      expect(states[index.name]).toBe(true);
      if (index.replaces) expect(states[index.replaces]).toBeUndefined();
    }
    expect(await buildOnlineIndexes(test.db)).toEqual([]);
    expect(await migrateToLatest(test.db)).toEqual([]);
  });

  it('builds again an index a cut-short build left invalid, and one missing', async () => {
    const [first, second] = onlineIndexes;
    if (!first || !second) throw new Error('two online indexes expected');
    // What an interrupted CREATE INDEX CONCURRENTLY leaves: the index, marked invalid.
    await sql`UPDATE pg_index SET indisvalid = false WHERE indexrelid = ${first.name}::regclass`.execute(test.db);
    await sql`DROP INDEX ${sql.id(second.name)}`.execute(test.db);
    expect(await indexStates()).toMatchObject({ [first.name]: false });
    expect(await buildOnlineIndexes(test.db)).toEqual([first.name, second.name]);
    expect(await indexStates()).toMatchObject({ [first.name]: true, [second.name]: true });
  });

  it("analyses the table it built on, so the planner has the indexed expressions' statistics", async () => {
    await storeAlerts(
      test.db,
      Array.from({ length: 30 }, (_, n) =>
        newAlert({ chatId: 'chat', messageId: String(n), timestamp: new Date(Date.UTC(2026, 0, 1, 0, n)), text: `buy ${n} on pump.fun` }),
      ),
    );
    const [first] = onlineIndexes;
    if (!first) throw new Error('an online index expected');
    await sql`DROP INDEX ${sql.id(first.name)}`.execute(test.db);
    expect(await buildOnlineIndexes(test.db)).toEqual([first.name]);
    const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM pg_stats WHERE tablename = ${first.name}`.execute(test.db);
    expect(Number(rows[0]?.n)).toBeGreaterThan(0);
  });

  it('drops the index one replaces once it is built', async () => {
    const replacing = onlineIndexes.find((index) => index.replaces);
    if (!replacing?.replaces) throw new Error('an online index replacing another expected');
    await sql`CREATE INDEX ${sql.id(replacing.replaces)} ON messages (id)`.execute(test.db);
    await buildOnlineIndexes(test.db);
    expect((await indexStates())[replacing.replaces]).toBeUndefined();
  });

  it('lets callers at once take turns, the later finding the indexes built', async () => {
    for (const index of onlineIndexes) await sql`DROP INDEX ${sql.id(index.name)}`.execute(test.db);
    const pools = [connectDatabase(test.url, { maxConnections: 1 }), connectDatabase(test.url, { maxConnections: 1 })];
    try {
      const built = await Promise.all(pools.map((db) => buildOnlineIndexes(db)));
      expect(built.flat().sort()).toEqual(onlineIndexes.map((index) => index.name).sort());
    } finally {
      await Promise.all(pools.map((db) => db.destroy()));
    }
    expect(Object.values(await indexStates()).every(Boolean)).toBe(true);
  });

  it("merges the text index's pending list every 4 MB, on a new database and on a hub migrated from before", async () => {
    const limit = async () => {
      const { rows } = await sql<{ options: string[] | null }>`
        SELECT reloptions AS options FROM pg_class WHERE relname = 'messages_search_text_idx'`.execute(test.db);
      return rows[0]?.options ?? null;
    };
    expect(await limit()).toEqual(['gin_pending_list_limit=4096']);
    // A migration is written against no schema (Kysely<unknown>), as the migrator runs it.
    const untyped = test.db as unknown as Kysely<unknown>;
    // A hub whose index was built before, with a 16 MB list.
    await sql`ALTER INDEX messages_search_text_idx SET (gin_pending_list_limit = 16384)`.execute(test.db);
    await smallerTextSearchPendingList.up(untyped);
    expect(await limit()).toEqual(['gin_pending_list_limit=4096']);
    // A new database, whose index is built after the migrations.
    await sql`DROP INDEX messages_search_text_idx`.execute(test.db);
    await smallerTextSearchPendingList.up(untyped);
    expect(await limit()).toBeNull();
    await buildOnlineIndexes(test.db);
    expect(await limit()).toEqual(['gin_pending_list_limit=4096']);
  });
});
