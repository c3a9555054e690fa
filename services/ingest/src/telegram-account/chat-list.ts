import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { ChatType, Dialog, tl } from '@mtcute/core';
import type { TelegramClient } from '@mtcute/core/client.js';
import type { TelegramChatKind } from '@solana-hub/contracts';
import { saveTelegramChatList, telegramChatListSavedAt, type Database, type ListedChat } from '@solana-hub/db';
import { floodWaitSeconds, isSessionRefused } from './telegram-errors.js';

const KIND: Record<ChatType, TelegramChatKind | null> = {
  channel: 'channel',
  supergroup: 'supergroup',
  gigagroup: 'supergroup',
  group: 'group',
  monoforum: null,
};

/** Dialogs per messages.getDialogs request: Telegram's most, and the library's pages. */
const PAGE = 100;
const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 60_000;

/** Where the next page of the dialog list starts: after the last dialog read. */
interface DialogOffset {
  /** The last message's time in ms, as the library takes it (Telegram's is in seconds). */
  offsetDate: number;
  offsetId: number;
  offsetPeer: tl.TypeInputPeer;
}

const FIRST_PAGE: DialogOffset = { offsetDate: 0, offsetId: 0, offsetPeer: { _: 'inputPeerEmpty' } };

export interface ChatListDeps {
  client: TelegramClient;
  db: Kysely<Database>;
  logger: Logger;
  /** How often the list is read again (titles, chats joined and left). */
  everyMs: number;
  /** The pause between two pages: a long list is read at a pace Telegram does not answer with FLOOD_WAIT. */
  pageGapMs: number;
  onSessionRefused: (error: unknown) => void;
}

/**
 * The account's channels and groups, archived ones included (traders archive busy alert
 * channels); private chats and bots are not alert sources. The list feeds the Sources screen
 * (`telegram_chats`), and reading it teaches the client the access hash of every chat, which it
 * keeps (account-storage.ts): reading the watched chats never waits for it, except a chat the
 * client does not know yet (`read()`).
 *
 * Read a page at a time at a steady pace. A FLOOD_WAIT, however long, is waited out, and reading
 * goes on from the page it stopped at (the last dialog's date, message and peer), never from the
 * start; other failures are tried again the same way with backoff. The list is saved once whole:
 * a chat is marked as left only when a finished list lacks it.
 */
export class ChatList {
  private reading: Promise<void> | null = null;
  private readonly stopping = new AbortController();

  constructor(private readonly deps: ChatListDeps) {}

  /**
   * Reads the list whenever the saved one is `everyMs` old: at once if it is already, but only
   * once `readingStarted` settles (the watched chats are read first); a restart minutes after the
   * last list reads none.
   */
  async keepFresh(readingStarted: Promise<unknown>): Promise<void> {
    await this.pause(await this.untilDue());
    await readingStarted;
    while (!this.stopping.signal.aborted) {
      await this.read();
      await this.pause(this.deps.everyMs);
    }
  }

  /** Reads the whole list and saves it (or joins the reading under way); resolves once it is saved, or stopped. */
  read(): Promise<void> {
    this.reading ??= this.readAndSave().finally(() => (this.reading = null));
    return this.reading;
  }

  /** Stops reading and pausing; resolves once a reading under way has given up. */
  async stop(): Promise<void> {
    this.stopping.abort();
    await this.reading;
  }

  private async untilDue(): Promise<number> {
    const savedAt = await telegramChatListSavedAt(this.deps.db).catch(() => null);
    return savedAt === null ? 0 : Math.max(0, savedAt.getTime() + this.deps.everyMs - Date.now());
  }

  private async readAndSave(): Promise<void> {
    const chats = await this.readAll();
    if (chats === null) return;
    let retryMs = FIRST_RETRY_MS;
    while (!this.stopping.signal.aborted) {
      try {
        await saveTelegramChatList(this.deps.db, chats);
        return;
      } catch (error) {
        this.deps.logger.warn({ err: error, retryInMs: retryMs }, 'Telegram account: could not save the account’s chat list; trying again');
        await this.pause(retryMs);
        retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
      }
    }
  }

  /** Every channel and group of the account; null when stopped or the session is refused. */
  private async readAll(): Promise<ListedChat[] | null> {
    // In whole seconds, as Telegram dates messages: one of the same second counts as spoken since.
    const startedAt = Math.floor(Date.now() / 1000) * 1000;
    const chats = new Map<string, ListedChat>();
    if (!(await this.readPages(chats, () => false))) return null;
    // A chat that spoke (or was pinned) while the list was read moved to its top, among pages
    // already read: the top is read again, down to the first chat quiet since the list began.
    const quietSinceStart = (dialog: Dialog) => !dialog.isPinned && (dialog.lastMessage?.date.getTime() ?? 0) < startedAt;
    if (!(await this.readPages(chats, quietSinceStart))) return null;
    return [...chats.values()];
  }

  /** Dialogs from the top of the list until `enough` says so or the list ends, each page from where the last request stopped; false when stopped or the session is refused. */
  private async readPages(chats: Map<string, ListedChat>, enough: (dialog: Dialog) => boolean): Promise<boolean> {
    let offset = FIRST_PAGE;
    let read = 0;
    let retryMs = FIRST_RETRY_MS;
    while (!this.stopping.signal.aborted) {
      try {
        // The library asks for the next page only when the last dialog of a page has been taken: pausing there paces the pages.
        for await (const dialog of this.deps.client.iterDialogs({ archived: 'keep', chunkSize: PAGE, ...offset })) {
          if (enough(dialog)) return true;
          const chat = listedChatOf(dialog);
          if (chat) chats.set(chat.chatId, chat);
          offset = offsetAfter(dialog, offset);
          if (++read % PAGE === 0) await this.pause(this.deps.pageGapMs);
          if (this.stopping.signal.aborted) return false;
        }
        return true;
      } catch (error) {
        if (this.stopping.signal.aborted) return false;
        // Read every few minutes even when no watched chat speaks: often the first to hear that the session was ended.
        if (isSessionRefused(error)) {
          this.deps.onSessionRefused(error);
          return false;
        }
        retryMs = await this.afterFailure(error, read, retryMs);
      }
    }
    return false;
  }

  /** Waits as Telegram asks, or backs off; answers the next backoff. */
  private async afterFailure(error: unknown, read: number, retryMs: number): Promise<number> {
    const seconds = floodWaitSeconds(error);
    if (seconds !== null) {
      this.deps.logger.warn(
        { seconds, dialogsRead: read },
        `Telegram account: Telegram asked to wait ${seconds} s before listing more chats; going on from there after it`,
      );
      await this.pause(seconds * 1000);
      return FIRST_RETRY_MS;
    }
    this.deps.logger.warn(
      { err: error, dialogsRead: read, retryInMs: retryMs },
      'Telegram account: could not list the account’s chats; going on from there',
    );
    await this.pause(retryMs);
    return Math.min(retryMs * 2, LONGEST_RETRY_MS);
  }

  private async pause(ms: number): Promise<void> {
    await sleep(ms, undefined, { signal: this.stopping.signal }).catch(() => undefined);
  }
}

function listedChatOf(dialog: Dialog): ListedChat | null {
  const peer = dialog.peer;
  if (peer.type !== 'chat') return null;
  const kind = KIND[peer.chatType];
  return kind ? { chatId: String(peer.id), title: peer.title, kind, username: peer.username } : null;
}

/** The offset of the page after `dialog`, as the library pages (a dialog without a message keeps the date before it). */
function offsetAfter(dialog: Dialog, before: DialogOffset): DialogOffset {
  return {
    offsetDate: dialog.lastMessage?.date.getTime() ?? before.offsetDate,
    offsetId: dialog.raw.topMessage,
    offsetPeer: dialog.peer.inputPeer,
  };
}
