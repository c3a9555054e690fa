import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';

/** A stored raw message with what its stored message says now (null when none was stored). */
export interface StoredReading {
  id: number;
  chatId: string;
  chatTitle: string | null;
  messageId: string;
  date: Date;
  text: string;
  links: string[];
  stored: {
    messageType: string;
    tokenAddress: string | null;
    tokenName: string | null;
    tokenSymbol: string | null;
    marketCap: number | null;
  } | null;
}

/**
 * A page of the newest stored raw messages (by when they were stored, the primary key's order),
 * newest first, below `beforeId` (null for the first page), with their stored readings: what a
 * try of a template on history reads and compares.
 */
export async function newestStoredReadings(db: Kysely<Database>, beforeId: number | null, limit: number): Promise<StoredReading[]> {
  let query = db
    .selectFrom('raw_messages as r')
    .leftJoin('messages as m', (join) => join.onRef('m.chat_id', '=', 'r.chat_id').onRef('m.message_id', '=', 'r.message_id'))
    .select(['r.id', 'r.chat_id', 'r.chat_title', 'r.message_id', 'r.date', 'r.text', 'r.links'])
    .select(['m.message_type', 'm.token_address', 'm.token_name', 'm.token_symbol', 'm.market_cap'])
    // A message whose text the retention dropped has nothing for a template to read.
    .where('m.text_dropped_at', 'is', null);
  if (beforeId !== null) query = query.where('r.id', '<', beforeId);
  const rows = await query.orderBy('r.id', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    chatId: row.chat_id,
    chatTitle: row.chat_title,
    messageId: row.message_id,
    date: row.date,
    text: row.text,
    links: row.links,
    stored:
      row.message_type === null
        ? null
        : {
            messageType: row.message_type,
            tokenAddress: row.token_address,
            tokenName: row.token_name,
            tokenSymbol: row.token_symbol,
            marketCap: row.market_cap,
          },
  }));
}
