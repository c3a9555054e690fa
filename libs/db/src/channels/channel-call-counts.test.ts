import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql, type Insertable, type Kysely } from 'kysely';
import { createTestDatabase, randomSequence, type TestDatabase } from '@solana-hub/testing';
import type { ChannelCallsTable } from '../schema.js';
import * as channelCallCounts from '../migrations/0033-channel-call-counts.js';
import { channelScores, SUMMARIZED_CHAT_CALLS } from './channel-scores.js';
import { foldChannelCallCounts } from './channel-call-counts.js';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

const random = randomSequence(26);
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
const maybe = <T>(share: number, value: () => T): T | null => (random() < share ? null : value());
const DAY = 86_400_000;
const start = Date.UTC(2026, 0, 1);

/**
 * Chats over and under the summarized size; `firstShare` of a chat's calls are first (0 minutes
 * behind), so a chat of mostly first calls has its median in the bucket of zeros. Figures mix
 * continuous values with a few repeated ones, so medians fall on ties and between values.
 */
const CHATS = [
  { chat: 'busy', calls: 2_400, firstShare: 0.3 },
  { chat: 'quick', calls: 1_500, firstShare: 0.8 },
  { chat: 'just-over', calls: SUMMARIZED_CHAT_CALLS + 1, firstShare: 0.45 },
  { chat: 'at-the-size', calls: SUMMARIZED_CHAT_CALLS, firstShare: 0.4 },
  { chat: 'small', calls: 30, firstShare: 0.5 },
  { chat: 'single', calls: 1, firstShare: 0 },
];

let nextToken = 0;
/** Mostly continuous, a fifth of the time one of a few repeated values. */
const figure = (repeated: readonly number[], continuous: () => number) => (random() < 0.2 ? pick(repeated) : continuous());
function generatedCall(chat: string, firstShare: number): Insertable<ChannelCallsTable> {
  const token = `T${nextToken++}`;
  const marketCap = maybe(0.1, () => figure([10_000, 50_000], () => 10_000 + random() * 990_000));
  const peak7d = maybe(0.15, () => (marketCap ?? 20_000) * figure([1, 2], () => Math.exp(random() * 6 - 2)));
  const first = random() < firstShare;
  return {
    token_address: token,
    chat_id: chat,
    message_id: token,
    chat_title: `${chat} title`,
    called_at: new Date(start + random() * 60 * DAY),
    market_cap_at_call: marketCap,
    peak_1h: peak7d,
    peak_24h: peak7d === null ? null : peak7d * figure([1], random),
    peak_7d: peak7d,
    peak_source: peak7d === null ? null : pick(['alert', 'refresh'] as const),
    minutes_to_2x: maybe(0.6, () => figure([5, 60], () => random() * 10_080)),
    drawdown_7d: maybe(0.2, () => figure([0, 0.5], random)),
    first,
    minutes_behind_first: first ? 0 : figure([1, 30], () => random() * 20_000),
  };
}

/** Inserts in statements of 500 rows, so the triggers append several rows per chat. */
async function insertCalls(calls: ReadonlyArray<Insertable<ChannelCallsTable>>): Promise<void> {
  for (let from = 0; from < calls.length; from += 500)
    await test.db
      .insertInto('channel_calls')
      .values(calls.slice(from, from + 500))
      .execute();
}

/** "all" as answered (busy chats from the kept counts) and as the exact aggregate of every call (a period reaching back before them all). */
async function bothAnswers() {
  const [kept, exact] = await Promise.all([channelScores(test.db, null), channelScores(test.db, new Date(0))]);
  return { kept, exact };
}

async function rowsPerKey() {
  const { rows } = await sql<{ most: number }>`
    SELECT greatest(
      (SELECT coalesce(max(n), 0) FROM (SELECT count(*) AS n FROM channel_call_totals GROUP BY chat_id) t),
      (SELECT coalesce(max(n), 0) FROM (SELECT count(*) AS n FROM channel_call_buckets GROUP BY chat_id, figure, bucket) b))::int AS most`.execute(
    test.db,
  );
  return rows[0]?.most;
}

describe('the "all" period from the kept counts', () => {
  it('answers exactly what the aggregate of every call answers, through writes, folds and the backfill', async () => {
    await insertCalls(CHATS.flatMap(({ chat, calls, firstShare }) => Array.from({ length: calls }, () => generatedCall(chat, firstShare))));
    let { kept, exact } = await bothAnswers();
    expect(kept).toEqual(exact);
    expect(kept.channels.filter((channel) => channel.calls > SUMMARIZED_CHAT_CALLS).map((channel) => channel.chat_id)).toEqual([
      'busy',
      'quick',
      'just-over',
    ]);
    expect(kept.channels.find((channel) => channel.chat_id === 'quick')?.median_minutes_behind_first).toBe(0);

    // Recomputed calls: peaks move, a call moves to another chat, calls are withdrawn, new ones come.
    await sql`UPDATE channel_calls SET peak_7d = peak_7d * 3, peak_24h = peak_24h * 2 WHERE token_address LIKE '%7'`.execute(test.db);
    await sql`UPDATE channel_calls SET minutes_to_2x = NULL, first = NOT first WHERE token_address LIKE '%3'`.execute(test.db);
    await sql`UPDATE channel_calls SET chat_id = 'busy' WHERE chat_id = 'small' AND token_address LIKE '%1'`.execute(test.db);
    await sql`DELETE FROM channel_calls WHERE token_address LIKE '%5' OR chat_id = 'single'`.execute(test.db);
    await insertCalls(Array.from({ length: 700 }, () => generatedCall(pick(['busy', 'quick', 'at-the-size']), 0.5)));
    ({ kept, exact } = await bothAnswers());
    expect(kept).toEqual(exact);
    expect(kept.channels.map((channel) => channel.chat_id)).not.toContain('single');
    expect(await rowsPerKey()).toBeGreaterThan(1);

    expect(await foldChannelCallCounts(test.db)).toBeGreaterThan(0);
    expect(await rowsPerKey()).toBe(1);
    expect(await bothAnswers().then(({ kept }) => kept)).toEqual(exact);
    expect(await foldChannelCallCounts(test.db)).toBe(0);

    // The migration counts the calls already stored as the triggers would have.
    await test.db.transaction().execute(async (tx) => {
      // A migration is written against no schema (Kysely<unknown>), as the migrator runs it.
      const untyped = tx as unknown as Kysely<unknown>;
      await channelCallCounts.down(untyped);
      await channelCallCounts.up(untyped);
    });
    expect(await bothAnswers().then(({ kept }) => kept)).toEqual(exact);
    await sql`TRUNCATE channel_calls`.execute(test.db);
    expect(await channelScores(test.db, null)).toEqual({ channels: [], peakSources: { alerts: 0, refresh: 0 } });
  });
});
