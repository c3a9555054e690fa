import type { Kysely } from 'kysely';
import { newAlert } from '@solana-hub/testing';
import type { NewAlert } from '../messages/alert-repository.js';
import type { Database } from '../schema.js';
import { refreshChannelCalls } from './channel-calls.js';

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

/** The stored calls of these tokens, in a stable order. */
export function callsOf(db: Kysely<Database>, tokens: readonly string[]) {
  return db
    .selectFrom('channel_calls')
    .selectAll()
    .where('token_address', 'in', tokens)
    .orderBy('token_address')
    .orderBy('chat_id')
    .execute();
}

/** The tokens among these still marked stale: none once every writer has refreshed after itself. */
export async function staleTokensOf(db: Kysely<Database>, tokens: readonly string[]): Promise<string[]> {
  const rows = await db.selectFrom('channel_calls_stale').select('token_address').where('token_address', 'in', tokens).execute();
  return rows.map((row) => row.token_address);
}

/** The calls of these tokens recomputed from nothing, as the minute pass's sweep does. */
export async function callsFromScratch(db: Kysely<Database>, tokens: readonly string[]) {
  await db.deleteFrom('channel_calls').where('token_address', 'in', tokens).execute();
  await db
    .insertInto('channel_calls_stale')
    .values(tokens.map((token_address) => ({ token_address })))
    .execute();
  await refreshChannelCalls(db);
  return callsOf(db, tokens);
}
