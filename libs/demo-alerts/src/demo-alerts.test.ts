import { describe, expect, it } from '@jest/globals';
import { demoAlerts } from './demo-alerts.js';

describe('the demo corpus', () => {
  it('holds at least 60 alerts with every message type at least four times', () => {
    expect(demoAlerts.length).toBeGreaterThanOrEqual(60);
    const perType = new Map<string, number>();
    for (const alert of demoAlerts) perType.set(alert.expected.messageType, (perType.get(alert.expected.messageType) ?? 0) + 1);
    expect(perType.size).toBe(11);
    for (const count of perType.values()) expect(count).toBeGreaterThanOrEqual(4);
  });

  it('names several messages per token and plays at a human pace', () => {
    const perToken = new Map<string, number>();
    for (const alert of demoAlerts) perToken.set(alert.expected.tokenAddress, (perToken.get(alert.expected.tokenAddress) ?? 0) + 1);
    for (const count of perToken.values()) expect(count).toBeGreaterThanOrEqual(2);
    for (const alert of demoAlerts) expect(alert.delaySeconds).toBeGreaterThanOrEqual(2);
  });

  it('lets every market cap of a token move over the feed', () => {
    const caps = new Map<string, Set<number>>();
    for (const { expected } of demoAlerts) {
      if (expected.marketCap !== undefined)
        caps.set(expected.tokenAddress, (caps.get(expected.tokenAddress) ?? new Set()).add(expected.marketCap));
    }
    const moving = [...caps.values()].filter((values) => values.size > 1);
    expect(moving.length).toBeGreaterThanOrEqual(10);
  });
});
