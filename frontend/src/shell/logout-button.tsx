import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../app/paths';
import { logout, sessionQuery, sessionQueryKey } from '../api/session';

export function LogoutButton() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onLogout = async () => {
    setBusy(true);
    setError(null);
    try {
      if (!(await logout())) {
        setError('Failed to log out');
        return;
      }
      queryClient.setQueryData(sessionQuery.queryKey, (known) => ({ demoFeed: false, ...known, authenticated: false }));
      await navigate(paths.login, { replace: true });
      // Nothing of the old session stays cached for whoever signs in next.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    } catch (cause) {
      console.error('Logout failed', cause);
      setError('An unexpected error occurred');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {error && (
        <span className="nav-bar__error" role="alert">
          {error}
        </span>
      )}
      <button type="button" className="button button--ghost" onClick={() => void onLogout()} disabled={busy}>
        Logout
      </button>
    </>
  );
}
