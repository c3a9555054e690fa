import { alertMessageSchema, tokenFactsSchema, type MessageCorrectionBody, type TokenFacts } from '@solana-hub/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { jsonHeaders, requestParsed } from './request-json';
import { tokenDetailPath } from './token-detail';
import { tokenMessagesPath } from './token-messages';

export const tokenFactsPath = (address: string) => `${tokenDetailPath(address)}/facts`;

/** GET /api/tokens/{address}/facts: where the token's name, symbol and market cap come from. */
export function tokenFactsQuery(address: string) {
  return queryOptions({
    queryKey: [tokenFactsPath(address)] as const,
    queryFn: ({ signal }): Promise<TokenFacts> => requestParsed(tokenFactsSchema, tokenFactsPath(address), { signal }),
  });
}

/** PUT /api/messages/{id}/correction; the token's heading, facts and history show it afterwards. */
export function useCorrectMessage(address: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, correction }: { id: number; correction: MessageCorrectionBody }) =>
      requestParsed(alertMessageSchema, `/api/messages/${id}/correction`, {
        method: 'PUT',
        headers: jsonHeaders,
        body: JSON.stringify(correction),
      }),
    onSuccess: () =>
      Promise.all(
        [tokenFactsPath(address), tokenDetailPath(address), tokenMessagesPath(address)].map((path) =>
          queryClient.invalidateQueries({ queryKey: [path], exact: true }),
        ),
      ),
  });
}
