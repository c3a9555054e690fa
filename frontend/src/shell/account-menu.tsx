import { ChevronDown, LogOut } from 'lucide-react';
import { NotificationPermissionItem } from '../alerts/notification-permission';
import { LogOutEverywhereItem } from './log-out-everywhere-item';
import { NavMenu } from './nav-menu';
import { useLogout } from './use-logout';

/** Logout, one click away, and beside it the account menu with browser notifications and the rarer Log out everywhere. */
export function AccountMenu() {
  const { logOut, logOutEverywhere, loggingOut } = useLogout();
  return (
    <div className="flex items-center">
      <button type="button" className="button button--ghost nav-action" onClick={logOut} disabled={loggingOut}>
        <LogOut size={16} aria-hidden />
        Logout
      </button>
      <NavMenu label="Account menu" icon={<ChevronDown size={16} aria-hidden />} testId="account-menu">
        <NotificationPermissionItem />
        <LogOutEverywhereItem onSelect={logOutEverywhere} disabled={loggingOut} />
      </NavMenu>
    </div>
  );
}
