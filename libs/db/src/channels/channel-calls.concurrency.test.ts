import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql, type Transaction } from 'kysely';
import { createTestDatabase, until, type TestDatabase } from '@solana-hub/testing';
import type { Database } from '../schema.js';
import { storeAlerts } from '../messages/alert-repository.js';
import { refreshCallsOf, storeConfluenceScores } from './channel-calls.js';
import { call, callsFromScratch, callsOf } from './call.fixture.js';

/**
 * Writers of the same tokens at the same time, on a real PostgreSQL: each refreshes the calls of
 * the tokens it wrote right after its commit, under those tokens' own advisory locks, so two
 * extractors' batches about one token take turns (the later sees both) and a held token keeps
 * waiting only the refreshes of that token. The minute's confluence pass takes the same locks, a
 * step of tokens at a time.
 */
let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

const at = (minutes: number) => new Date(Date.UTC(2026, 5, 1) + minutes * 60_000);
const tokenNamed = (name: string) => `${name}${randomBytes(6).toString('hex')}`;

/** Holds the advisory lock a refresh of `token` takes (the key channel-calls.ts gives it) while `meanwhile` runs. */
async function holdingTokenLock(token: string, meanwhile: () => Promise<void>): Promise<void> {
  await test.db.transaction().execute(async (tx: Transaction<Database>) => {
    await sql`SELECT pg_advisory_xact_lock(${0x63616c6c}, hashtext(${token}))`.execute(tx);
    await meanwhile();
  });
}

/** How many advisory locks sessions of this database are waiting for. */
async function waitingForLocks(): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM pg_locks
    WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`.execute(
    test.db,
  );
  return rows[0]?.n ?? 0;
}

describe('channel calls written by concurrent batches', () => {
  it('are right when two batches about the same tokens commit together and refresh in turn', async () => {
    const [x, y] = [tokenNamed('X'), tokenNamed('Y')];
    // Batch one: chat-1 calls X at 10k and Y. Batch two, listing its tokens the other way round: chat-1
    // spoke of X earlier (its call moves back), chat-2 calls X at 30k after it and Y before batch one's.
    const one = [call('chat-1', x, at(60), 10_000), call('chat-1', y, at(30), 8_000)];
    const two = [call('chat-2', y, at(0), 4_000), call('chat-2', x, at(90), 30_000), call('chat-1', x, at(20), 5_000)];
    let writes: Promise<unknown> = Promise.resolve();
    await holdingTokenLock(x, async () => {
      writes = Promise.all([storeAlerts(test.db, one), storeAlerts(test.db, two)]);
      // Both batches committed their messages and wait, each for its refresh, behind the held token.
      await until(async () => (await waitingForLocks()) === 2, 'both refreshes waiting for the token');
      const stored = await test.db.selectFrom('messages').select('id').where('token_address', 'in', [x, y]).execute();
      expect(stored).toHaveLength(5);
    });
    await writes;
    const kept = await callsOf(test.db, [x, y]);
    expect(kept.map((c) => [c.token_address, c.chat_id, c.market_cap_at_call, c.first])).toEqual([
      [x, 'chat-1', 5_000, true],
      [x, 'chat-2', 30_000, false],
      [y, 'chat-1', 8_000, false],
      [y, 'chat-2', 4_000, true],
    ]);
    expect(await test.db.selectFrom('channel_calls_stale').select('token_address').where('token_address', 'in', [x, y]).execute()).toEqual(
      [],
    );
    expect(kept).toEqual(await callsFromScratch(test.db, [x, y]));
  });

  it('are right after many batches about shared tokens race without a held lock, and none deadlocks', async () => {
    const tokens = ['P', 'Q', 'R'].map(tokenNamed);
    // Eight batches, each naming the three tokens in an order of its own, each chat's messages at times that interleave.
    const batches = Array.from({ length: 8 }, (_, batch) =>
      tokens.map((_, index) => {
        const token = tokens[(index + batch) % tokens.length] ?? '';
        return call(`chat-${batch % 3}`, token, at(((batch * 37) % 11) * 10 + index), 1_000 * (1 + ((batch * 7 + index) % 9)));
      }),
    );
    await Promise.all(batches.map((batch) => storeAlerts(test.db, batch)));
    const kept = await callsOf(test.db, tokens);
    expect(new Set(kept.map((c) => c.token_address))).toEqual(new Set(tokens));
    expect(kept).toEqual(await callsFromScratch(test.db, tokens));
  });

  it('hold up only the refreshes of a token whose lock is held', async () => {
    const [held, free] = [tokenNamed('H'), tokenNamed('F')];
    await storeAlerts(test.db, [call('chat-1', held, at(0), 1_000), call('chat-1', free, at(0), 1_000)]);
    let heldRefreshed = false;
    let waiting: Promise<void> = Promise.resolve();
    await holdingTokenLock(held, async () => {
      await refreshCallsOf(test.db, [free]);
      waiting = refreshCallsOf(test.db, [held]).then(() => {
        heldRefreshed = true;
      });
      await until(async () => (await waitingForLocks()) === 1, 'the held token’s refresh waiting');
      expect(heldRefreshed).toBe(false);
    });
    await waiting;
    expect(heldRefreshed).toBe(true);
  });
  it('let other tokens be refreshed and scored while the minute’s confluence pass waits for a held one', async () => {
    const [held, free] = [tokenNamed('S'), tokenNamed('T')];
    // A chat of their own, with no judged call: each token's score is 0.5 (storeAlerts leaves it 0 for the pass).
    await storeAlerts(test.db, [call('chat-9', held, at(0), 1_000), call('chat-9', free, at(0), 1_000)]);
    const tokenRow = (token: string) =>
      test.db.selectFrom('tokens').select(['callers', 'confluence_score']).where('token_address', '=', token).executeTakeFirstOrThrow();
    let pass: Promise<number> = Promise.resolve(0);
    await holdingTokenLock(held, async () => {
      pass = storeConfluenceScores(test.db, at(10), 1);
      await until(async () => (await waitingForLocks()) === 1, 'the pass waiting for the held token');
      // One token a step: a token's refresh and scores wait for nothing the pass holds.
      await refreshCallsOf(test.db, [free], at(10));
      expect(await tokenRow(free)).toEqual({ callers: 1, confluence_score: 0.5 });
      expect(await tokenRow(held)).toEqual({ callers: 1, confluence_score: 0 });
    });
    await pass;
    expect(await tokenRow(held)).toEqual({ callers: 1, confluence_score: 0.5 });
    expect(await storeConfluenceScores(test.db, at(10))).toBe(0);
  });
});
