import { newAlert } from '@solana-hub/testing';
import type { NewAlert } from '../messages/alert-repository.js';

let nextId = 1;

/** A chat's alert about an unnamed token at `when`, stating `marketCap`: what calls are made of. */
export function call(chatId: string, address: string, when: Date, marketCap: number | null): NewAlert {
  return newAlert({
    chatId,
    messageId: String(nextId++),
    timestamp: when,
    marketCap,
    token: { address, chain: 'solana', name: null, symbol: null },
  });
}
