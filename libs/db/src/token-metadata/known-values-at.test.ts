import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { createTestDatabase, newAlert, type TestDatabase } from '@solana-hub/testing';
import { storeAlerts } from '../messages/alert-repository.js';
import { correctMessage } from '../corrections/message-corrections.js';
import { recordRefreshedMarketCap } from '../channels/market-cap-history.js';
import { saveTokenMetadata } from './token-metadata.js';
import {
  KNOWN_MARKET_CAP_WINDOW_MS,
  KNOWN_VALUE_MESSAGES,
  knownTokenValues,
  knownValuesAt,
  marketCapNear,
  type KnownValuesQuery,
} from './known-token-values.js';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

const chats = ['chat-a', 'chat-b', 'chat-c'];
const start = Date.UTC(2026, 5, 1, 12);
// Steps of a third of the window: times tie, and a question sits as far from two points as often as not.
const step = KNOWN_MARKET_CAP_WINDOW_MS / 3;
const at = (steps: number) => new Date(start + steps * step);

const messageArbitrary = fc.record({
  chat: fc.integer({ min: 0, max: chats.length - 1 }),
  token: fc.integer({ min: 0, max: 1 }),
  steps: fc.integer({ min: 0, max: 8 }),
  name: fc.option(fc.constantFrom('Moon Dog', 'Moon Cat', 'Sun'), { nil: null }),
  symbol: fc.option(fc.constantFrom('MDOG', 'MCAT'), { nil: null }),
  marketCap: fc.option(
    fc.integer({ min: 1, max: 90 }).map((k) => k * 1_000),
    { nil: null },
  ),
  corrected: fc.option(
    fc.record({
      tokenName: fc.option(fc.constant('Corrected'), { nil: undefined }),
      tokenSymbol: fc.option(fc.constant('CRCT'), { nil: undefined }),
      marketCap: fc.option(fc.constant(123_000), { nil: undefined }),
    }),
    { nil: null },
  ),
});
const refreshedArbitrary = fc.record({
  token: fc.integer({ min: 0, max: 1 }),
  steps: fc.integer({ min: 0, max: 8 }),
  marketCap: fc.integer({ min: 1, max: 90 }).map((k) => k * 1_000),
});
const providerArbitrary = fc.record({
  token: fc.integer({ min: 0, max: 1 }),
  provider: fc.constantFrom('dexscreener' as const, 'onchain-metadata' as const),
  steps: fc.integer({ min: 0, max: 8 }),
  name: fc.option(fc.constant('Provided'), { nil: null }),
  symbol: fc.option(fc.constant('PRVD'), { nil: null }),
});

/** What each question is answered from every stored value of its token (knownTokenValues), the reading it must equal. */
async function answeredFromEveryValue(queries: readonly KnownValuesQuery[]) {
  const known = new Map<string, Awaited<ReturnType<typeof knownTokenValues>>>();
  for (const chatId of new Set(queries.map((query) => query.chatId))) {
    const tokens = [...new Set(queries.map((query) => query.tokenAddress))];
    known.set(chatId, await knownTokenValues(test.db, tokens, { exceptChatId: chatId }));
  }
  return queries.map(({ tokenAddress, chatId, at: when }) => {
    const values = known.get(chatId)?.get(tokenAddress);
    return {
      name: values?.names[0]?.value ?? null,
      symbol: values?.symbols[0]?.value ?? null,
      marketCap: (values && marketCapNear(values, when, KNOWN_MARKET_CAP_WINDOW_MS)?.value) ?? null,
    };
  });
}

describe("a batch's known values in one question", () => {
  it('answer each message as every stored value of its token does: newest name and symbol, nearest market cap', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(messageArbitrary, { minLength: 1, maxLength: 14 }),
        fc.array(refreshedArbitrary, { maxLength: 5 }),
        fc.array(providerArbitrary, { maxLength: 3 }),
        async (messages, refreshed, providers) => {
          run += 1;
          const tokens = [`KnownAt${run}A111111111111111111111111pump`, `KnownAt${run}B111111111111111111111111pump`];
          const stored = messages.map((message, index) =>
            newAlert({
              chatId: chats[message.chat] as string,
              messageId: `${run}-${index}`,
              timestamp: at(message.steps),
              token: { address: tokens[message.token] as string, chain: 'solana', name: message.name, symbol: message.symbol },
              marketCap: message.marketCap,
            }),
          );
          const result = await storeAlerts(test.db, stored);
          for (const [index, message] of messages.entries()) {
            const id = result.messages[index]?.id;
            if (message.corrected && id !== undefined && Object.values(message.corrected).some((value) => value !== undefined))
              await correctMessage(test.db, id, message.corrected);
          }
          for (const observation of refreshed)
            await recordRefreshedMarketCap(test.db, tokens[observation.token] as string, observation.marketCap, at(observation.steps));
          for (const names of providers)
            await saveTokenMetadata(test.db, tokens[names.token] as string, [
              // Two providers never name a token at the same instant.
              {
                provider: names.provider,
                name: names.name,
                symbol: names.symbol,
                at: new Date(at(names.steps).getTime() + (names.provider === 'dexscreener' ? 0 : 1)),
              },
            ]);
          // Every chat asks of both tokens at every half step (on points, between them, outside the window).
          const queries = tokens.flatMap((tokenAddress) =>
            chats.flatMap((chatId) =>
              Array.from({ length: 20 }, (_, half) => ({ tokenAddress, chatId, at: new Date(start + ((half - 1) * step) / 2) })),
            ),
          );
          expect(await knownValuesAt(test.db, queries)).toEqual(await answeredFromEveryValue(queries));
        },
      ),
      { numRuns: 20 },
    );
  }, 120_000);

  it("looks for another chat's values among the token's messages nearest the question only, then the providers'", async () => {
    const tokenAddress = 'OneBot11111111111111111111111111111111pump';
    // A second apart: a buy bot's pace, every message within the market cap's window of the question.
    const message = (chatId: string, index: number, name: string, marketCap: number) =>
      newAlert({
        chatId,
        messageId: `one-bot-${index}`,
        timestamp: new Date(start + index * 1_000),
        token: { address: tokenAddress, chain: 'solana', name, symbol: 'BOT' },
        marketCap,
      });
    await saveTokenMetadata(test.db, tokenAddress, [{ provider: 'dexscreener', name: 'Provided', symbol: 'PRVD', at: new Date(start) }]);
    // Another chat named it once; then only the asking bot, KNOWN_VALUE_MESSAGES - 1 times.
    await storeAlerts(test.db, [
      message('other', 0, 'Named Elsewhere', 50_000),
      ...Array.from({ length: KNOWN_VALUE_MESSAGES - 1 }, (_, n) => message('bot', n + 1, 'Own Read', 10_000)),
    ]);
    const asked = async () =>
      (await knownValuesAt(test.db, [{ tokenAddress, chatId: 'bot', at: new Date(start + KNOWN_VALUE_MESSAGES * 1_000) }]))[0];
    expect(await asked()).toEqual({ name: 'Named Elsewhere', symbol: 'BOT', marketCap: 50_000 });
    // One more of the bot's own: the other chat's message is past the ones looked at.
    await storeAlerts(test.db, [message('bot', KNOWN_VALUE_MESSAGES, 'Own Read', 10_000)]);
    expect(await asked()).toEqual({ name: 'Provided', symbol: 'PRVD', marketCap: null });
  });

  it('answers nothing for no question and unknown tokens alike', async () => {
    expect(await knownValuesAt(test.db, [])).toEqual([]);
    expect(
      await knownValuesAt(test.db, [{ tokenAddress: 'Nobody1111111111111111111111111111111pump', chatId: 'chat-a', at: at(0) }]),
    ).toEqual([{ name: null, symbol: null, marketCap: null }]);
  });
});
