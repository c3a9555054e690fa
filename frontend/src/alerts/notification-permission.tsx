import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { BellRing } from 'lucide-react';
import { useState } from 'react';

export type NotificationState = NotificationPermission | 'unsupported';

/** Whether this browser can show notifications, and whether the trader allowed them. */
export function notificationState(): NotificationState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

const stateText: Record<NotificationState, string> = {
  default: 'Allow browser notifications',
  granted: 'Browser notifications on',
  denied: 'Notifications blocked in the browser settings',
  unsupported: 'This browser shows no notifications',
};

/**
 * Asks for the browser's notification permission, only when the trader clicks (browsers
 * ignore or penalise a request made at load, and it would be rude).
 */
export function useNotificationPermission(): { state: NotificationState; text: string; ask: () => void } {
  const [state, setState] = useState(notificationState);
  const ask = () => {
    if (state !== 'default') return;
    void Notification.requestPermission().then(setState, () => setState(notificationState()));
  };
  return { state, text: stateText[state], ask };
}

export function NotificationPermissionButton({ className = 'button' }: { className?: string }) {
  const { state, text, ask } = useNotificationPermission();
  return (
    <button type="button" className={className} onClick={ask} disabled={state !== 'default'} data-testid="notification-permission">
      <BellRing size={15} aria-hidden /> {text}
    </button>
  );
}

/** The account menu's entry asking for the permission (the mobile menu has it too). */
export function NotificationPermissionItem() {
  const { state, text, ask } = useNotificationPermission();
  return (
    <DropdownMenu.Item className="menu__item" onSelect={ask} disabled={state !== 'default'} data-testid="notification-permission-item">
      <BellRing size={16} aria-hidden className="shrink-0" />
      <span className="flex-1">{text}</span>
    </DropdownMenu.Item>
  );
}
