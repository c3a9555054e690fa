import type { Selectable } from 'kysely';
import type { AlertMessage } from '@solana-hub/contracts';
import type { MessagesTable } from '../schema.js';

/** The columns a message shows. */
export type AlertMessageColumns = Omit<Selectable<MessagesTable>, 'extracted_data' | 'created_at' | 'deleted_at' | 'changed_xid'>;

/** A stored message as the REST APIs and the live feed show it. */
export function toAlertMessage(row: AlertMessageColumns): AlertMessage {
  return {
    id: row.id,
    message_id: row.message_id,
    chat_id: row.chat_id,
    message_type: row.message_type,
    token_address: row.token_address,
    token_name: row.token_name,
    token_symbol: row.token_symbol,
    timestamp: row.timestamp.toISOString(),
    message_text: row.message_text,
    description: row.description,
    market_cap: row.market_cap,
    twitter_mentions: row.twitter_mentions,
    trending_level: row.trending_level,
    links: JSON.stringify(row.links),
    caller_name: row.caller_name,
    caller_link: row.caller_link,
    text_dropped_at: row.text_dropped_at?.toISOString() ?? null,
  };
}
