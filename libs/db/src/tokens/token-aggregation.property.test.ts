import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { createTestDatabase, newAlert, type TestDatabase } from '@solana-hub/testing';
import { storeAlerts, type NewAlert } from '../messages/alert-repository.js';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

/** A token's messages: times within a day, market caps that move, names that change or go missing. */
const messagesArbitrary = fc.array(
  fc.record({
    minute: fc.integer({ min: 0, max: 1440 }),
    marketCap: fc.option(fc.integer({ min: 1_000, max: 5_000_000 }), { nil: null }),
    name: fc.option(fc.constantFrom('Moon Dog', 'Moon Dog 2', 'MOON'), { nil: null }),
    symbol: fc.option(fc.constantFrom('MDOG', 'MOON'), { nil: null }),
    type: fc.constantFrom('insider', 'curated', 'pumpfun_volume'),
    buys: fc.option(fc.integer({ min: 0, max: 50 }), { nil: null }),
    holders: fc.option(fc.integer({ min: 1, max: 5_000 }), { nil: null }),
    price: fc.option(fc.double({ min: 1e-9, max: 10, noNaN: true }), { nil: null }),
    volume: fc.option(fc.integer({ min: 0, max: 9_000_000 }), { nil: null }),
    pair: fc.option(fc.constantFrom('PoolOne', 'PoolTwo'), { nil: null }),
  }),
  { minLength: 1, maxLength: 12 },
);

type Message = typeof messagesArbitrary extends fc.Arbitrary<Array<infer M>> ? M : never;

function alertsFor(address: string, messages: Message[]): NewAlert[] {
  return messages.map((message, index) =>
    newAlert({
      chatId: 'prop',
      messageId: `${address}-${index}`,
      messageType: message.type,
      timestamp: new Date(Date.UTC(2026, 0, 1) + message.minute * 60_000),
      token: { address, chain: 'solana', name: message.name, symbol: message.symbol },
      marketCap: message.marketCap,
      accumulate: [
        ...(message.buys === null ? [] : [{ field: 'smart_buyers', accumulator: 'sum' as const, value: message.buys }]),
        ...(message.holders === null ? [] : [{ field: 'total_holders', accumulator: 'latest' as const, value: message.holders }]),
      ],
      figures: {
        ...(message.price === null ? {} : { initial_price: message.price }),
        ...(message.volume === null ? {} : { volume_24h: message.volume }),
      },
      pairAddress: message.pair,
    }),
  );
}

async function storeInBatches(alerts: NewAlert[], cuts: number[]): Promise<void> {
  let start = 0;
  for (const cut of [...cuts.map((c) => c % (alerts.length + 1)).sort((a, b) => a - b), alerts.length]) {
    if (cut > start) await storeAlerts(test.db, alerts.slice(start, cut));
    start = Math.max(start, cut);
  }
}

async function tokenRow(address: string) {
  const row = await test.db.selectFrom('tokens').selectAll().where('token_address', '=', address).executeTakeFirstOrThrow();
  // The row's versions (migration 0009) name the transaction that wrote it, not what it holds.
  const { last_updated: _ignored, token_address: _address, changed_xid: _changed, messages_reset_xid: _reset, ...rest } = row;
  return rest;
}

describe('token aggregation', () => {
  it('gives the same token for any arrival order, batching and duplication of its messages', async () => {
    await fc.assert(
      fc.asyncProperty(
        messagesArbitrary,
        fc.array(fc.nat(), { maxLength: 4 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.infiniteStream(fc.nat()),
        async (messages, cuts, duplicates, shuffleSeed) => {
          const inOrder = `in-order-${randomBytes(6).toString('hex')}`;
          const scrambled = `scrambled-${randomBytes(6).toString('hex')}`;
          await storeAlerts(test.db, alertsFor(inOrder, messages));

          const alerts = alertsFor(scrambled, messages);
          const redelivered = duplicates.map((d) => alerts[d % alerts.length] as NewAlert);
          const seeds = shuffleSeed.take(alerts.length + redelivered.length);
          const shuffled = [...alerts, ...redelivered]
            .map((alert, i) => ({ alert, key: (seeds.next().value as number | undefined) ?? i }))
            .sort((a, b) => a.key - b.key)
            .map(({ alert }) => alert);
          await storeInBatches(shuffled, cuts);

          expect(await tokenRow(scrambled)).toEqual(await tokenRow(inOrder));
          const token = await tokenRow(scrambled);
          expect(token.message_count).toBe(messages.length);
          const buys = messages.filter((m) => m.buys !== null);
          const accumulated = token.accumulated_data as Record<string, { value: unknown }>;
          expect(accumulated.smart_buyers?.value).toBe(buys.length ? buys.reduce((sum, m) => sum + (m.buys ?? 0), 0) : undefined);
          // The first price stated is the initial one; the newest volume and pair are the token's
          // (a tie on time goes to the lower value for the first, the higher for the newest).
          type Stated = { minute: number; value: number | string };
          const stated = (value: (m: Message) => number | string | null): Stated[] =>
            messages.flatMap((m) => {
              const stated = value(m);
              return stated === null ? [] : [{ minute: m.minute, value: stated }];
            });
          const first = (list: Stated[]) =>
            list.reduce<Stated | null>(
              (best, m) => (!best || m.minute < best.minute || (m.minute === best.minute && m.value < best.value) ? m : best),
              null,
            )?.value ?? null;
          const newest = (list: Stated[]) =>
            list.reduce<Stated | null>(
              (best, m) => (!best || m.minute > best.minute || (m.minute === best.minute && m.value > best.value) ? m : best),
              null,
            )?.value ?? null;
          expect(token.initial_price).toBe(first(stated((m) => m.price)));
          expect(token.volume_24h).toBe(newest(stated((m) => m.volume)));
          expect(token.pair_address).toBe(newest(stated((m) => m.pair)));
        },
      ),
      { numRuns: 40 },
    );
  });
});
