import type { AlertSound } from '../sound/alert-sound';
import type { ToastContent } from '../ui/toast';

/** A live message worth telling the trader about. */
export interface LiveAlert {
  /** 'new-token': the first message of a token the list did not hold. */
  kind: 'new-token' | 'token-update';
  address: string;
}

export function liveAlertSound(alert: LiveAlert): AlertSound {
  return alert.kind === 'new-token' ? 'new-token' : 'update';
}

/** New-token and new-message toasts show the first 8 characters of the address. */
export function liveAlertToast(alert: LiveAlert): ToastContent {
  return {
    title: alert.kind === 'new-token' ? 'New token detected' : 'New message',
    description: `${alert.address.slice(0, 8)}...`,
  };
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
