import { useQuery } from '@tanstack/react-query';
import { archivedCountQuery } from '../api/archived-count';
import { tokensQuery } from '../api/tokens';
import { totalMessageCount } from './total-message-count';

/** A count the nav bar shows: the number, or why it is missing (undefined while loading). */
export interface NavCount {
  value: number | undefined;
  error: string | undefined;
}

export interface NavCounts {
  tokens: NavCount;
  archived: NavCount;
  messages: NavCount;
}

/** Counts of Tokens, Archived and all messages, for the navigation bar. */
export function useNavCounts(): NavCounts {
  const tokens = useQuery(tokensQuery());
  const archived = useQuery(archivedCountQuery);
  const tokensError = tokens.error?.message;
  return {
    tokens: { value: tokens.data?.length, error: tokensError },
    messages: { value: tokens.data && totalMessageCount(tokens.data), error: tokensError },
    archived: { value: archived.data, error: archived.error?.message },
  };
}
