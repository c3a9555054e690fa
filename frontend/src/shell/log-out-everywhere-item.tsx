import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MonitorSmartphone } from 'lucide-react';

/** The menu item that ends every session, on every device: in the account menu and the mobile menu. */
export function LogOutEverywhereItem({ onSelect, disabled }: { onSelect: () => void; disabled: boolean }) {
  return (
    <DropdownMenu.Item className="menu__item" onSelect={onSelect} disabled={disabled} title="Ends every session, on every device">
      <MonitorSmartphone size={16} aria-hidden className="shrink-0" />
      <span className="flex-1">Log out everywhere</span>
    </DropdownMenu.Item>
  );
}
