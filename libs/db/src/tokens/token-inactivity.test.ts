import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Migrator, sql } from 'kysely';
import { createTestDatabase, newAlert, type TestDatabase } from '@solana-hub/testing';
import { replaceAlerts, storeAlert, storeAlerts, type NewAlert } from '../messages/alert-repository.js';
import { archiveInactiveTokens, IN_FLIGHT_ALLOWANCE_MS } from './token-inactivity.js';
import { setTokenArchived } from './token-archive.js';
import { listActiveTokens } from './token-repository.js';
import { archivedTokensPage } from './archived-token-page.js';
import { dashboardFingerprint } from '../common/dashboard-fingerprint.js';
import { migrateToLatest } from '../migrate.js';
import { migrations } from '../migrations/index.js';

// Tokens archive themselves after AUTO_ARCHIVE_DAYS without a message, on a real PostgreSQL.

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

let nextId = 1;
/** An alert naming `address`, dated `at`. */
function alertAbout(address: string, at: Date, overrides: Partial<NewAlert> = {}): NewAlert {
  return newAlert({
    chatId: 'inactivity',
    messageId: String(nextId++),
    timestamp: at,
    token: { address, chain: 'solana', name: `Token ${address.slice(0, 4)}`, symbol: null },
    ...overrides,
  });
}

const address = (n: number) => `Inactive${String(n).padStart(4, '0')}pump`;

async function tokenRow(tokenAddress: string) {
  return test.db
    .selectFrom('tokens')
    .select(['hidden', 'archived_reason', 'archived_at', 'restored_at', 'message_count', 'latest_message_at'])
    .where('token_address', '=', tokenAddress)
    .executeTakeFirstOrThrow();
}

async function archivedFor(reason: 'trader' | 'inactive'): Promise<string[]> {
  const rows = await test.db
    .selectFrom('tokens')
    .select('token_address')
    .where('archived_reason', '=', reason)
    .orderBy('token_address')
    .execute();
  return rows.map((row) => row.token_address);
}

/** Moves a token's archiving (or restore) back in time, as if the days had passed. */
async function shiftArchiving(tokenAddress: string, column: 'archived_at' | 'restored_at', to: Date): Promise<void> {
  await test.db
    .updateTable('tokens')
    .set({ [column]: to })
    .where('token_address', '=', tokenAddress)
    .execute();
}

describe('archiving tokens for inactivity', () => {
  it('archives the tokens with no message for the period, once, however many run it at once', async () => {
    await storeAlert(test.db, alertAbout(address(1), daysAgo(8)));
    await storeAlert(test.db, alertAbout(address(2), daysAgo(30)));
    await storeAlert(test.db, alertAbout(address(3), daysAgo(6)));
    // Old messages, but a new one: active.
    await storeAlerts(test.db, [alertAbout(address(4), daysAgo(20)), alertAbout(address(4), daysAgo(1))]);
    // The trader's archive of a silent token stays the trader's.
    await storeAlert(test.db, alertAbout(address(5), daysAgo(40)));
    expect(await setTokenArchived(test.db, address(5), true)).toBe(true);
    const before = await dashboardFingerprint(test.db);

    // Three replicas at once: each token is archived by exactly one of them.
    const counts = await Promise.all([
      archiveInactiveTokens(test.db, 7),
      archiveInactiveTokens(test.db, 7),
      archiveInactiveTokens(test.db, 7),
    ]);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(2);
    expect(await archiveInactiveTokens(test.db, 7)).toBe(0);

    expect(await archivedFor('inactive')).toEqual([address(1), address(2)]);
    expect(await archivedFor('trader')).toEqual([address(5)]);
    const archived = await tokenRow(address(1));
    expect(archived.hidden).toBe(true);
    expect(Math.abs((archived.archived_at?.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    expect((await listActiveTokens(test.db)).map((token) => token.token_address).sort()).toEqual([address(3), address(4)]);
    // Every gateway's polls see the change.
    expect(await dashboardFingerprint(test.db)).not.toBe(before);
  });

  it('lists why and when on the Archived page: the trader, or no alert for the period', async () => {
    const { tokens } = await archivedTokensPage(test.db, { page: 1, limit: 50, sortBy: 'first_seen', sortOrder: 'desc' });
    const byAddress = new Map(tokens.map((token) => [token.token_address, token]));
    expect(byAddress.get(address(1))).toMatchObject({ hidden: true, archived_reason: 'inactive', archived_at: expect.any(String) });
    expect(byAddress.get(address(5))).toMatchObject({ hidden: true, archived_reason: 'trader', archived_at: expect.any(String) });
  });

  it('brings a token archived for inactivity back with an alert dated after the archiving, in the same write', async () => {
    await storeAlert(test.db, alertAbout(address(1), new Date()));
    expect(await tokenRow(address(1))).toMatchObject({ hidden: false, archived_reason: null, archived_at: null, message_count: 2 });
    expect((await listActiveTokens(test.db)).map((token) => token.token_address)).toContain(address(1));
    // And it is not archived again: its last message is new.
    expect(await archiveInactiveTokens(test.db, 7)).toBe(0);
  });

  it('brings it back with an alert that was on its way when it was archived', async () => {
    await storeAlert(test.db, alertAbout(address(6), daysAgo(10)));
    expect(await archiveInactiveTokens(test.db, 7)).toBe(1);
    // Posted a few seconds before the analyzer found the token silent, stored a moment after.
    await storeAlert(test.db, alertAbout(address(6), new Date(Date.now() - 5_000)));
    expect(await tokenRow(address(6))).toMatchObject({ hidden: false, archived_reason: null });
  });

  it('keeps the trader’s archive whatever alerts come', async () => {
    await storeAlerts(test.db, [alertAbout(address(5), new Date()), alertAbout(address(5), new Date(Date.now() + 1_000))]);
    expect(await tokenRow(address(5))).toMatchObject({ hidden: true, archived_reason: 'trader', message_count: 3 });
  });

  it('leaves it archived when an import of old history names it (messages dated before the archiving)', async () => {
    const archivedAt = (await tokenRow(address(2))).archived_at as Date;
    await storeAlerts(test.db, [alertAbout(address(2), daysAgo(29)), alertAbout(address(2), daysAgo(9))]);
    // Nor one dated just before what the hub allows for a message on its way.
    await storeAlert(test.db, alertAbout(address(10), daysAgo(10)));
    expect(await archiveInactiveTokens(test.db, 7)).toBe(1);
    const tenArchivedAt = (await tokenRow(address(10))).archived_at as Date;
    await storeAlert(test.db, alertAbout(address(10), new Date(tenArchivedAt.getTime() - IN_FLIGHT_ALLOWANCE_MS - 60_000)));
    expect(await tokenRow(address(2))).toMatchObject({
      hidden: true,
      archived_reason: 'inactive',
      archived_at: archivedAt,
      message_count: 3,
    });
    expect(await tokenRow(address(10))).toMatchObject({ hidden: true, archived_reason: 'inactive', message_count: 2 });
  });

  it('keeps the archive and its reason when tokens are rebuilt (an edit, a reprocess run)', async () => {
    const edit = alertAbout(address(7), daysAgo(12), { messageId: 'edited' });
    await storeAlert(test.db, edit);
    await storeAlert(test.db, alertAbout(address(8), daysAgo(12), { messageId: 'reprocessed' }));
    expect(await archiveInactiveTokens(test.db, 7)).toBe(2);
    await setTokenArchived(test.db, address(8), true);
    const { tokensRebuilt } = await replaceAlerts(test.db, [
      { ...edit, text: 'edited alert' },
      alertAbout(address(8), daysAgo(12), { messageId: 'reprocessed', text: 'extracted again' }),
    ]);
    expect(tokensRebuilt).toBe(2);
    expect(await tokenRow(address(7))).toMatchObject({ hidden: true, archived_reason: 'inactive', message_count: 1 });
    expect(await tokenRow(address(8))).toMatchObject({ hidden: true, archived_reason: 'trader', message_count: 1 });
  });

  it('gives a token the trader restores a full period from the restore, then archives it again', async () => {
    expect(await setTokenArchived(test.db, address(2), false)).toBe(true);
    const restored = await tokenRow(address(2));
    expect(restored).toMatchObject({ hidden: false, archived_reason: null, archived_at: null });
    // Its last message is 29 days old, but it was restored just now.
    expect(await archiveInactiveTokens(test.db, 7)).toBe(0);
    await shiftArchiving(address(2), 'restored_at', daysAgo(6));
    expect(await archiveInactiveTokens(test.db, 7)).toBe(0);
    await shiftArchiving(address(2), 'restored_at', daysAgo(8));
    expect(await archiveInactiveTokens(test.db, 7)).toBe(1);
    expect(await tokenRow(address(2))).toMatchObject({ hidden: true, archived_reason: 'inactive' });
  });

  it('restores the trader’s own archive by hand too', async () => {
    expect(await setTokenArchived(test.db, address(5), false)).toBe(true);
    expect(await tokenRow(address(5))).toMatchObject({ hidden: false, archived_reason: null });
    expect(await archiveInactiveTokens(test.db, 7)).toBe(0);
  });

  it('reads the active tokens by the index of their last activity', async () => {
    await sql`SET enable_seqscan = off`.execute(test.db);
    try {
      const { rows } = await sql<{ 'QUERY PLAN': string }>`EXPLAIN UPDATE tokens SET hidden = true
        WHERE NOT hidden AND greatest(latest_message_at, restored_at) < now() - make_interval(days => 7)`.execute(test.db);
      expect(rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('tokens_active_last_activity_idx');
    } finally {
      await sql`RESET enable_seqscan`.execute(test.db);
    }
  });
});

describe('migration 0008', () => {
  it('counts the tokens archived before it as the trader’s', async () => {
    const migrator = new Migrator({ db: test.db, provider: { getMigrations: async () => migrations } });
    // Back to the schema before 0008 (and whatever came after it), then up again.
    const down = await migrator.migrateTo('0007-telegram-account');
    expect(down.results?.map((result) => [result.migrationName, result.status])).toContainEqual(['0008-token-archive-reason', 'Success']);
    // Written as that schema has it: today's code writes columns of later migrations.
    const at = daysAgo(1);
    await sql`INSERT INTO tokens (token_address, first_seen, last_updated, latest_message_at, message_count, first_message_type, hidden)
      VALUES (${address(9)}, ${at}, ${at}, ${at}, 1, 'insider', true)`.execute(test.db);
    expect(await migrateToLatest(test.db)).toContain('0008-token-archive-reason');
    expect(await tokenRow(address(9))).toMatchObject({ hidden: true, archived_reason: 'trader', archived_at: null });
    expect(await archivedFor('inactive')).toEqual([]);
  });
});
