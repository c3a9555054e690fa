import { useQuery } from '@tanstack/react-query';
import { Link, NavLink } from 'react-router';
import { paths } from '../app/paths';
import { tokensQuery } from '../api/tokens';
import { sessionQuery } from '../api/session';
import type { LiveStatus } from '../live/live-connection';
import { LiveStatusIndicator } from './live-status-indicator';
import { LogoutButton } from './logout-button';

export function NavBar({ liveStatus }: { liveStatus: LiveStatus }) {
  const tokens = useQuery(tokensQuery());
  const session = useQuery(sessionQuery);
  return (
    <header className="nav-bar">
      <nav className="nav-bar__inner" aria-label="Main">
        <Link to={paths.dashboard} className="nav-bar__brand">
          Solana Hub
        </Link>
        <NavLink to={paths.dashboard} end className="nav-bar__link">
          Tokens
          <span className="nav-bar__count" data-testid="nav-token-count">
            {tokens.data?.length ?? '–'}
          </span>
        </NavLink>
        <span className="nav-bar__spacer" />
        {session.data?.demoFeed ? (
          <span className="nav-bar__demo" data-testid="demo-feed-notice" title="No Telegram source is configured: sample alerts are replayed">
            Demo feed
          </span>
        ) : null}
        <LiveStatusIndicator status={liveStatus} />
        <LogoutButton />
      </nav>
    </header>
  );
}
