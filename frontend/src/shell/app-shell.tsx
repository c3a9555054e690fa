import { Outlet } from 'react-router';
import { useReconcileTimer } from '../live/reconcile-lists';
import { useLiveFeed } from '../live/use-live-feed';
import { NavBar } from './nav-bar';
import { MAIN_ID, SkipLink } from './skip-link';

/** Layout of every signed-in page: the skip link, the navigation bar, the page, the live feed and the lists' reconcile polls. */
export function AppShell() {
  const liveStatus = useLiveFeed();
  useReconcileTimer();
  return (
    <div className="app">
      <SkipLink />
      <NavBar liveStatus={liveStatus} />
      <main className="page outline-none" id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
