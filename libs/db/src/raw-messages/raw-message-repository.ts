import type { Kysely } from 'kysely';
import type { RawMessage } from '@solana-hub/contracts';
import type { Database } from '../schema.js';
import { insertRows } from '../common/json-rows.js';

/**
 * Keeps every raw message once, for replay, in one statement per batch, with what its source
 * sent in the fields the contract cleaned. A later edit of the same (chat, message id)
 * replaces the stored text; an older or equal version changes nothing.
 */
export async function saveRawMessages(db: Kysely<Database>, messages: readonly RawMessage[]): Promise<void> {
  // One row per key (the newest version): a statement may not update the same row twice.
  const newest = new Map<string, RawMessage>();
  for (const message of messages) {
    const key = `${message.chatId}\u0000${message.messageId}`;
    const seen = newest.get(key);
    if (!seen || seen.editVersion < message.editVersion) newest.set(key, message);
  }
  if (newest.size === 0) return;
  const rows = [...newest.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, message]) => ({
      source: message.source,
      chat_id: message.chatId,
      chat_title: message.chatTitle,
      message_id: message.messageId,
      edit_version: message.editVersion,
      date: message.date,
      text: message.text,
      links: message.links,
      received_at: message.receivedAt,
      // JSON.stringify writes NUL and lone surrogates as escapes, which a text column holds.
      original_fields: message.original ? JSON.stringify(message.original) : null,
    }));
  await insertRows(db, 'raw_messages', rows)
    .onConflict((conflict) =>
      conflict
        .columns(['chat_id', 'message_id'])
        .doUpdateSet((eb) => ({
          edit_version: eb.ref('excluded.edit_version'),
          text: eb.ref('excluded.text'),
          links: eb.ref('excluded.links'),
          chat_title: eb.ref('excluded.chat_title'),
          received_at: eb.ref('excluded.received_at'),
          original_fields: eb.ref('excluded.original_fields'),
        }))
        .where('raw_messages.edit_version', '<', (eb) => eb.ref('excluded.edit_version')),
    )
    .execute();
}
