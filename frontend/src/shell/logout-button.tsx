import { LogOut } from 'lucide-react';
import { useLogout } from './use-logout';

export function LogoutButton() {
  const { logOut, loggingOut } = useLogout();
  return (
    <button type="button" className="button button--ghost nav-action" onClick={logOut} disabled={loggingOut}>
      <LogOut size={16} aria-hidden />
      Logout
    </button>
  );
}
