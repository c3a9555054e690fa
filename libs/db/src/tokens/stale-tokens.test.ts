import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql, type Kysely, type Transaction } from 'kysely';
import { createTestDatabase, newAlert, type TestDatabase } from '@solana-hub/testing';
import type { Database } from '../schema.js';
import { storeAlerts, type NewAlert } from '../messages/alert-repository.js';
import { rewriteChangedAlerts } from '../messages/alert-rewrite.js';
import { markTokensStale, rebuildStaleTokens, STALE_TOKEN_LOCK_CLASS } from './stale-tokens.js';

let rebuiltEachBatch: TestDatabase;
let deferred: TestDatabase;
beforeAll(async () => {
  [rebuiltEachBatch, deferred] = await Promise.all([createTestDatabase(), createTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([rebuiltEachBatch.drop(), deferred.drop()]);
});

const addresses = [
  'Alpha111111111111111111111111111111111pump',
  'Bravo222222222222222222222222222222222pump',
  'Charl33333333333333333333333333333333pump',
];
const token = (index: number) => ({
  address: addresses[index % addresses.length]!,
  chain: 'solana' as const,
  name: `T${index}`,
  symbol: 'TKN',
});
/** Twelve messages in two chats over three tokens, an hour apart, their market caps climbing. */
const stored = (n: number, overrides: Partial<NewAlert> = {}) =>
  newAlert({
    chatId: n % 2 === 0 ? 'even' : 'odd',
    messageId: String(n),
    timestamp: new Date(Date.UTC(2026, 2, 1, n)),
    token: token(n),
    marketCap: 10_000 * (n + 1),
    ...overrides,
  });
const messages = Array.from({ length: 12 }, (_, n) => stored(n));
/** Three batches of a replay, touching tokens the batches before touched too. */
const batches: NewAlert[][] = [
  [stored(0, { messageType: 'reclassified' }), stored(1, { token: token(2) }), stored(2), stored(3)],
  [stored(4, { marketCap: 5_000 }), stored(5, { token: null }), stored(6, { token: token(1), marketCap: 90_000 }), stored(7)],
  [stored(8), stored(9, { messageType: 'reclassified' }), stored(10, { token: token(0) }), stored(11, { marketCap: 1_000_000 })],
];

/** What a replay leaves for the dashboards: messages, tokens and calls, without the stamps of when (and in which transaction) each was written. */
async function state(db: Kysely<Database>) {
  const [messageRows, tokens, calls] = await Promise.all([
    db.selectFrom('messages').selectAll().orderBy('id').execute(),
    db.selectFrom('tokens').selectAll().orderBy('token_address').execute(),
    db.selectFrom('channel_calls').selectAll().orderBy('token_address').orderBy('chat_id').orderBy('message_id').execute(),
  ]);
  return {
    messages: messageRows.map(({ changed_xid: _xid, created_at: _at, ...row }) => row),
    tokens: tokens.map(({ last_updated: _at, changed_xid: _xid, messages_reset_xid: _reset, ...row }) => row),
    calls,
  };
}

/**
 * A transaction that does `work` then waits, uncommitted, until `commit`: `done` settles once
 * the work is done, `committed` once it has committed.
 */
function heldTransaction(db: Kysely<Database>, work: (tx: Transaction<Database>) => Promise<void>) {
  let commit = () => undefined as void;
  const released = new Promise<void>((resolve) => (commit = resolve));
  let finished = () => undefined as void;
  const done = new Promise<void>((resolve) => (finished = resolve));
  const committed = db.transaction().execute(async (tx) => {
    await work(tx);
    finished();
    await released;
  });
  return { done, commit, committed };
}

describe('rebuildStaleTokens', () => {
  it('leaves the tokens, calls and messages a replay rebuilding each batch leaves, each token rebuilt once', async () => {
    for (const test of [rebuiltEachBatch, deferred]) await storeAlerts(test.db, messages);
    for (const batch of batches) await rewriteChangedAlerts(rebuiltEachBatch.db, batch);
    const marked = [];
    for (const batch of batches) marked.push((await rewriteChangedAlerts(deferred.db, batch, { deferRebuilds: true })).tokensRebuilt);
    // Every batch marked the three tokens, some as the token a message named before.
    expect(marked).toEqual([3, 3, 3]);
    expect(await deferred.db.selectFrom('tokens_stale').select('token_address').distinct().orderBy('token_address').execute()).toEqual(
      [...addresses].sort().map((token_address) => ({ token_address })),
    );

    expect(await rebuildStaleTokens(deferred.db, { tokensPerStep: 2 })).toBe(3);

    expect(await deferred.db.selectFrom('tokens_stale').selectAll().execute()).toEqual([]);
    expect(await deferred.db.selectFrom('channel_calls_stale').selectAll().execute()).toEqual([]);
    const expected = await state(rebuiltEachBatch.db);
    expect(expected.tokens).toHaveLength(3);
    expect(expected.calls.length).toBeGreaterThan(0);
    expect(await state(deferred.db)).toEqual(expected);
  });

  it('leaves a mark a batch still writing makes for the rebuild after its commit, which reads what it wrote', async () => {
    const db = deferred.db;
    const [address] = addresses as [string];
    // A batch that moves the token's first message to a new market cap and marks the token, then waits before it commits.
    const batch = heldTransaction(db, async (tx) => {
      await tx.updateTable('messages').set({ market_cap: 777_000 }).where('chat_id', '=', 'even').where('message_id', '=', '0').execute();
      await markTokensStale(tx, [address]);
    });
    try {
      await batch.done;
      // Not committed: neither rebuild sees it, nor waits for it.
      expect(await rebuildStaleTokens(db)).toBe(0);
      expect(await rebuildStaleTokens(db, { wait: true })).toBe(0);
    } finally {
      batch.commit();
      await batch.committed;
    }
    expect(await db.selectFrom('tokens_stale').selectAll().execute()).toEqual([{ token_address: address }]);
    expect(await rebuildStaleTokens(db)).toBe(1);
    const { rows } = await sql<{
      market_cap: string;
    }>`SELECT initial_market_cap AS market_cap FROM tokens WHERE token_address = ${address}`.execute(db);
    expect(rows.map((row) => Number(row.market_cap))).toEqual([777_000]);
    expect(await db.selectFrom('tokens_stale').selectAll().execute()).toEqual([]);
  });

  it('skips a token another rebuild holds, and waits for it when asked', async () => {
    const db = deferred.db;
    const [, address] = addresses as [string, string];
    await db.transaction().execute((tx) => markTokensStale(tx, [address, address]));
    // Another rebuild, holding the token's lock.
    const other = heldTransaction(db, async (tx) => {
      await sql`SELECT pg_advisory_xact_lock(${STALE_TOKEN_LOCK_CLASS}, hashtext(${address}))`.execute(tx);
    });
    try {
      await other.done;
      expect(await rebuildStaleTokens(db)).toBe(0);
      const waiting = rebuildStaleTokens(db, { wait: true });
      // Still waiting for the other rebuild a while later.
      expect(await Promise.race([waiting, new Promise((resolve) => setTimeout(() => resolve('waiting'), 300))])).toBe('waiting');
      other.commit();
      await other.committed;
      expect(await waiting).toBe(1);
    } finally {
      other.commit();
      await other.committed;
    }
    expect(await db.selectFrom('tokens_stale').selectAll().execute()).toEqual([]);
  });
});
