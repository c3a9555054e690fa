import { describe, expect, it } from '@jest/globals';
import type { Token } from '@solana-hub/contracts';
import { latestMessagesQuery } from '../api/latest-messages';
import { tokensQueryKey } from '../api/tokens';
import { createQueryClient } from '../app/query-client';
import { ADDRESS_A, ADDRESS_B, aToken, anAlertMessage } from '../testing/fixtures';
import { applyServerFrame } from './apply-server-frame';

function cachedClient() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(tokensQueryKey(), [aToken()]);
  queryClient.setQueryData(tokensQueryKey(['insider']), [aToken()]);
  queryClient.setQueryData(latestMessagesQuery.queryKey, { [ADDRESS_A]: anAlertMessage({ id: 1 }) });
  return queryClient;
}

describe('applyServerFrame', () => {
  it('merges a NEW_MESSAGE into the latest messages and counts it in every token list', () => {
    const queryClient = cachedClient();
    applyServerFrame(queryClient, {
      type: 'NEW_MESSAGE',
      data: anAlertMessage({ id: 2, message_text: 'Again', description: null }),
    });
    const latest = queryClient.getQueryData(latestMessagesQuery.queryKey)?.[ADDRESS_A];
    expect(latest).toMatchObject({ id: 2, message_text: 'Again', description: 'Insider wallets are buying' });
    for (const key of [tokensQueryKey(), tokensQueryKey(['insider'])]) {
      expect(queryClient.getQueryData<Token[]>(key)?.[0]?.message_count).toBe(2);
    }
  });

  it('adds a new token only to the lists whose filter it passes', () => {
    const queryClient = cachedClient();
    applyServerFrame(queryClient, {
      type: 'NEW_MESSAGE',
      data: anAlertMessage({ id: 3, token_address: ADDRESS_B, message_type: 'curated' }),
    });
    expect(queryClient.getQueryData<Token[]>(tokensQueryKey())?.length).toBe(2);
    expect(queryClient.getQueryData<Token[]>(tokensQueryKey(['insider']))?.length).toBe(1);
  });

  it('announces a message of an unknown token as a new token and one of a known token as an update', () => {
    const queryClient = cachedClient();
    const unknown = applyServerFrame(queryClient, { type: 'NEW_MESSAGE', data: anAlertMessage({ id: 4, token_address: ADDRESS_B }) });
    expect(unknown).toEqual({ kind: 'new-token', address: ADDRESS_B });
    const known = applyServerFrame(queryClient, { type: 'NEW_MESSAGE', data: anAlertMessage({ id: 5 }) });
    expect(known).toEqual({ kind: 'token-update', address: ADDRESS_A });
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
