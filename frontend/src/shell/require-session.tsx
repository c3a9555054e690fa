import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../app/paths';
import { sessionQuery } from '../api/session';

/** Route guard: every page but /login needs a session (GET /api/session). */
export function RequireSession() {
  const session = useQuery(sessionQuery);
  const location = useLocation();

  if (session.isPending) return <p className="page-status">Loading…</p>;
  if (session.isError) {
    return (
      <div className="page-status" role="alert">
        <p>Could not check your session: {session.error.message}</p>
        <button type="button" className="button" onClick={() => void session.refetch()}>
          Retry
        </button>
      </div>
    );
  }
  if (!session.data.authenticated) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
