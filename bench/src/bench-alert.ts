import type { NewAlert } from '@solana-hub/db';
import { newAlert } from '@solana-hub/testing';

/**
 * The `n`th stored alert of a gateway benchmark, about token number `tokenIndex` at `address`: a
 * call as the dashboard shows it (its text, a market cap that varies with `n`, a description and a
 * green trending level), so the answers the benchmark times are as large as real ones.
 */
export function benchAlert(
  n: number,
  address: string,
  tokenIndex: number,
  sent: Pick<NewAlert, 'chatId' | 'timestamp'> & Partial<Pick<NewAlert, 'messageType'>>,
): NewAlert {
  const marketCapK = (n % 900) + 10;
  return newAlert({
    messageId: String(n),
    text: `🚨 Alert ${n} for ${address}\nMC: $${marketCapK}K`,
    token: { address, chain: 'solana', name: `Token ${tokenIndex}`, symbol: `T${tokenIndex}` },
    marketCap: marketCapK * 1000,
    description: 'Holders: 120\nDev: 2.1%',
    trendingLevel: '🟢',
    ...sent,
  });
}
