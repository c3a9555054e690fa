import { describe, expect, it } from '@jest/globals';
import { ADDRESS_A, aToken, anAlertMessage } from '../../testing/fixtures';
import { headlineDescription, historyHeading, initialMarketCap } from './token-summary';

describe('historyHeading', () => {
  it("is the token's name", () => {
    expect(historyHeading('Popcat', ADDRESS_A)).toBe('Popcat');
  });

  it("is the first 8 characters of the address and '...' without a name", () => {
    expect(historyHeading(null, ADDRESS_A)).toBe('7GCihgDB...');
    expect(historyHeading('  ', ADDRESS_A)).toBe('7GCihgDB...');
    expect(historyHeading(undefined, '0xabc')).toBe('0xabc...');
  });
});

describe('headlineDescription', () => {
  it('is the description of the first message', () => {
    const messages = [anAlertMessage({ description: 'Newest' }), anAlertMessage({ description: 'Older' })];
    expect(headlineDescription(messages)).toBe('Newest');
  });

  it('passes over messages without a real description', () => {
    const messages = [
      anAlertMessage({ description: null }),
      anAlertMessage({ description: 'No description available' }),
      anAlertMessage({ description: ' Cat coin ' }),
    ];
    expect(headlineDescription(messages)).toBe('Cat coin');
    expect(headlineDescription([])).toBeNull();
  });
});

describe('initialMarketCap', () => {
  const newestFirst = [
    anAlertMessage({ timestamp: '2025-01-01T12:00:00.000Z', market_cap: 300_000 }),
    anAlertMessage({ timestamp: '2025-01-01T11:00:00.000Z', market_cap: 200_000 }),
    anAlertMessage({ timestamp: '2025-01-01T10:00:00.000Z', market_cap: null }),
  ];

  it("is the token's initial market cap, which the server folds over every message", () => {
    expect(initialMarketCap(aToken({ initial_market_cap: 150_000 }), newestFirst)).toBe(150_000);
  });

  it('is the market cap of the earliest loaded message that has one until the token is known', () => {
    expect(initialMarketCap(undefined, newestFirst)).toBe(200_000);
    expect(initialMarketCap(aToken({ initial_market_cap: null }), newestFirst)).toBe(200_000);
  });

  it('is null when no message states a market cap', () => {
    expect(initialMarketCap(undefined, [anAlertMessage({ market_cap: null })])).toBeNull();
  });
});
