import { describe, expect, it } from '@jest/globals';
import { MESSAGES_PER_TOKEN, type AlertMessage, type Token } from '@solana-hub/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { allMessagesByTokenQuery } from '../api/all-messages-by-token';
import { latestMessagesQuery } from '../api/latest-messages';
import { messageSearchQuery, type MessageFilters } from '../api/message-search';
import { tokenMessagesQuery } from '../api/token-messages';
import { tokensQueryKey } from '../api/tokens';
import { createQueryClient } from '../app/query-client';
import { ADDRESS_A, ADDRESS_B, aToken, anAlertMessage } from '../testing/fixtures';
import { applyServerFrame } from './apply-server-frame';
import { refetchMessageLists } from './message-list-updates';

function cachedClient() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(tokensQueryKey(), [aToken()]);
  queryClient.setQueryData(tokensQueryKey(['insider']), [aToken()]);
  queryClient.setQueryData(latestMessagesQuery.queryKey, new Map([[ADDRESS_A, anAlertMessage({ id: 1 })]]));
  return queryClient;
}

describe('applyServerFrame', () => {
  it("merges a NEW_MESSAGE into the latest messages and puts its token's row in every token list at once", () => {
    const queryClient = cachedClient();
    const row = aToken({
      message_count: 2,
      current_market_cap: 420_000,
      ath_market_cap: 420_000,
      callers: 2,
      last_updated: '2025-01-01T12:00:00.000Z',
    });
    applyServerFrame(queryClient, {
      type: 'NEW_MESSAGE',
      data: anAlertMessage({ id: 2, message_text: 'Again', description: null }),
      token: row,
    });
    const latest = queryClient.getQueryData(latestMessagesQuery.queryKey)?.get(ADDRESS_A);
    expect(latest).toMatchObject({ id: 2, message_text: 'Again', description: 'Insider wallets are buying' });
    for (const key of [tokensQueryKey(), tokensQueryKey(['insider'])]) {
      expect(queryClient.getQueryData<Token[]>(key)).toEqual([row]);
      expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);
    }
  });

  it("adds a new token's row only to the lists whose filter it passes, without reading them again", () => {
    const queryClient = cachedClient();
    const row = aToken({ token_address: ADDRESS_B, first_message_type: 'curated', first_seen: '2025-01-01T12:00:00.000Z' });
    applyServerFrame(queryClient, {
      type: 'NEW_MESSAGE',
      data: anAlertMessage({ id: 3, token_address: ADDRESS_B, message_type: 'curated' }),
      token: row,
    });
    expect(queryClient.getQueryData<Token[]>(tokensQueryKey())?.map((token) => token.token_address)).toEqual([ADDRESS_B, ADDRESS_A]);
    expect(queryClient.getQueryData<Token[]>(tokensQueryKey(['insider']))?.length).toBe(1);
    expect(queryClient.getQueryState(tokensQueryKey())?.isInvalidated).toBe(false);
  });

  it('reads the token lists again for a NEW_MESSAGE that came without its row', () => {
    const queryClient = cachedClient();
    applyServerFrame(queryClient, { type: 'NEW_MESSAGE', data: anAlertMessage({ id: 2 }) });
    expect(queryClient.getQueryState(tokensQueryKey())?.isInvalidated).toBe(true);
  });

  it('announces a message of an unknown token as a new token and one of a known token as an update', () => {
    const queryClient = cachedClient();
    const unknown = applyServerFrame(queryClient, { type: 'NEW_MESSAGE', data: anAlertMessage({ id: 4, token_address: ADDRESS_B }) });
    expect(unknown).toMatchObject({ kind: 'new-token', address: ADDRESS_B, message: { id: 4 } });
    const known = applyServerFrame(queryClient, { type: 'NEW_MESSAGE', data: anAlertMessage({ id: 5 }) });
    expect(known).toMatchObject({ kind: 'token-update', address: ADDRESS_A, message: { id: 5 } });
  });

  it('does not announce the same message twice, nor a message without a token', () => {
    const queryClient = cachedClient();
    expect(applyServerFrame(queryClient, { type: 'NEW_MESSAGE', data: anAlertMessage({ id: 1 }) })).toBeNull();
    expect(applyServerFrame(queryClient, { type: 'NEW_MESSAGE', data: anAlertMessage({ id: 6, token_address: null }) })).toBeNull();
  });

  it('applies a MARKET_CAP_UPDATE to the token', () => {
    const queryClient = cachedClient();
    applyServerFrame(queryClient, {
      type: 'MARKET_CAP_UPDATE',
      data: {
        token_address: ADDRESS_A,
        current_market_cap: 5_000_000,
        last_updated: '2025-01-01T14:00:00.000Z',
        token_name: null,
        token_symbol: null,
      },
    });
    expect(queryClient.getQueryData<Token[]>(tokensQueryKey())?.[0]?.current_market_cap).toBe(5_000_000);
  });
});

describe('applyServerFrame on the message lists', () => {
  const earlier = anAlertMessage({ id: 1, timestamp: '2025-01-01T12:00:00.000Z' });
  const arrived = anAlertMessage({ id: 2, timestamp: '2025-01-01T12:05:00.000Z', message_text: 'Second insider buy on POPCAT' });
  const tracerKey = (filters: Partial<MessageFilters>) =>
    messageSearchQuery({ search: '', trending: 'all', messageType: 'all', chat: 'all', ...filters }).queryKey;
  const letThrough: Array<Partial<MessageFilters>> = [{}, { messageType: 'insider' }, { search: 'popcat' }, { trending: '🟢' }];
  const keptOut: Array<Partial<MessageFilters>> = [{ messageType: 'curated' }, { search: 'bonk' }, { trending: '🔴' }];

  function cachedLists(): QueryClient {
    const queryClient = createQueryClient();
    queryClient.setQueryData(allMessagesByTokenQuery.queryKey, new Map([[ADDRESS_A, [earlier]]]));
    queryClient.setQueryData(tokenMessagesQuery(ADDRESS_A).queryKey, {
      pages: [{ messages: [earlier], hasMore: false, totalCount: 1 }],
      pageParams: [1],
    });
    for (const filters of [...letThrough, ...keptOut]) {
      queryClient.setQueryData(tracerKey(filters), {
        pages: [{ messages: [earlier], nextCursor: null, totalCount: 1, totalCapped: false }],
        pageParams: [null],
      });
    }
    return queryClient;
  }

  const stripOf = (queryClient: QueryClient, address: string) =>
    queryClient
      .getQueryData(allMessagesByTokenQuery.queryKey)
      ?.get(address)
      ?.map((message) => message.id);
  const historyOf = (queryClient: QueryClient) => queryClient.getQueryData(tokenMessagesQuery(ADDRESS_A).queryKey)?.pages[0];
  const tracerOf = (queryClient: QueryClient, filters: Partial<MessageFilters>) => {
    const page = queryClient.getQueryData(tracerKey(filters))?.pages[0];
    return page && { ids: page.messages.map((message) => message.id), totalCount: page.totalCount };
  };
  const newMessage = (queryClient: QueryClient, data: AlertMessage) => applyServerFrame(queryClient, { type: 'NEW_MESSAGE', data });

  it("puts a new message on top of the token's strip and history, counted once however often it comes", () => {
    const queryClient = cachedLists();
    newMessage(queryClient, arrived);
    newMessage(queryClient, arrived);
    expect(stripOf(queryClient, ADDRESS_A)).toEqual([2, 1]);
    expect(historyOf(queryClient)).toMatchObject({ totalCount: 2, messages: [{ id: 2 }, { id: 1 }] });
  });

  it('keeps the strip to the newest MESSAGES_PER_TOKEN, as the server answers it', () => {
    const queryClient = cachedLists();
    const full = Array.from({ length: MESSAGES_PER_TOKEN }, (_, index) =>
      anAlertMessage({ id: 100 - index, timestamp: new Date(Date.UTC(2025, 0, 1, 12, 0) - index * 60_000).toISOString() }),
    );
    queryClient.setQueryData(allMessagesByTokenQuery.queryKey, new Map([[ADDRESS_A, full]]));
    newMessage(queryClient, anAlertMessage({ id: 101, timestamp: '2025-01-01T12:01:00.000Z' }));
    const strip = stripOf(queryClient, ADDRESS_A);
    expect(strip).toHaveLength(MESSAGES_PER_TOKEN);
    expect(strip?.[0]).toBe(101);
    expect(strip).not.toContain(100 - MESSAGES_PER_TOKEN + 1);
  });

  it("starts the strip of a token the dashboard had no messages of, and leaves other tokens' histories alone", () => {
    const queryClient = cachedLists();
    newMessage(queryClient, anAlertMessage({ id: 3, token_address: ADDRESS_B }));
    expect(stripOf(queryClient, ADDRESS_B)).toEqual([3]);
    expect(stripOf(queryClient, ADDRESS_A)).toEqual([1]);
    expect(historyOf(queryClient)?.totalCount).toBe(1);
    expect(queryClient.getQueryData(tokenMessagesQuery(ADDRESS_B).queryKey)).toBeUndefined();
  });

  it('adds a new message to the tracer searches whose filters let it through, and only to those', () => {
    const queryClient = cachedLists();
    newMessage(queryClient, arrived);
    for (const filters of letThrough) expect(tracerOf(queryClient, filters)).toEqual({ ids: [2, 1], totalCount: 2 });
    for (const filters of keptOut) expect(tracerOf(queryClient, filters)).toEqual({ ids: [1], totalCount: 1 });
  });

  it('shows a message without a token in the tracer', () => {
    const queryClient = cachedLists();
    expect(newMessage(queryClient, anAlertMessage({ id: 4, token_address: null }))).toBeNull();
    expect(tracerOf(queryClient, {})?.ids).toEqual([4, 1]);
  });

  it('shows a MESSAGE_UPDATED in place wherever it is loaded, counting and announcing nothing', () => {
    const queryClient = cachedLists();
    queryClient.setQueryData(latestMessagesQuery.queryKey, new Map([[ADDRESS_A, earlier]]));
    const rewritten = { ...earlier, description: 'Insiders loaded before the chart woke up' };
    expect(applyServerFrame(queryClient, { type: 'MESSAGE_UPDATED', data: rewritten })).toBeNull();
    expect(queryClient.getQueryData(allMessagesByTokenQuery.queryKey)?.get(ADDRESS_A)).toEqual([rewritten]);
    expect(historyOf(queryClient)).toMatchObject({ totalCount: 1, messages: [rewritten] });
    for (const filters of [...letThrough, ...keptOut])
      expect(queryClient.getQueryData(tracerKey(filters))?.pages[0]?.messages).toEqual([rewritten]);
    expect(queryClient.getQueryData(latestMessagesQuery.queryKey)?.get(ADDRESS_A)).toEqual(rewritten);
  });

  it('leaves the lists that have not loaded an updated message as they are', () => {
    const queryClient = cachedLists();
    const before = queryClient.getQueryData(allMessagesByTokenQuery.queryKey);
    applyServerFrame(queryClient, { type: 'MESSAGE_UPDATED', data: anAlertMessage({ id: 99, token_address: ADDRESS_B }) });
    expect(queryClient.getQueryData(allMessagesByTokenQuery.queryKey)).toBe(before);
    expect(stripOf(queryClient, ADDRESS_B)).toBeUndefined();
    expect(tracerOf(queryClient, {})).toEqual({ ids: [1], totalCount: 1 });
  });

  it('reads every message list again after the live feed was cut off', async () => {
    const queryClient = cachedLists();
    queryClient.setQueryData(tokensQueryKey(), [aToken()]);
    await refetchMessageLists(queryClient);
    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(invalidated(allMessagesByTokenQuery.queryKey)).toBe(true);
    expect(invalidated(tokenMessagesQuery(ADDRESS_A).queryKey)).toBe(true);
    expect(invalidated(tracerKey({ messageType: 'curated' }))).toBe(true);
    expect(invalidated(tokensQueryKey())).toBe(false);
  });
});
