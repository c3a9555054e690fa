import { saveTelegramChatList, type Database, type NewAlert } from '@solana-hub/db';
import { newAlert } from '@solana-hub/testing';
import type { Kysely } from 'kysely';

// Two Telegram channels and three tokens, the cast of the channel suites: Early Birds and Late
// Owls call Pepe Prime, Quokka and Relic in the order and at the market caps a suite chooses.

export const EARLY = '-1009000000001';
export const LATE = '-1009000000002';
export const PEPE = 'PePEtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
export const QUOK = 'QuoKtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
export const RELIC = 'ReLiCg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

const MINUTE = 60_000;
const now = Date.now();
/** That many minutes before the suite started. */
export const ago = (minutes: number) => new Date(now - minutes * MINUTE);

let sequence = 0;
/** A stored alert of `chatId` about the token `address` named `name`, at `at`, stating `marketCap`. */
export function channelAlert(chatId: string, address: string, name: string, at: Date, marketCap: number): NewAlert {
  sequence += 1;
  return newAlert({
    chatId,
    messageId: `channel-${sequence}`,
    timestamp: at,
    text: `${name} at ${marketCap}`,
    token: { address, chain: 'solana', name, symbol: name.toUpperCase().slice(0, 5) },
    marketCap,
  });
}

/** The two channels' titles, as the account's chat list names them. */
export const saveTwoChannels = (db: Kysely<Database>) =>
  saveTelegramChatList(db, [
    { chatId: EARLY, title: 'Early Birds', kind: 'channel', username: null },
    { chatId: LATE, title: 'Late Owls', kind: 'channel', username: null },
  ]);
