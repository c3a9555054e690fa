import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import type { TelegramChat, TelegramChatKind } from '@solana-hub/contracts';
import type { Database, TelegramChatsTable } from '../schema.js';

// The account's chats: the ingest that holds the account lists them here and records how
// reading goes; the gateway (Sources screen) and `npm run telegram:chats` read them and switch
// them on and off. Only one process may hold the account, so this table is how the others see it.

/** A chat as the account's chat list names it. */
export interface ListedChat {
  chatId: string;
  title: string;
  kind: TelegramChatKind;
  username: string | null;
}

/** What the reader needs of a watched chat. */
export interface WatchedChat {
  chatId: string;
  title: string;
  kind: TelegramChatKind;
  /** Reading resumes after this message; null = never read since it was switched on. */
  lastReadMessageId: number | null;
  /** How far back to read when lastReadMessageId is null. */
  backfillHours: number | null;
  watchedSince: Date | null;
  /** The date of its newest message read. */
  lastMessageAt: Date | null;
}

function toTelegramChat(row: Selectable<TelegramChatsTable>): TelegramChat {
  const iso = (at: Date | null) => (at ? at.toISOString() : null);
  return {
    chatId: row.chat_id,
    title: row.title,
    kind: row.kind,
    username: row.username,
    inAccount: row.in_account,
    watched: row.watched,
    watchedSince: iso(row.watched_since),
    backfillHours: row.backfill_hours,
    lastReadMessageId: row.last_read_message_id,
    caughtUpAt: iso(row.caught_up_at),
    lastMessageAt: iso(row.last_message_at),
    lastReceivedAt: iso(row.last_received_at),
    lastError: row.last_error,
    lastErrorAt: iso(row.last_error_at),
    usualIntervalSeconds: row.usual_interval_seconds,
  };
}

/** Not a basic group upgraded to a supergroup: the supergroup stands for it (telegram-chat-moves.ts). */
const notMoved = (eb: ExpressionBuilder<Database, 'telegram_chats'>) =>
  eb.not(eb.exists(eb.selectFrom('telegram_chat_moves').select('from_chat_id').whereRef('from_chat_id', '=', 'telegram_chats.chat_id')));

/** Every chat the account has (or had), watched ones first, then by title; a group upgraded to a supergroup shows as the supergroup. */
export async function listTelegramChats(db: Kysely<Database>): Promise<TelegramChat[]> {
  const rows = await db
    .selectFrom('telegram_chats')
    .selectAll()
    .where(notMoved)
    .orderBy('watched', 'desc')
    .orderBy(sql`lower(title)`)
    .orderBy('chat_id')
    .execute();
  return rows.map(toTelegramChat);
}

/** One chat by its id (-100…) or its @username; null when the account has no such chat. */
export async function findTelegramChat(db: Kysely<Database>, idOrUsername: string): Promise<TelegramChat | null> {
  const username = idOrUsername.startsWith('@') ? idOrUsername.slice(1) : null;
  const row = await db
    .selectFrom('telegram_chats')
    .selectAll()
    .where((eb) => (username === null ? eb('chat_id', '=', idOrUsername) : eb(sql`lower(username)`, '=', username.toLowerCase())))
    .executeTakeFirst();
  return row ? toTelegramChat(row) : null;
}

/**
 * Switches a chat on or off; null when there is no such chat. Switched on from off, it is read
 * afresh: from `backfillHours` ago (null = the configured default), not from where it was left,
 * which may be weeks back. Announce the change (the `telegram.watch-list-changed` event) so the
 * ingest picks it up at once; it also rereads the list every minute.
 */
export async function setTelegramChatWatched(
  db: Kysely<Database>,
  chatId: string,
  change: { watched: boolean; backfillHours?: number | null },
  at: Date = new Date(),
): Promise<TelegramChat | null> {
  const row = await db
    .updateTable('telegram_chats')
    .set((eb) => ({
      watched: change.watched,
      watched_since: change.watched
        ? eb.fn.coalesce(eb.case().when('watched', '=', true).then(eb.ref('watched_since')).end(), eb.val(at))
        : null,
      last_read_message_id: change.watched
        ? eb.case().when('watched', '=', true).then(eb.ref('last_read_message_id')).end()
        : eb.ref('last_read_message_id'),
      caught_up_at: change.watched ? eb.case().when('watched', '=', true).then(eb.ref('caught_up_at')).end() : eb.ref('caught_up_at'),
      ...(change.backfillHours === undefined ? {} : { backfill_hours: change.backfillHours }),
    }))
    .where('chat_id', '=', chatId)
    .returningAll()
    .executeTakeFirst();
  return row ? toTelegramChat(row) : null;
}

/**
 * Records the account's chat list as just read: new chats are added (not watched), known ones
 * get their current title and username, and chats no longer in the list are marked as left.
 */
export async function saveTelegramChatList(db: Kysely<Database>, chats: readonly ListedChat[], listedAt: Date = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (chats.length > 0) {
      await trx
        .insertInto('telegram_chats')
        .values(
          chats.map((chat) => ({ chat_id: chat.chatId, title: chat.title, kind: chat.kind, username: chat.username, listed_at: listedAt })),
        )
        .onConflict((conflict) =>
          conflict.column('chat_id').doUpdateSet((eb) => ({
            title: eb.ref('excluded.title'),
            kind: eb.ref('excluded.kind'),
            username: eb.ref('excluded.username'),
            listed_at: eb.ref('excluded.listed_at'),
            in_account: true,
          })),
        )
        .execute();
    }
    await trx
      .updateTable('telegram_chats')
      .set({ in_account: false })
      .where('listed_at', '<', listedAt)
      .where('in_account', '=', true)
      .execute();
  });
}

/** When the account's chat list was last saved (its newest `listed_at`); null before the first. */
export async function telegramChatListSavedAt(db: Kysely<Database>): Promise<Date | null> {
  const row = await db
    .selectFrom('telegram_chats')
    .select((eb) => eb.fn.max('listed_at').as('saved_at'))
    .executeTakeFirst();
  return row?.saved_at ?? null;
}

/** The chats to read: watched, still in the account, and not a basic group upgraded to a supergroup. */
export async function watchedTelegramChats(db: Kysely<Database>): Promise<WatchedChat[]> {
  const rows = await db
    .selectFrom('telegram_chats')
    .select(['chat_id', 'title', 'kind', 'last_read_message_id', 'backfill_hours', 'watched_since', 'last_message_at'])
    .where('watched', '=', true)
    .where('in_account', '=', true)
    .where(notMoved)
    .orderBy('chat_id')
    .execute();
  return rows.map((row) => ({
    chatId: row.chat_id,
    title: row.title,
    kind: row.kind,
    lastReadMessageId: row.last_read_message_id,
    backfillHours: row.backfill_hours,
    watchedSince: row.watched_since,
    lastMessageAt: row.last_message_at,
  }));
}

/** Messages of a chat read and on the queue: the newest of them, for the cursor and the screen. */
export interface ChatRead {
  /** The highest message id now on the queue: reading resumes after it. */
  lastReadMessageId: number;
  lastMessageAt: Date;
  lastReceivedAt: Date;
  /** The chat's current title, when the messages named it. */
  title?: string;
  /** Reading reached the chat's newest message. */
  caughtUp?: boolean;
  /** The chat's usual interval between messages, once the reader knows it. */
  usualIntervalSeconds?: number;
}

/**
 * Moves a chat's cursor on and clears its last error. Never backwards: a slower writer with
 * older messages (a catch-up page finishing after a live message) cannot undo a newer one.
 * Call it only once the queue has taken the messages.
 */
export async function recordTelegramChatRead(db: Kysely<Database>, chatId: string, read: ChatRead): Promise<void> {
  // The newest message's time and receipt only change with a newer message.
  const newer = sql<boolean>`last_read_message_id IS NULL OR last_read_message_id < ${read.lastReadMessageId}`;
  await db
    .updateTable('telegram_chats')
    .set((eb) => ({
      last_read_message_id: sql<number>`GREATEST(last_read_message_id, ${read.lastReadMessageId})`,
      last_message_at: eb.case().when(newer).then(read.lastMessageAt).else(eb.ref('last_message_at')).end(),
      last_received_at: eb.case().when(newer).then(read.lastReceivedAt).else(eb.ref('last_received_at')).end(),
      ...(read.title === undefined ? {} : { title: read.title }),
      ...(read.caughtUp ? { caught_up_at: read.lastReceivedAt } : {}),
      ...(read.usualIntervalSeconds === undefined ? {} : { usual_interval_seconds: read.usualIntervalSeconds }),
      last_error: null,
      last_error_at: null,
    }))
    .where('chat_id', '=', chatId)
    .execute();
}

/** Reading reached the chat's newest message (with nothing new to record). */
export async function recordTelegramChatCaughtUp(db: Kysely<Database>, chatId: string, at: Date = new Date()): Promise<void> {
  await db
    .updateTable('telegram_chats')
    .set({ caught_up_at: at, last_error: null, last_error_at: null })
    .where('chat_id', '=', chatId)
    .execute();
}

/** What went wrong reading a chat, for the Sources screen (a few words, no secrets). */
export async function recordTelegramChatError(db: Kysely<Database>, chatId: string, error: string, at: Date = new Date()): Promise<void> {
  await db
    .updateTable('telegram_chats')
    .set({ last_error: error.slice(0, 500), last_error_at: at })
    .where('chat_id', '=', chatId)
    .execute();
}

/** How many messages each chat brought since `since` (the start of the trader's day), deleted ones aside. */
export async function countTelegramChatMessagesSince(
  db: Kysely<Database>,
  chatIds: readonly string[],
  since: Date,
): Promise<Map<string, number>> {
  if (chatIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('messages')
    .select(['chat_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('chat_id', 'in', [...chatIds])
    .where('timestamp', '>=', since)
    .where('deleted_at', 'is', null)
    .groupBy('chat_id')
    .execute();
  return new Map(rows.map((row) => [row.chat_id, Number(row.n)]));
}
