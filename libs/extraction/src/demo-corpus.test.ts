import { describe, expect, it } from '@jest/globals';
import { demoAlerts } from '@solana-hub/demo-alerts';
import { extractAlert } from './extract-alert.js';

describe('extractAlert on the demo alert corpus', () => {
  it('has the whole corpus to check', () => {
    expect(demoAlerts).toHaveLength(70);
  });

  it.each(demoAlerts.map((alert, index) => [index + 1, alert] as const))('alert %i', (_number, alert) => {
    const extracted = extractAlert(alert.text, alert.links ?? []);
    expect({
      messageType: extracted.messageType,
      tokenAddress: extracted.token?.address,
      tokenName: extracted.token?.name ?? undefined,
      tokenSymbol: extracted.token?.symbol ?? undefined,
      marketCap: extracted.marketCap ?? undefined,
    }).toEqual(alert.expected);
    expect(extracted.token?.chain).toBe('solana');
  });
});
