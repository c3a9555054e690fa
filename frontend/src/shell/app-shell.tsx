import { Outlet } from 'react-router';
import { useLiveFeed } from '../live/use-live-feed';
import { NavBar } from './nav-bar';

/** Layout of every signed-in page: the navigation bar, the page, and the live feed. */
export function AppShell() {
  const liveStatus = useLiveFeed();
  return (
    <div className="app">
      <NavBar liveStatus={liveStatus} />
      <main className="page">
        <Outlet />
      </main>
    </div>
  );
}
