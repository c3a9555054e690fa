import { describe, expect, it, jest } from '@jest/globals';
import { ADDRESS_A, anAlertMessage } from '../testing/fixtures';
import { liveAlertSound, liveAlertToast } from './live-alert';

describe('live alerts', () => {
  it('plays the new-token sound and names the token, its market cap, caller and address for a new token', () => {
    const alert = { kind: 'new-token', address: ADDRESS_A, message: anAlertMessage({ caller_name: 'Alpha Calls' }) } as const;
    const open = jest.fn();
    expect(liveAlertSound(alert)).toBe('new-token');
    const toast = liveAlertToast(alert, open);
    expect(toast).toMatchObject({
      title: 'New token detected',
      description: 'Popcat $POPCAT · MC $200.0K · from Alpha Calls · 7GCihgDB...',
    });
    toast.onOpen?.();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('plays the update sound for a known token, and leaves out what the message does not say', () => {
    const alert = {
      kind: 'token-update',
      address: ADDRESS_A,
      message: anAlertMessage({ token_name: null, token_symbol: null, market_cap: null }),
    } as const;
    expect(liveAlertSound(alert)).toBe('update');
    expect(liveAlertToast(alert, () => undefined)).toMatchObject({ title: 'New message', description: '7GCihgDB...' });
  });
});
