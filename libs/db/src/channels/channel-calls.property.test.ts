import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { createTestDatabase, newAlert, type TestDatabase } from '@solana-hub/testing';
import { replaceAlerts, storeAlerts, type NewAlert } from '../messages/alert-repository.js';
import { recordMarketCap } from '../tokens/token-market-cap.js';
import { refreshChannelCalls } from './channel-calls.js';
import { callsFromScratch, callsOf, staleTokensOf } from './call.fixture.js';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

/**
 * Any mix of new messages, edits that move a message to another token, restate its market cap
 * or its time, refreshed market caps, and sweeps of the stale log in between, leaves the same
 * calls as recomputing every token from scratch, and nothing marked stale: every writer
 * refreshes the calls of the tokens it touched, without a reader's or the minute pass's help.
 */
const operationArbitrary = fc.oneof(
  fc.record({
    kind: fc.constant('store' as const),
    chat: fc.integer({ min: 0, max: 3 }),
    token: fc.integer({ min: 0, max: 2 }),
    // Few distinct minutes, so calls and market caps tie.
    minute: fc.integer({ min: 0, max: 6 }).map((step) => step * 30),
    marketCap: fc.option(
      fc.integer({ min: 1, max: 40 }).map((k) => k * 1_000),
      { nil: null },
    ),
  }),
  fc.record({
    kind: fc.constant('edit' as const),
    which: fc.nat(),
    token: fc.integer({ min: 0, max: 2 }),
    minute: fc.integer({ min: 0, max: 6 }).map((step) => step * 30),
    marketCap: fc.option(
      fc.integer({ min: 1, max: 40 }).map((k) => k * 1_000),
      { nil: null },
    ),
  }),
  fc.record({
    kind: fc.constant('refresh-market-cap' as const),
    token: fc.integer({ min: 0, max: 2 }),
    minute: fc.integer({ min: 0, max: 12 }).map((step) => step * 20),
    marketCap: fc.integer({ min: 1, max: 80 }).map((k) => k * 1_000),
  }),
  fc.record({ kind: fc.constant('read' as const) }),
);

const start = Date.UTC(2026, 4, 1);

describe('channel calls kept by their writers', () => {
  it('equal a recomputation from scratch after any writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operationArbitrary, { minLength: 1, maxLength: 25 }), async (operations) => {
        const run = randomBytes(4).toString('hex');
        const tokens = [0, 1, 2].map((index) => `Prop${run}${index}`);
        const stored: NewAlert[] = [];
        for (const operation of operations) {
          if (operation.kind === 'read') {
            await refreshChannelCalls(test.db);
          } else if (operation.kind === 'refresh-market-cap') {
            await recordMarketCap(test.db, tokens[operation.token] ?? '', operation.marketCap, new Date(start + operation.minute * 60_000));
          } else {
            const timestamp = new Date(start + operation.minute * 60_000);
            const token = { address: tokens[operation.token] ?? '', chain: 'solana' as const, name: null, symbol: null };
            if (operation.kind === 'store' || stored.length === 0) {
              const chatId = `chat-${operation.kind === 'store' ? operation.chat : 0}`;
              const alert = newAlert({ chatId, messageId: `${run}-${stored.length}`, timestamp, token, marketCap: operation.marketCap });
              stored.push(alert);
              await storeAlerts(test.db, [alert]);
            } else {
              const index = operation.which % stored.length;
              const edited = { ...(stored[index] as NewAlert), timestamp, token, marketCap: operation.marketCap };
              stored[index] = edited;
              await replaceAlerts(test.db, [edited]);
            }
          }
        }
        const kept = await callsOf(test.db, tokens);
        expect(await staleTokensOf(test.db, tokens)).toEqual([]);
        expect(kept).toEqual(await callsFromScratch(test.db, tokens));
      }),
      { numRuns: 25 },
    );
  });
});
