import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ExternalLink, LogOut, Menu } from 'lucide-react';
import { NavCountBadge } from './nav-count-badge';
import type { NavCounts } from './nav-counts';
import { NotificationPermissionItem } from '../alerts/notification-permission';
import { LogOutEverywhereItem } from './log-out-everywhere-item';
import { NavItemLink } from './nav-item-link';
import { NavMenu } from './nav-menu';
import { ethereumHubUrl, navItems } from './nav-items';
import { useLogout } from './use-logout';

/** The navigation of narrow screens: links with counts, the total message count, the hub link, Logout, Log out everywhere. */
export function MobileMenu({ counts }: { counts: NavCounts }) {
  const { logOut, logOutEverywhere, loggingOut } = useLogout();
  return (
    <NavMenu label="Open menu" icon={<Menu size={18} aria-hidden />} testId="mobile-menu">
      <div className="menu__summary">
        <span>Total messages</span>
        <NavCountBadge count={counts.messages} testId="total-message-count" />
      </div>
      <DropdownMenu.Separator className="menu__separator" />
      {navItems.map((item) => (
        <DropdownMenu.Item key={item.to} asChild>
          <NavItemLink item={item} counts={counts} className="menu__item" testIdPrefix="menu" />
        </DropdownMenu.Item>
      ))}
      <DropdownMenu.Separator className="menu__separator" />
      <DropdownMenu.Item asChild>
        <a href={ethereumHubUrl} target="_blank" rel="noopener noreferrer" className="menu__item">
          <ExternalLink size={16} aria-hidden className="shrink-0" />
          <span className="flex-1">Ethereum Hub</span>
        </a>
      </DropdownMenu.Item>
      <DropdownMenu.Item className="menu__item" onSelect={logOut} disabled={loggingOut}>
        <LogOut size={16} aria-hidden className="shrink-0" />
        <span className="flex-1">Logout</span>
      </DropdownMenu.Item>
      <NotificationPermissionItem />
      <LogOutEverywhereItem onSelect={logOutEverywhere} disabled={loggingOut} />
    </NavMenu>
  );
}
