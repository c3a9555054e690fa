import type { NewAlert } from '@solana-hub/db';
import { newAlert } from '@solana-hub/testing';

/** The token a test alert calls, named after its address, so a list shows which alert it came from. */
export const tokenNamed = (address: string): NewAlert['token'] => ({ address, chain: 'solana', name: `Name ${address}`, symbol: 'SYM' });

/** The `n`th alert a test stores in `chatId` (message id `n`), calling `address` (none when null) at `at`. */
export function nthAlert(chatId: string, n: number, address: string | null, at: Date, overrides: Partial<NewAlert> = {}): NewAlert {
  return newAlert({
    chatId,
    messageId: String(n),
    timestamp: at,
    text: `alert ${n}`,
    token: address === null ? null : tokenNamed(address),
    ...overrides,
  });
}

const FIRST_MINUTE = Date.UTC(2026, 0, 1);

/** When the `n`th alert of a minute-by-minute test was sent: `n` minutes into 2026. */
export const minuteOf = (n: number) => new Date(FIRST_MINUTE + n * 60_000);

/**
 * The `n`th of alerts sent a minute apart, each a green call of `address` at a market cap growing
 * with `n` (1000 × n): every alert changes what the lists show.
 */
export function minuteAlert(chatId: string, n: number, address: string, overrides: Partial<NewAlert> = {}): NewAlert {
  return nthAlert(chatId, n, address, minuteOf(n), {
    text: `alert ${n} about ${address}`,
    marketCap: 1000 * n,
    trendingLevel: '🟢',
    ...overrides,
  });
}
