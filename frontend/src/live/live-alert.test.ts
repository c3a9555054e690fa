import { describe, expect, it } from '@jest/globals';
import { ADDRESS_A } from '../testing/fixtures';
import { liveAlertSound, liveAlertToast } from './live-alert';

describe('live alerts', () => {
  it('plays the new-token sound and names the address for a new token', () => {
    const alert = { kind: 'new-token', address: ADDRESS_A } as const;
    expect(liveAlertSound(alert)).toBe('new-token');
    expect(liveAlertToast(alert)).toEqual({ title: 'New token detected', description: '7GCihgDB...' });
  });

  it('plays the update sound and names the address for a known token', () => {
    const alert = { kind: 'token-update', address: ADDRESS_A } as const;
    expect(liveAlertSound(alert)).toBe('update');
    expect(liveAlertToast(alert)).toEqual({ title: 'New message', description: '7GCihgDB...' });
  });
});
