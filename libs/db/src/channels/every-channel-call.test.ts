import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { createTestDatabase, type TestDatabase } from '@solana-hub/testing';
import { storeAlerts } from '../messages/alert-repository.js';
import { saveRawMessages } from '../raw-messages/raw-message-repository.js';
import { isoTime } from '../common/json-rows.js';
import { call, callsFromScratch, callsOf } from './call.fixture.js';
import { deriveEveryChannelCall } from './every-channel-call.js';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

const start = Date.UTC(2026, 5, 1);
const MINUTE = 60_000;
const tokens = Array.from({ length: 8 }, (_, index) => `Bulk${index}tg2CW87d97TXJSDpbD5jBkheTqA83TZRuJos`);
const chats = Array.from({ length: 5 }, (_, index) => `bulk-chat-${index}`);

/** Values drawn from fast-check's generator with a fixed seed: the same store every run. */
const drawn = <T>(arbitrary: fc.Arbitrary<T>, count: number, seed: number): T[] => fc.sample(arbitrary, { seed, numRuns: count });

const alertArbitrary = fc.record({
  chat: fc.integer({ min: 0, max: chats.length - 1 }),
  token: fc.integer({ min: 0, max: tokens.length - 1 }),
  // Ten-minute steps over nine days, so calls and market caps tie and the 7-day window ends inside.
  minute: fc.integer({ min: 0, max: 9 * 144 }).map((step) => step * 10),
  marketCap: fc.option(
    fc.integer({ min: 0, max: 60 }).map((k) => k * 1_000),
    { nil: null, freq: 3 },
  ),
});
const observationArbitrary = fc.record({
  token: fc.integer({ min: 0, max: tokens.length - 1 }),
  minute: fc.integer({ min: 0, max: 9 * 144 }).map((step) => step * 10),
  marketCap: fc.integer({ min: 1, max: 120 }).map((k) => k * 1_000),
});

const callers = () =>
  test.db.selectFrom('tokens').select(['token_address', 'callers', 'caller_chat_ids']).orderBy('token_address').execute();

describe('deriveEveryChannelCall', () => {
  it('makes the calls and callers the refresh makes of every token, from nothing', async () => {
    const alerts = drawn(alertArbitrary, 400, 11).map((drawnAlert) =>
      call(
        chats[drawnAlert.chat] ?? '',
        tokens[drawnAlert.token] ?? '',
        new Date(start + drawnAlert.minute * MINUTE),
        drawnAlert.marketCap,
      ),
    );
    // Raw copies (the chats' titles) of half the messages; the calls of the others have none.
    await saveRawMessages(
      test.db,
      alerts
        .filter((_, index) => index % 2 === 0)
        .map((alert) => ({
          source: 'telegram-bot' as const,
          chatId: alert.chatId,
          chatTitle: `Title of ${alert.chatId}`,
          messageId: alert.messageId,
          editVersion: 0,
          date: alert.timestamp.toISOString(),
          text: alert.text,
          links: [],
          receivedAt: alert.timestamp.toISOString(),
        })),
    );
    await storeAlerts(test.db, alerts);
    await test.db
      .insertInto('refreshed_market_caps')
      .values(
        drawn(observationArbitrary, 1_500, 12).map((observation) => ({
          token_address: tokens[observation.token] ?? '',
          observed_at: isoTime(new Date(start + observation.minute * MINUTE + 5 * MINUTE * (observation.marketCap % 2))),
          market_cap: observation.marketCap,
        })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    // As a bulk load leaves the store: messages and market caps, no calls, no callers.
    await test.db.deleteFrom('channel_calls').execute();
    await test.db.updateTable('tokens').set({ callers: 0, caller_chat_ids: [] }).execute();

    const made = await deriveEveryChannelCall(test.db, 3);

    const derived = await callsOf(test.db, tokens);
    const derivedCallers = await callers();
    expect(made).toBe(derived.length);
    expect(await test.db.selectFrom('channel_calls_stale').selectAll().execute()).toEqual([]);
    // Not a vacuous store: every token called by several chats, with peaks, doublings and drawdowns.
    expect(new Set(derived.map((row) => row.token_address)).size).toBe(tokens.length);
    expect(
      derived.filter((row) => row.peak_7d !== null && row.minutes_to_2x !== null && (row.drawdown_7d ?? 0) > 0).length,
    ).toBeGreaterThan(5);
    expect(derived.some((row) => row.chat_title === null) && derived.some((row) => row.chat_title !== null)).toBe(true);
    expect(derivedCallers.every((row) => row.callers > 1)).toBe(true);

    expect(await callsFromScratch(test.db, tokens)).toEqual(derived);
    expect(await callers()).toEqual(derivedCallers);
  });
});
