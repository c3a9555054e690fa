import { tokenListChangesSchema, tokenSchema, withTokenListChanges, type Token } from '@solana-hub/contracts';
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { pollList, unsharedList } from '../live/list-poll';
import { isQueryParams } from './query-key-url';

export const tokensPath = '/api/tokens';
const tokenList = { whole: tokenSchema.array(), changes: tokenListChangesSchema, withChanges: withTokenListChanges };

/** Key of the token list; `['/api/tokens']` is the unfiltered list, a prefix of every filtered one. */
export function tokensQueryKey(messageTypes: readonly string[] = []) {
  if (messageTypes.length === 0) return [tokensPath] as const;
  return [tokensPath, { message_types: [...messageTypes].sort().join(',') }] as const;
}

/** The active tokens, newest first_seen first; the live feed keeps them current, a slow poll reconciles. */
export function tokensQuery(messageTypes: readonly string[] = []) {
  return queryOptions({
    queryKey: tokensQueryKey(messageTypes),
    queryFn: (context): Promise<Token[]> => pollList(tokenList, context),
    ...unsharedList,
  });
}

/** The message types a token-list key filters on; null when it shows every type. */
export function messageTypesOfTokensKey(queryKey: QueryKey): readonly string[] | null {
  const params = queryKey[1];
  if (!isQueryParams(params) || typeof params.message_types !== 'string') return null;
  return params.message_types.split(',').filter(Boolean);
}
