import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { MESSAGES_PER_TOKEN, type AlertMessage } from '@solana-hub/contracts';
import { createTestDatabase, newAlert, type TestDatabase } from '@solana-hub/testing';
import { insertAlerts, messageKey, storeAlerts } from './alert-repository.js';
import { collapsedRowMessagesByToken, refreshCollapsedRows } from './collapsed-rows.js';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

const BUSY = 'Busy111111111111111111111111111111111111pump';
const QUIET = 'Quiet11111111111111111111111111111111111pump';
const start = Date.UTC(2026, 0, 1);
let sequence = 0;
const alertAbout = (address: string, description: string | null, links: string[] = []) => {
  sequence += 1;
  return newAlert({
    chatId: 'collapsed',
    messageId: String(sequence),
    timestamp: new Date(start + sequence * 60_000),
    token: { address, chain: 'solana', name: `Token ${address}`, symbol: address.slice(0, 4).toUpperCase() },
    description,
    links,
  });
};

/** The answer computed from the messages alone, as if nothing were kept (the kept rows put back after). */
async function computedAnswer(): Promise<Record<string, AlertMessage[]>> {
  const answer: { read?: Record<string, AlertMessage[]> } = {};
  await test.db
    .transaction()
    .execute(async (tx) => {
      await tx.deleteFrom('collapsed_rows').execute();
      answer.read = await collapsedRowMessagesByToken(tx);
      throw new Error('rolled back');
    })
    .catch(() => undefined);
  if (!answer.read) throw new Error('no computed answer');
  return answer.read;
}

const marked = async () =>
  (await test.db.selectFrom('collapsed_rows_stale').select('token_address').distinct().orderBy('token_address').execute()).map(
    (row) => row.token_address,
  );
/** A refresh that counts every mark as old enough: the quiet period has its own test. */
const refreshNow = () => refreshCollapsedRows(test.db, { quietMs: 0 });
const idsOf = (answer: Record<string, AlertMessage[]>, address: string) => (answer[address] ?? []).map((message) => message.id);

describe('kept collapsed rows', () => {
  it('answer what the messages give, kept or not, through every kind of write', async () => {
    // 70 messages of one token telling five stories (the oldest 20 past its newest 50), two of
    // them linking to pump.fun; another token's two.
    await storeAlerts(
      test.db,
      Array.from({ length: 70 }, (_, n) =>
        alertAbout(BUSY, n < 20 ? 'told too long ago' : `story ${n % 4}`, n === 40 || n === 41 ? ['https://pump.fun/coin/Busy'] : []),
      ),
    );
    await storeAlerts(test.db, [alertAbout(QUIET, 'quiet'), alertAbout(QUIET, null)]);
    const before = await collapsedRowMessagesByToken(test.db);
    expect(Object.keys(before)).toEqual([QUIET, BUSY]);
    // Four stories and the newest pump.fun link; 'told too long ago' is past the newest 50.
    expect(before[BUSY]?.map((message) => message.description)).toEqual(['story 1', 'story 0', 'story 3', 'story 2', 'story 1']);
    expect(await marked()).toEqual([BUSY, QUIET]);

    expect(await refreshNow()).toBe(2);
    expect(await marked()).toEqual([]);
    expect(await collapsedRowMessagesByToken(test.db)).toEqual(before);
    expect(await refreshNow()).toBe(0);

    const writes: Array<[string, () => Promise<unknown>, string[]]> = [
      ['a new message', () => storeAlerts(test.db, [alertAbout(BUSY, 'story 9')]), [BUSY]],
      [
        'a description edited by hand',
        () => sql`UPDATE messages SET description = 'story 0' WHERE token_address = ${QUIET} AND description IS NULL`.execute(test.db),
        [QUIET],
      ],
      [
        'a link edited by hand',
        () => sql`UPDATE messages SET links = '["https://pump.fun/coin/Quiet"]' WHERE token_address = ${QUIET}`.execute(test.db),
        [QUIET],
      ],
      [
        'a message moved to the other token',
        () =>
          sql`UPDATE messages SET token_address = ${QUIET} WHERE id = (SELECT max(id) FROM messages WHERE token_address = ${BUSY})`.execute(
            test.db,
          ),
        [BUSY, QUIET],
      ],
      [
        'a message deleted',
        () => sql`DELETE FROM messages WHERE id = (SELECT max(id) FROM messages WHERE token_address = ${BUSY})`.execute(test.db),
        [BUSY],
      ],
      [
        'a market cap and an AI answer written',
        () => sql`UPDATE messages SET market_cap = 1, extracted_data = '{"ai": 1}'`.execute(test.db),
        [],
      ],
    ];
    for (const [write, run, marks] of writes) {
      await run();
      expect([write, await marked()]).toEqual([write, marks]);
      // Marked tokens are computed by the reader: the answer never lags the write.
      expect([write, await collapsedRowMessagesByToken(test.db)]).toEqual([write, await computedAnswer()]);
      expect(await refreshNow()).toBe(marks.length);
      expect([write, await collapsedRowMessagesByToken(test.db)]).toEqual([write, await computedAnswer()]);
    }
    const after = await collapsedRowMessagesByToken(test.db, [QUIET]);
    expect(Object.keys(after)).toEqual([QUIET]);
    expect(after[QUIET]?.map((message) => message.description)).toEqual(['story 9', 'story 0', 'quiet']);
  });

  it('reads a kept row as kept, and keeps one for a token brought back from the archive', async () => {
    const kept = await collapsedRowMessagesByToken(test.db);
    // A kept row is what is answered: one emptied by hand answers nothing for its token.
    await sql`UPDATE collapsed_rows SET message_ids = '{}' WHERE token_address = ${QUIET}`.execute(test.db);
    expect(Object.keys(await collapsedRowMessagesByToken(test.db))).toEqual([BUSY]);
    await sql`DELETE FROM collapsed_rows WHERE token_address = ${QUIET}`.execute(test.db);
    expect(await collapsedRowMessagesByToken(test.db)).toEqual(kept);

    // Archived: not on the dashboard, not kept anew; back by hand: kept at the next refresh.
    await test.db.updateTable('tokens').set({ hidden: true }).where('token_address', '=', QUIET).execute();
    expect(await refreshNow()).toBe(0);
    expect(Object.keys(await collapsedRowMessagesByToken(test.db))).toEqual([BUSY]);
    await test.db.updateTable('tokens').set({ hidden: false }).where('token_address', '=', QUIET).execute();
    expect(await collapsedRowMessagesByToken(test.db)).toEqual(kept);
    expect(await refreshNow()).toBe(1);
    expect(await collapsedRowMessagesByToken(test.db)).toEqual(kept);
    expect(idsOf(kept, BUSY).length).toBeLessThanOrEqual(MESSAGES_PER_TOKEN);
  });

  it('leaves the mark of a write that commits after the refresh deleted the marks', async () => {
    let inserted: () => void = () => undefined;
    let commit: () => void = () => undefined;
    const insertedNow = new Promise<void>((resolve) => (inserted = resolve));
    const committing = new Promise<void>((resolve) => (commit = resolve));
    const late = alertAbout(BUSY, 'late story');
    const writing = test.db.transaction().execute(async (tx) => {
      await insertAlerts(tx, [[messageKey(late.chatId, late.messageId), late]]);
      inserted();
      await committing;
    });
    await insertedNow;
    // The refresh sees neither the uncommitted message nor its mark.
    expect(await refreshNow()).toBe(0);
    commit();
    await writing;
    expect(await marked()).toEqual([BUSY]);
    const answer = await collapsedRowMessagesByToken(test.db);
    expect(answer[BUSY]?.[0]?.description).toBe('late story');
    expect(answer).toEqual(await computedAnswer());
    expect(await refreshNow()).toBe(1);
    expect(await collapsedRowMessagesByToken(test.db)).toEqual(answer);
  });

  it('leaves a token still being written to its readers, with one mark, until it is quiet', async () => {
    await storeAlerts(test.db, [alertAbout(BUSY, 'busy 1')]);
    await storeAlerts(test.db, [alertAbout(BUSY, 'busy 2')]);
    await storeAlerts(test.db, [alertAbout(BUSY, 'busy 3')]);
    const markRows = async () =>
      Number((await sql<{ n: string }>`SELECT count(*) AS n FROM collapsed_rows_stale`.execute(test.db)).rows[0]?.n);
    expect(await markRows()).toBe(3);
    // Marked within the quiet period: not kept, its marks but the newest pruned.
    expect(await refreshCollapsedRows(test.db)).toBe(0);
    expect([await marked(), await markRows()]).toEqual([[BUSY], 1]);
    const answer = await collapsedRowMessagesByToken(test.db);
    expect(answer[BUSY]?.[0]?.description).toBe('busy 3');
    expect(answer).toEqual(await computedAnswer());
    // A token with no kept row waits for its quiet period as well.
    await sql`DELETE FROM collapsed_rows WHERE token_address = ${BUSY}`.execute(test.db);
    expect(await refreshCollapsedRows(test.db)).toBe(0);
    // Its newest mark as old as the quiet period: kept, the marks gone.
    await sql`UPDATE collapsed_rows_stale SET marked_at = now() - interval '31 seconds'`.execute(test.db);
    expect(await refreshCollapsedRows(test.db)).toBe(1);
    expect(await marked()).toEqual([]);
    expect(await collapsedRowMessagesByToken(test.db)).toEqual(answer);
  });

  it('forgets every kept row when the messages are truncated', async () => {
    expect(Number((await sql<{ n: string }>`SELECT count(*) AS n FROM collapsed_rows`.execute(test.db)).rows[0]?.n)).toBeGreaterThan(0);
    await sql`TRUNCATE messages CASCADE`.execute(test.db);
    expect(Number((await sql<{ n: string }>`SELECT count(*) AS n FROM collapsed_rows`.execute(test.db)).rows[0]?.n)).toBe(0);
    expect(await collapsedRowMessagesByToken(test.db)).toEqual({});
  });

  it('forgets the kept row of a deleted token, and every one when the tokens are truncated', async () => {
    const keptTokens = async () =>
      (await sql<{ token_address: string }>`SELECT token_address FROM collapsed_rows ORDER BY token_address`.execute(test.db)).rows.map(
        (row) => row.token_address,
      );
    await storeAlerts(test.db, [alertAbout(BUSY, 'again'), alertAbout(QUIET, 'again')]);
    expect(await refreshNow()).toBe(2);
    expect(await keptTokens()).toEqual([BUSY, QUIET].sort());
    await test.db.deleteFrom('tokens').where('token_address', '=', QUIET).execute();
    expect(await keptTokens()).toEqual([BUSY]);
    await sql`TRUNCATE tokens`.execute(test.db);
    expect(await keptTokens()).toEqual([]);
  });
});
