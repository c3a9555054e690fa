import type { Kysely } from 'kysely';
import type { RawMessage } from '@solana-hub/contracts';
import type { Database } from './schema.js';

/**
 * Keeps every raw message once, for replay. A later edit of the same (chat, message id)
 * replaces the stored text; an older or equal version changes nothing.
 * Answers whether the stored row changed.
 */
export async function saveRawMessage(db: Kysely<Database>, message: RawMessage): Promise<boolean> {
  const stored = await db
    .insertInto('raw_messages')
    .values({
      source: message.source,
      chat_id: message.chatId,
      chat_title: message.chatTitle,
      message_id: message.messageId,
      edit_version: message.editVersion,
      date: message.date,
      text: message.text,
      links: JSON.stringify(message.links),
      received_at: message.receivedAt,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['chat_id', 'message_id'])
        .doUpdateSet((eb) => ({
          edit_version: eb.ref('excluded.edit_version'),
          text: eb.ref('excluded.text'),
          links: eb.ref('excluded.links'),
          chat_title: eb.ref('excluded.chat_title'),
          received_at: eb.ref('excluded.received_at'),
        }))
        .where('raw_messages.edit_version', '<', (eb) => eb.ref('excluded.edit_version')),
    )
    .returning('id')
    .executeTakeFirst();
  return stored !== undefined;
}
