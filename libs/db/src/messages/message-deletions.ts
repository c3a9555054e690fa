import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';

/** Messages deleted in one chat. */
export interface MessageDeletion {
  chatId: string;
  messageIds: readonly string[];
  deletedAt: Date;
}

/**
 * Marks messages deleted in Telegram: kept, with `deleted_at`, never erased. A deletion seen
 * before the extractor stored its message is remembered and applied when it is stored
 * (applyMessageDeletions). Marking twice keeps the first time.
 */
export async function markMessagesDeleted(db: Kysely<Database>, deletion: MessageDeletion): Promise<void> {
  if (deletion.messageIds.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('message_deletions')
      .values(deletion.messageIds.map((messageId) => ({ chat_id: deletion.chatId, message_id: messageId, deleted_at: deletion.deletedAt })))
      .onConflict((conflict) => conflict.columns(['chat_id', 'message_id']).doNothing())
      .execute();
    await trx
      .updateTable('messages')
      .set({ deleted_at: deletion.deletedAt })
      .where('chat_id', '=', deletion.chatId)
      .where('message_id', 'in', [...deletion.messageIds])
      .where('deleted_at', 'is', null)
      .execute();
  });
}

/** Marks the just stored messages among these that were deleted before they were stored: one statement per batch. */
export async function applyMessageDeletions(
  db: Kysely<Database>,
  keys: ReadonlyArray<{ chatId: string; messageId: string }>,
): Promise<void> {
  if (keys.length === 0) return;
  await sql`
    UPDATE messages m SET deleted_at = d.deleted_at
    FROM message_deletions d, json_to_recordset(${JSON.stringify(keys)}::json) AS k("chatId" text, "messageId" text)
    WHERE d.chat_id = k."chatId" AND d.message_id = k."messageId"
      AND m.chat_id = d.chat_id AND m.message_id = d.message_id AND m.deleted_at IS NULL`.execute(db);
}

/** Which of these messages of a chat are stored and not marked deleted: a recheck that no longer finds them marks them. */
export async function standingMessageIds(db: Kysely<Database>, chatId: string, messageIds: readonly string[]): Promise<string[]> {
  if (messageIds.length === 0) return [];
  const rows = await db
    .selectFrom('messages')
    .select('message_id')
    .where('chat_id', '=', chatId)
    .where('message_id', 'in', [...messageIds])
    .where('deleted_at', 'is', null)
    .execute();
  return rows.map((row) => row.message_id);
}
