import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../app/paths';
import { sessionQuery } from '../api/session';
import type { LiveStatus } from '../live/live-connection';
import { AccountMenu } from './account-menu';
import { BrandMark } from './brand-mark';
import { LinksSettingsMenu } from './links-settings-menu';
import { LiveStatusIndicator } from './live-status-indicator';
import { MobileMenu } from './mobile-menu';
import { useNavCounts } from './nav-counts';
import { NavItemLink } from './nav-item-link';
import { navItems } from './nav-items';
import { SoundToggle } from './sound-toggle';
import { ThemeToggle } from './theme-toggle';
import './nav-bar.css';

/** The navigation bar of every signed-in page; links fold into a menu below 1280 px. */
export function NavBar({ liveStatus }: { liveStatus: LiveStatus }) {
  const session = useQuery(sessionQuery);
  const counts = useNavCounts();
  return (
    <header className="nav-bar">
      <nav className="nav-bar__inner" aria-label="Main">
        <Link to={paths.dashboard} className="nav-bar__brand">
          <BrandMark />
          {/* The mark alone below 1536 px, so that every link keeps its name in words from 1440 px. */}
          <span className="max-2xl:sr-only">Solana Hub</span>
        </Link>
        <div className="hidden items-center gap-1 xl:flex">
          {navItems.map((item) => (
            <NavItemLink key={item.to} item={item} counts={counts} className="nav-bar__link" testIdPrefix="nav" inBar />
          ))}
        </div>
        <span className="flex-1" />
        {session.data?.demoFeed ? (
          <span
            className="tag tag--yellow whitespace-nowrap"
            data-testid="demo-feed-notice"
            title="No Telegram source is configured: sample alerts are replayed"
          >
            Demo<span className="max-sm:hidden xl:max-2xl:hidden"> feed</span>
          </span>
        ) : null}
        <LiveStatusIndicator status={liveStatus} />
        <div className="flex items-center gap-1">
          <LinksSettingsMenu />
          <SoundToggle />
          <ThemeToggle />
        </div>
        <div className="hidden xl:block">
          <AccountMenu />
        </div>
        <div className="xl:hidden">
          <MobileMenu counts={counts} />
        </div>
      </nav>
    </header>
  );
}
