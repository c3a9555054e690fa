import type { NewAlert } from '@solana-hub/db';
import { newAlert } from '@solana-hub/testing';

/** Two chats and two tokens, the cast of the channel API tests. */
export const ALPHA = '-1001000000001';
export const BETA = '-1001000000002';
export const TOKEN_X = 'XXXXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
export const TOKEN_Y = 'YYYYtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
export const MINUTE = 60_000;
const now = Date.now();
/** That many minutes before the test file started. */
export const ago = (minutes: number) => new Date(now - minutes * MINUTE);

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
