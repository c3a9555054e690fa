import type { NewAlert } from '@solana-hub/db';
import { newAlert } from '@solana-hub/testing';

let sequence = 0;

/** A stored alert that calls `address` in `chatId` at `at`, stating `marketCap`: what the channel figures are made of. */
export function callAlert(chatId: string, address: string, at: Date, marketCap: number | null): NewAlert {
  sequence += 1;
  return newAlert({
    chatId,
    messageId: String(sequence),
    timestamp: at,
    text: `alert ${sequence}`,
    token: { address, chain: 'solana', name: `Name ${address.slice(0, 4)}`, symbol: address.slice(0, 4) },
    marketCap,
  });
}
