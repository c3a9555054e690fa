import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';

// Basic groups upgraded to supergroups (migration 0022). Telegram moves a group's members to a
// new supergroup with a new id and an empty history, and the basic group only says where it went.
// Whoever sees the move first (the account's reader, the bot) records it here; the watch follows.

export interface ChatMove {
  /** The basic group (negative, as the Bot API writes it). */
  fromChatId: string;
  /** The supergroup (-100…). */
  toChatId: string;
  /** The supergroup's title, when the move named it. */
  title?: string;
}

/**
 * Records a move, once: the supergroup takes the basic group's watch (switched on, its backfill
 * setting, its watched-since) with its cursor at 0, so it is read from its first message; the
 * basic group is switched off and keeps its stored messages. Answers false when the move was
 * known already (seen by another reader or replica), and then changes nothing.
 */
export async function recordTelegramChatMove(db: Kysely<Database>, move: ChatMove, at: Date = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const recorded = await trx
      .insertInto('telegram_chat_moves')
      .values({ from_chat_id: move.fromChatId, to_chat_id: move.toChatId, moved_at: at })
      .onConflict((conflict) => conflict.column('from_chat_id').doNothing())
      .returning('from_chat_id')
      .executeTakeFirst();
    if (!recorded) return false;
    const group = await trx.selectFrom('telegram_chats').selectAll().where('chat_id', '=', move.fromChatId).forUpdate().executeTakeFirst();
    // The bot reads chats it is not told of here: the move alone is its record.
    if (!group) return true;
    await trx.updateTable('telegram_chats').set({ watched: false }).where('chat_id', '=', move.fromChatId).execute();
    await trx
      .insertInto('telegram_chats')
      .values({
        chat_id: move.toChatId,
        title: move.title ?? group.title,
        kind: 'supergroup',
        username: null,
        listed_at: group.listed_at,
        watched: group.watched,
        watched_since: group.watched ? (group.watched_since ?? at) : null,
        backfill_hours: group.backfill_hours,
        last_read_message_id: group.watched ? 0 : null,
      })
      .onConflict((conflict) =>
        conflict.column('chat_id').doUpdateSet((eb) => ({
          watched: group.watched ? true : eb.ref('telegram_chats.watched'),
          watched_since: group.watched
            ? eb.fn.coalesce(eb.ref('telegram_chats.watched_since'), eb.val(group.watched_since ?? at))
            : eb.ref('telegram_chats.watched_since'),
          backfill_hours: eb.fn.coalesce(eb.ref('telegram_chats.backfill_hours'), eb.val(group.backfill_hours)),
          last_read_message_id: group.watched
            ? eb.fn.coalesce(eb.ref('telegram_chats.last_read_message_id'), eb.val(0))
            : eb.ref('telegram_chats.last_read_message_id'),
        })),
      )
      .execute();
    return true;
  });
}

/** Every move recorded, basic group → supergroup. */
export async function telegramChatMoves(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await db.selectFrom('telegram_chat_moves').select(['from_chat_id', 'to_chat_id']).execute();
  return new Map(rows.map((row) => [row.from_chat_id, row.to_chat_id]));
}
