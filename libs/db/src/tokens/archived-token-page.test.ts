import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { createTestDatabase, newAlert, type TestDatabase } from '@solana-hub/testing';
import { storeAlerts } from '../messages/alert-repository.js';
import { archivedTokensPage } from './archived-token-page.js';
import { countArchivedTokens, foldArchivedTokenCount, setTokenArchived } from './token-archive.js';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
  // 25 tokens first seen at 10 distinct times (ties broken by address), 20 of them archived.
  await storeAlerts(
    test.db,
    Array.from({ length: 25 }, (_, n) =>
      newAlert({
        chatId: 'chat',
        messageId: String(n),
        timestamp: new Date(Date.UTC(2026, 0, 1, n % 10)),
        token: { address: `Token${String((n * 7) % 25).padStart(2, '0')}`, chain: 'solana', name: `T${n}`, symbol: 'T' },
      }),
    ),
  );
  await test.db.updateTable('tokens').set({ hidden: true }).where('token_address', '>=', 'Token05').execute();
});
afterAll(async () => {
  await test.drop();
});

const selection = { limit: 7, sortBy: 'first_seen' as const, sortOrder: 'desc' as const };

describe('archivedTokensPage, first seen newest first', () => {
  it('pages every archived token once, newest first, ties by address', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const answer = await archivedTokensPage(test.db, { ...selection, page });
      expect(answer.totalCount).toBe(20);
      seen.push(...answer.tokens.map((token) => token.token_address));
    }
    const expected = await test.db
      .selectFrom('tokens')
      .select('token_address')
      .where('hidden', '=', true)
      .orderBy('first_seen', 'desc')
      .orderBy('token_address')
      .execute();
    expect(seen).toEqual(expected.map((row) => row.token_address));
  });

  it('reads a page from tokens_archived_first_seen_idx in its order, without sorting the archive', async () => {
    const plan = await test.db.transaction().execute(async (tx) => {
      // A table this small would be read whole; the plan asked for is the one a year of tokens gets.
      await sql`SET LOCAL enable_seqscan = off`.execute(tx);
      await sql`SET LOCAL enable_bitmapscan = off`.execute(tx);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`
        EXPLAIN SELECT * FROM tokens WHERE hidden = true
        ORDER BY first_seen DESC NULLS LAST, token_address LIMIT 7 OFFSET 7`.execute(tx);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('tokens_archived_first_seen_idx');
    expect(plan).not.toContain('Sort');
  });
});

describe('the count of archived tokens', () => {
  const counted = async () =>
    Number(
      (
        await test.db
          .selectFrom('tokens')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('hidden', '=', true)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const kept = async () => (await archivedTokensPage(test.db, { ...selection, page: 1 })).totalCount;

  it('is kept through archives, restores, inserts and deletes, as a count would say', async () => {
    expect(await kept()).toBe(20);
    await setTokenArchived(test.db, 'Token00', true);
    await setTokenArchived(test.db, 'Token05', false);
    await setTokenArchived(test.db, 'Token06', false);
    // Written again in the state it is in: no change.
    await test.db.updateTable('tokens').set({ hidden: true }).where('token_address', '>=', 'Token20').execute();
    expect([await kept(), await countArchivedTokens(test.db)]).toEqual([19, 19]);
    await test.db.deleteFrom('tokens').where('token_address', 'in', ['Token07', 'Token01']).execute();
    expect(await kept()).toBe(18);
    expect(await kept()).toBe(await counted());
  });

  it('is kept through a fold of its log of changes, with nothing left to fold after it', async () => {
    const before = await countArchivedTokens(test.db);
    expect(await foldArchivedTokenCount(test.db)).toBeGreaterThan(0);
    expect(await countArchivedTokens(test.db)).toBe(before);
    expect(await foldArchivedTokenCount(test.db)).toBe(0);
    expect(await countArchivedTokens(test.db)).toBe(await counted());
  });

  it('is kept when one statement archives thousands of tokens, then restores them', async () => {
    // One row appended per change, not one update of the count's row per change: an archive
    // pass after a long downtime archives tens of thousands in one statement.
    // 5,000 copies of a stored token's row under new addresses, on the dashboard.
    await sql`INSERT INTO tokens
      SELECT (jsonb_populate_record(t, jsonb_build_object('token_address', 'Bulk' || n, 'hidden', false))).*
      FROM tokens t, generate_series(1, 5000) AS n WHERE t.token_address = 'Token10'`.execute(test.db);
    await sql`UPDATE tokens SET hidden = true WHERE token_address LIKE 'Bulk%'`.execute(test.db);
    expect(await countArchivedTokens(test.db)).toBe(await counted());
    await foldArchivedTokenCount(test.db);
    await sql`UPDATE tokens SET hidden = false WHERE token_address LIKE 'Bulk%'`.execute(test.db);
    expect(await countArchivedTokens(test.db)).toBe(await counted());
    await sql`DELETE FROM tokens WHERE token_address LIKE 'Bulk%'`.execute(test.db);
  });

  it('counts a search apart', async () => {
    expect((await archivedTokensPage(test.db, { ...selection, page: 1, search: 'Token2' })).totalCount).toBe(5);
  });

  it('is zero after the tokens are truncated', async () => {
    await setTokenArchived(test.db, 'Token00', false);
    await sql`TRUNCATE tokens`.execute(test.db);
    expect([await kept(), await countArchivedTokens(test.db), await counted()]).toEqual([0, 0, 0]);
  });
});
