import { Outlet } from 'react-router';
import { useLiveFeed } from '../live/use-live-feed';
import { NavBar } from './nav-bar';
import { MAIN_ID, SkipLink } from './skip-link';

/** Layout of every signed-in page: the skip link, the navigation bar, the page, and the live feed. */
export function AppShell() {
  const liveStatus = useLiveFeed();
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
