import type { ConnectionState, DeleteMessageUpdate, Message, User } from '@mtcute/core';
import { recordTelegramChatMove, watchedTelegramChats, type ChatMove } from '@solana-hub/db';
import { ChatList } from './chat-list.js';
import { chatMoveOf } from './chat-move.js';
import { ChatReader, type ChatReaderDeps } from './chat-reader.js';

export interface AccountReaderDeps extends Omit<ChatReaderDeps, 'chatsListed' | 'onChatMoved'> {
  /** How often the account's chat list is read again (titles, chats joined and left). */
  chatListEveryMs: number;
  /** The pause between two pages of the chat list. */
  chatListPageGapMs: number;
  /** How often the watch list is read again, should a change's event have been missed. */
  watchListEveryMs: number;
}

/**
 * The logged-in account at work: reads every watched chat (a ChatReader each) from the access
 * hashes its client kept, routes Telegram's live updates to them, and after a lost connection has
 * every chat caught up from its cursor; lists its chats into the database alongside. Changes to
 * the watch list apply without a restart.
 */
export class AccountReader {
  private readonly readers = new Map<string, ChatReader>();
  private readonly chatList: ChatList;
  private readonly readerDeps: ChatReaderDeps;
  private readonly timers: NodeJS.Timeout[] = [];
  private connectionLost = false;
  private reloading: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(private readonly deps: AccountReaderDeps) {
    this.chatList = new ChatList({ ...deps, everyMs: deps.chatListEveryMs, pageGapMs: deps.chatListPageGapMs });
    this.readerDeps = { ...deps, chatsListed: () => this.chatList.read(), onChatMoved: (move) => this.chatMoved(move) };
  }

  /** Checks the session (Telegram refuses a revoked one here), then starts reading. */
  async start(): Promise<User> {
    const { client } = this.deps;
    const me = await client.getMe();
    // Stopped meanwhile (the lease lost, the service stopping: the caller gave up waiting and is
    // destroying the client): nothing may start on it, or its loops and timers would outlive it.
    if (this.stopped) return me;
    client.onNewMessage.add(this.onNewMessage);
    client.onEditMessage.add(this.onEditMessage);
    client.onDeleteMessage.add(this.onDeleteMessage);
    client.onConnectionState.add(this.onConnectionState);
    // Live updates are taken before the chats catch up, so none falls between the two.
    await client.startUpdatesLoop();
    await this.reloadWatchList();
    if (this.stopped) return me;
    // The chat list never holds reading up: due at start, it waits for every watched chat's first answer.
    void this.chatList.keepFresh(Promise.all([...this.readers.values()].map((reader) => reader.firstAnswer)));
    this.timers.push(setInterval(() => void this.reloadWatchList(), this.deps.watchListEveryMs));
    return me;
  }

  /** Reads the watch list again: a newly watched chat is backfilled, an unwatched one stops. */
  reloadWatchList(): Promise<void> {
    this.reloading = this.reloading
      .then(() => this.applyWatchList())
      .catch((error: unknown) => {
        this.deps.logger.warn({ err: error }, 'Telegram account: could not read the watch list; trying again in a minute');
      });
    return this.reloading;
  }

  /** The chats being read, whether each has caught up, and the date of its newest message. */
  chats(): Array<{ chatId: string; title: string; caughtUp: boolean; lastMessageAt: Date | null }> {
    return [...this.readers.values()].map((reader) => ({
      chatId: reader.chat.chatId,
      title: reader.chat.title,
      caughtUp: reader.caughtUp,
      lastMessageAt: reader.lastMessageAt,
    }));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const listing = this.chatList.stop();
    for (const timer of this.timers) clearInterval(timer);
    const { client } = this.deps;
    client.onNewMessage.remove(this.onNewMessage);
    client.onEditMessage.remove(this.onEditMessage);
    client.onDeleteMessage.remove(this.onDeleteMessage);
    client.onConnectionState.remove(this.onConnectionState);
    await this.reloading;
    await Promise.all([listing, ...[...this.readers.values()].map((reader) => reader.stop())]);
    this.readers.clear();
  }

  private async applyWatchList(): Promise<void> {
    if (this.stopped) return;
    const watched = await watchedTelegramChats(this.deps.db);
    const wanted = new Map(watched.map((chat) => [chat.chatId, chat]));
    for (const [chatId, reader] of this.readers) {
      const now = wanted.get(chatId);
      // Gone from the list, or switched off and on again since (read afresh from its backfill).
      if (!now || now.watchedSince?.getTime() !== reader.chat.watchedSince?.getTime()) {
        this.readers.delete(chatId);
        await reader.stop();
        this.deps.logger.info({ chatId, chat: reader.chat.title }, 'Telegram account: chat no longer read');
      }
    }
    for (const chat of watched) {
      if (this.readers.has(chat.chatId) || this.stopped) continue;
      const reader = new ChatReader(chat, this.readerDeps);
      this.readers.set(chat.chatId, reader);
      this.deps.logger.info(
        {
          chatId: chat.chatId,
          chat: chat.title,
          from: chat.lastReadMessageId ?? `${chat.backfillHours ?? this.deps.defaultBackfillHours} h back`,
        },
        'Telegram account: reading chat',
      );
      reader.start();
    }
  }

  /**
   * A watched basic group upgraded to a supergroup: the move is recorded (the supergroup takes
   * the group's watch and is read from its first message), and the watch list read again, which
   * stops the group's reader and starts the supergroup's. Not awaited: the reader asking waits
   * for the record only, and is itself stopped by the reload.
   */
  private async chatMoved(move: ChatMove): Promise<void> {
    if (await recordTelegramChatMove(this.deps.db, move))
      this.deps.logger.info(move, 'Telegram account: the group was upgraded to a supergroup; reading the supergroup instead');
    void this.reloadWatchList();
  }

  private readonly onNewMessage = (message: Message) => {
    // The supergroup's first message names the basic group it came from, which is the one watched.
    const move = chatMoveOf(message);
    if (move) this.readers.get(move.fromChatId)?.follow(move);
    this.readers.get(String(message.chat.id))?.takeNew(message);
  };

  private readonly onEditMessage = (message: Message) => this.readers.get(String(message.chat.id))?.takeEdit(message);

  private readonly onDeleteMessage = (update: DeleteMessageUpdate) => {
    if (update.channelId !== null) {
      // mtcute's DeleteMessageUpdate.channelId is already marked (-100…), as the readers are keyed.
      this.readers.get(String(update.channelId))?.takeDeletion(update);
      return;
    }
    // Outside channels, message ids are the account's own sequence and the update names no
    // chat: a deleted id belongs to at most one of the groups, which is the one marked.
    for (const reader of this.readers.values()) if (reader.chat.kind === 'group') reader.takeDeletion(update);
  };

  /**
   * A connection lost and back: updates may have been missed, so every chat reads its history
   * from its cursor, and rechecks its recent window for edits and deletions.
   */
  private readonly onConnectionState = (state: ConnectionState) => {
    if (state === 'offline' || state === 'connecting') {
      if (!this.connectionLost) this.deps.logger.warn('Telegram account: connection to Telegram lost; reconnecting');
      this.connectionLost = true;
      return;
    }
    if (state === 'connected' && this.connectionLost) {
      this.connectionLost = false;
      this.deps.logger.info({ chats: this.readers.size }, 'Telegram account: connection back; catching up every watched chat');
      for (const reader of this.readers.values()) reader.catchUp({ recheck: true });
    }
  };
}
