import { actionDoneSchema } from '@solana-hub/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { requestParsed } from './request-json';
import { tokensPath } from './tokens';

/** Prefix of every archived-list key (/api/tokens/hidden, /api/tokens/hidden/count, ...). */
const archivedPath = '/api/tokens/hidden';

async function setArchived(address: string, archived: boolean) {
  const action = archived ? 'archive' : 'unarchive';
  return requestParsed(actionDoneSchema, `/api/tokens/${encodeURIComponent(address)}/${action}`, { method: 'POST' });
}

/** Archive and unarchive both refresh the token and archived lists afterwards. */
function refreshTokenLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [tokensPath] }),
    queryClient.invalidateQueries({
      predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(archivedPath),
    }),
  ]);
}

/** POST /api/tokens/{address}/archive (credentials, no body). */
export function useArchiveToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: string) => setArchived(address, true),
    onSettled: () => refreshTokenLists(queryClient),
  });
}

/** POST /api/tokens/{address}/unarchive (credentials, no body). */
export function useUnarchiveToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: string) => setArchived(address, false),
    onSettled: () => refreshTokenLists(queryClient),
  });
}
