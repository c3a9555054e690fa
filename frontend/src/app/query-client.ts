import { QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { isUnauthorized } from '../api/http-error';
import { urlFromQueryKey } from '../api/query-key-url';
import { requestJson } from '../api/request-json';
import { sessionQuery } from '../api/session';

/** A read is a GET of the URL its key stands for, with the session cookie. */
const getQueryKey: QueryFunction = ({ queryKey, signal }) => requestJson(urlFromQueryKey(queryKey), { signal });

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      // An expired session shows up as a 401 on any read: mark the session as gone so the
      // route guard sends the user to /login instead of polling into errors.
      onError: (error) => {
        if (isUnauthorized(error))
          queryClient.setQueryData(sessionQuery.queryKey, (known) => ({ demoFeed: false, ...known, authenticated: false }));
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryKey,
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
