import type { AlertMessage } from '@solana-hub/contracts';
import { tokenToast } from '../alerts/token-toast';
import type { AlertSound } from '../sound/alert-sound';
import type { ToastContent } from '../ui/toast';

/** A live message worth telling the trader about. */
export interface LiveAlert {
  /** 'new-token': the first message of a token the list did not hold. */
  kind: 'new-token' | 'token-update';
  address: string;
  message: AlertMessage;
}

export function liveAlertSound(alert: LiveAlert): AlertSound {
  return alert.kind === 'new-token' ? 'new-token' : 'update';
}

/**
 * New-token and new-message toasts name the token, its ticker, market cap and the caller, and
 * show the first 8 characters of the address; a click opens the token.
 */
export function liveAlertToast(alert: LiveAlert, open: () => void): ToastContent {
  const { message } = alert;
  return tokenToast(
    alert.kind === 'new-token' ? 'New token detected' : 'New message',
    {
      name: message.token_name,
      symbol: message.token_symbol,
      marketCap: message.market_cap,
      channel: message.caller_name,
      address: alert.address,
    },
    open,
  );
}

export const connectionLostToast: ToastContent = {
  title: 'Connection Lost',
  description: 'WebSocket connection closed. Attempting to reconnect...',
  variant: 'error',
};

export const connectionEstablishedToast: ToastContent = {
  title: 'Connection Established',
  description: 'Live updates are back.',
  variant: 'success',
};
