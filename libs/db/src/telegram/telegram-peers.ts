import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { byteaText, insertRows, isoTime } from '../common/json-rows.js';
import type { Database } from '../schema.js';

// The peers the account's Telegram client has seen, with the access hash Telegram wants with each
// id: kept so that a restart reads the watched chats at once instead of listing every dialog to
// learn their access hashes again. Kept per account (`userId`): an access hash is valid only for
// the account it was given to.

/** A peer as the Telegram client keeps it. */
export interface TelegramPeer {
  /** Marked: users positive, groups negative, channels -100…. */
  id: number;
  /** The library's text form of the 64-bit access hash. */
  accessHash: string;
  /** Seen only in passing (a message's author): its access hash cannot address it. */
  isMin: boolean;
  /** Lower case. */
  usernames: string[];
  phone: string | null;
  updatedAt: Date;
  /** The whole TL object, as the library serialized it. */
  complete: Uint8Array;
}

/** How the library looks a peer up. By username or phone it never takes a peer seen only in passing. */
export type TelegramPeerKey = { id: number } | { username: string } | { phone: string };

/** Rows per statement: a page of the dialog list brings 100 chats and their users at once. */
const ROWS_PER_STATEMENT = 500;

/** A row read back is checked, not trusted: the client would act on a wrong access hash. */
const peerRow = z.object({
  peer_id: z.number().int(),
  access_hash: z.string(),
  is_min: z.boolean(),
  usernames: z.array(z.string()),
  phone: z.string().nullable(),
  updated_at: z.date(),
  complete: z.instanceof(Uint8Array),
});

/** Keeps peers (one each, by id), replacing what was kept of them; in statements of hundreds. */
export async function saveTelegramPeers(db: Kysely<Database>, userId: number, peers: readonly TelegramPeer[]): Promise<void> {
  for (let start = 0; start < peers.length; start += ROWS_PER_STATEMENT) {
    const rows = peers.slice(start, start + ROWS_PER_STATEMENT).map((peer) => ({
      user_id: userId,
      peer_id: peer.id,
      access_hash: peer.accessHash,
      is_min: peer.isMin,
      usernames: peer.usernames,
      phone: peer.phone,
      updated_at: isoTime(peer.updatedAt),
      complete: byteaText(peer.complete),
    }));
    await insertRows(db, 'telegram_peers', rows)
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'peer_id']).doUpdateSet((eb) => ({
          access_hash: eb.ref('excluded.access_hash'),
          is_min: eb.ref('excluded.is_min'),
          usernames: eb.ref('excluded.usernames'),
          phone: eb.ref('excluded.phone'),
          updated_at: eb.ref('excluded.updated_at'),
          complete: eb.ref('excluded.complete'),
        })),
      )
      .execute();
  }
}

/** A peer the account has seen, or null. */
export async function findTelegramPeer(db: Kysely<Database>, userId: number, key: TelegramPeerKey): Promise<TelegramPeer | null> {
  const row = await db
    .selectFrom('telegram_peers')
    .select(['peer_id', 'access_hash', 'is_min', 'usernames', 'phone', 'updated_at', 'complete'])
    .where('user_id', '=', userId)
    .where((eb) => {
      if ('id' in key) return eb('peer_id', '=', key.id);
      const addressable = eb('is_min', '=', false);
      if ('username' in key) return eb.and([sql<boolean>`usernames @> ARRAY[${key.username}]::text[]`, addressable]);
      return eb.and([eb('phone', '=', key.phone), addressable]);
    })
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  const peer = peerRow.parse(row);
  return {
    id: peer.peer_id,
    accessHash: peer.access_hash,
    isMin: peer.is_min,
    usernames: peer.usernames,
    phone: peer.phone,
    updatedAt: peer.updated_at,
    complete: peer.complete,
  };
}

/** Forgets every peer the account has seen. */
export async function deleteTelegramPeers(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('telegram_peers').where('user_id', '=', userId).execute();
}
