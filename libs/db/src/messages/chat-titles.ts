import { sql, type Kysely } from 'kysely';
import type { ChatTitles } from '@solana-hub/contracts';
import type { Database } from '../schema.js';

/**
 * Every chat raw messages came from, with its title: the account's current one (telegram_chats)
 * or else one a message carried (bot and export sources). The distinct chats are read by a skip
 * scan of raw_messages' (chat_id, message_id) key, a few index probes per chat rather than a
 * pass over every message; a title a message carried is that of its highest message id.
 */
export async function listChatTitles(db: Kysely<Database>): Promise<ChatTitles['chats']> {
  const { rows } = await sql<{ chat_id: string; title: string | null }>`
    WITH RECURSIVE chats AS (
      (SELECT chat_id FROM raw_messages ORDER BY chat_id LIMIT 1)
      UNION ALL
      SELECT (SELECT r.chat_id FROM raw_messages r WHERE r.chat_id > chats.chat_id ORDER BY r.chat_id LIMIT 1)
      FROM chats WHERE chats.chat_id IS NOT NULL
    )
    SELECT chats.chat_id, coalesce(
      account.title,
      (SELECT r.chat_title FROM raw_messages r
        WHERE r.chat_id = chats.chat_id AND r.chat_title IS NOT NULL
        ORDER BY r.message_id DESC LIMIT 1)
    ) AS title
    FROM chats LEFT JOIN telegram_chats account ON account.chat_id = chats.chat_id
    WHERE chats.chat_id IS NOT NULL
    ORDER BY title NULLS LAST, chats.chat_id`.execute(db);
  return rows;
}
