import type { AlertFired } from '@solana-hub/contracts';
import type { ToastContent } from '../ui/toast';
import { tokenToast } from './token-toast';

/** The toast of a rule's firing: the rule, then the token's name, ticker, market cap and channel. */
export function firedAlertToast(fired: AlertFired, open: () => void): ToastContent {
  const { notice } = fired;
  return tokenToast(
    `🔔 ${notice.rule_name}${notice.multiple === null ? '' : ` · ${notice.multiple.toFixed(1)}x`}`,
    {
      name: notice.token_name,
      symbol: notice.token_symbol,
      marketCap: notice.market_cap,
      channel: notice.channel,
      address: notice.token_address,
    },
    open,
  );
}

/**
 * Shows a firing as a system notification when the trader allowed them; a click brings the tab
 * forward on the token. Answers whether it was shown.
 */
export function notifyFiring(fired: AlertFired, open: () => void): boolean {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return false;
  const toast = firedAlertToast(fired, open);
  const notification = new Notification(toast.title, { body: toast.description, tag: `firing-${fired.firing_id}` });
  notification.onclick = () => {
    window.focus();
    open();
    notification.close();
  };
  return true;
}
