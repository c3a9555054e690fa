import { describe, expect, it } from '@jest/globals';
import { AlertMessage } from './alert-message.js';

const CA = 'A33pp1wz4JA7CxNUXGf4DHuAPF9jeQDfxS1pW9aQpump';

describe('AlertMessage', () => {
  const alert = new AlertMessage(`<b>🐕 Trench Dog ($TDOG)</b>\u200E\nChart: https://dexscreener.com/solana/${CA}`, [
    `https://pump.fun/coin/${CA}`,
  ]);

  it('reads the visible text', () => {
    expect(alert.plainText).toBe(`🐕 Trench Dog ($TDOG)\nChart: https://dexscreener.com/solana/${CA}`);
  });

  it('reads the token once and hands the same answer to every preset that asks', () => {
    expect(alert.tokenAddress()).toEqual({ address: CA, chain: 'solana' });
    expect(alert.tokenAddress()).toBe(alert.tokenAddress());
    expect(alert.tokenIdentity()).toEqual({ name: 'Trench Dog', symbol: 'TDOG' });
    expect(alert.tokenIdentity()).toBe(alert.tokenIdentity());
  });

  it('lists the links first, then the URLs in the text', () => {
    expect(alert.urls()).toEqual([`https://pump.fun/coin/${CA}`, `https://dexscreener.com/solana/${CA}`]);
  });

  it('remembers that a message names no token', () => {
    const none = new AlertMessage('gm');
    expect(none.tokenAddress()).toBeNull();
    expect(none.tokenAddress()).toBeNull();
  });
});
