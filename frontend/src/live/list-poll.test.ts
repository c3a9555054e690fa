import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { LIST_RESPONSE_KIND_HEADER, LIST_VERSION_HEADER, type ListResponseKind, type Token } from '@solana-hub/contracts';
import { tokensQuery, tokensQueryKey } from '../api/tokens';
import { createQueryClient } from '../app/query-client';
import { ADDRESS_A, ADDRESS_B, aToken, anAlertMessage } from '../testing/fixtures';
import { applyServerFrame } from './apply-server-frame';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 10, minute)).toISOString();
const answer = (body: unknown, version: string, kind: ListResponseKind) =>
  new Response(JSON.stringify(body), { status: 200, headers: { [LIST_VERSION_HEADER]: version, [LIST_RESPONSE_KIND_HEADER]: kind } });
const marketCaps = (tokens: Token[] | undefined) =>
  Object.fromEntries((tokens ?? []).map((token) => [token.token_address, token.current_market_cap]));

describe('a poll of the token list', () => {
  it('keeps the rows live frames wrote while it was in flight, and takes the newer rows it brings', async () => {
    const a = aToken({ current_market_cap: 100_000, last_updated: at(0) });
    const b = aToken({ token_address: ADDRESS_B, current_market_cap: 200_000, last_updated: at(0) });
    let answerPoll = (_: Response) => {};
    const fetchMock = jest
      .fn<typeof fetch>()
      .mockResolvedValueOnce(answer([a, b], '100', 'full'))
      .mockResolvedValueOnce(answer({ since: '100', version: '100', tokens: [], removed: [] }, '100', 'changes'))
      .mockImplementationOnce(() => new Promise<Response>((resolve) => (answerPoll = resolve)));
    globalThis.fetch = fetchMock;
    const queryClient = createQueryClient();
    await queryClient.fetchQuery(tokensQuery());

    const poll = queryClient.fetchQuery({ ...tokensQuery(), staleTime: 0 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock.mock.calls[2]?.[0]).toEqual(expect.stringContaining('since=100'));
    // An alert about A, written after the poll's read: its frame arrives before the answer.
    applyServerFrame(queryClient, {
      type: 'NEW_MESSAGE',
      data: anAlertMessage({ id: 2, token_address: ADDRESS_A }),
      token: { ...a, current_market_cap: 999_000, last_updated: at(2) },
    });
    // The answer read both rows before that write: B's is news, A's is older than the frame's.
    const changed = [
      { ...a, current_market_cap: 500_000, last_updated: at(1) },
      { ...b, current_market_cap: 250_000, last_updated: at(1) },
    ];
    answerPoll(answer({ since: '100', version: '110', tokens: changed, removed: [] }, '110', 'changes'));
    await poll;

    expect(marketCaps(queryClient.getQueryData<Token[]>(tokensQueryKey()))).toEqual({ [ADDRESS_A]: 999_000, [ADDRESS_B]: 250_000 });
  });
});
