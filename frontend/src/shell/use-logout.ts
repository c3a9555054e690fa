import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logout, logoutEverywhere, sessionQuery, sessionQueryKey } from '../api/session';
import { paths } from '../app/paths';
import { useToast } from '../ui/toast';

/**
 * Logout (this session) and Log out everywhere (every session), then /login; a failed one is an
 * error toast and the page stays.
 */
export function useLogout(): { logOut: () => void; logOutEverywhere: () => void; loggingOut: boolean } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: (endSessions: () => Promise<boolean>) => endSessions(),
    onSuccess: async (loggedOut) => {
      if (!loggedOut) {
        toast({ title: 'Error', description: 'Failed to log out', variant: 'error' });
        return;
      }
      queryClient.setQueryData(sessionQuery.queryKey, (known) => ({ demoFeed: false, ...known, authenticated: false }));
      await navigate(paths.login, { replace: true });
      // Nothing of the old session stays cached for whoever signs in next.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    },
    onError: (cause) => {
      console.error('Logout failed', cause);
      toast({ title: 'Error', description: 'An unexpected error occurred', variant: 'error' });
    },
  });
  return {
    logOut: () => mutation.mutate(logout),
    logOutEverywhere: () => mutation.mutate(logoutEverywhere),
    loggingOut: mutation.isPending,
  };
}
