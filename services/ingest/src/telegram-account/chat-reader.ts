import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DeleteMessageUpdate, Message } from '@mtcute/core';
import type { TelegramClient } from '@mtcute/core/client.js';
import type { RawMessage } from '@solana-hub/contracts';
import {
  markMessagesDeleted,
  messageKey,
  recordTelegramChatCaughtUp,
  recordTelegramChatError,
  recordTelegramChatRead,
  standingMessageIds,
  storedMessageStates,
  type ChatMove,
  type Database,
  type WatchedChat,
} from '@solana-hub/db';
import { chatMoveOf } from './chat-move.js';
import { catchUpIntervalMs, ChatRhythm, type CatchUpPace } from './chat-rhythm.js';
import { carriesAnAlert, chatTitleOf, editVersionOf, rawMessageOf } from './raw-message-of.js';
import { floodWaitSeconds, isPeerUnknown, isSessionRefused, publicReason } from './telegram-errors.js';

/** Messages per history request: Telegram's most. */
export const HISTORY_PAGE = 100;
const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 60_000;
/** The most message ids a recheck looks at for deletions: a window of 200 messages spans a few hundred ids. */
const MOST_IDS_CHECKED = 5_000;

/** How far back a catch-up after a gap reads again, for what changed meanwhile (TELEGRAM_RECHECK_HOURS, TELEGRAM_RECHECK_MESSAGES). */
export interface RecheckWindow {
  hours: number;
  messages: number;
}

export interface ChatReaderDeps {
  client: TelegramClient;
  /** Where messages go; resolves once the queue has them. */
  sink: { accept(messages: readonly RawMessage[]): Promise<void> };
  db: Kysely<Database>;
  logger: Logger;
  /** TELEGRAM_BACKFILL_HOURS: how far back a newly watched chat is read when it says nothing else. */
  defaultBackfillHours: number;
  /** Telegram no longer takes the session: the account must log in again. */
  onSessionRefused: (error: unknown) => void;
  recheck: RecheckWindow;
  /** How often a silent chat is read again, in case Telegram stopped pushing its messages. */
  pace: CatchUpPace;
  /** Resolves once the account's chats have been listed (joining a listing under way): how the client learns a chat it does not know. */
  chatsListed: () => Promise<void>;
  /** The basic group was upgraded to a supergroup: resolves once the move is recorded (the watch then follows it). */
  onChatMoved: (move: ChatMove) => Promise<void>;
}

/** A message read and on the queue: the chat's cursor may move to it. */
interface Read {
  id: number;
  date: Date;
  receivedAt: Date;
}

/**
 * Reads one watched chat, so that nothing is missed and nothing doubled:
 * - catching up: its history from the cursor (the last message id on the queue) to now, oldest
 *   first, a page at a time until an empty one, at the pace Telegram allows (a FLOOD_WAIT is
 *   waited out). At the start, after a lost connection, when a live message could not be queued,
 *   and whenever the chat has been silent for twice its usual interval (chat-rhythm.ts): Telegram
 *   does not promise to push every message, and a chat whose pushes stopped is read again so. A
 *   chat with no cursor yet (newly watched) is read from its backfill period.
 * - rechecking: at the start and after a lost connection, the recent window before the cursor
 *   (RecheckWindow) is read again, and what changed while nothing was pushed (edits, by their
 *   edit date; deletions, by the ids gone) is applied.
 * - live: its new messages, edits and deletions as Telegram pushes them, in order.
 * The cursor moves only once the queue has a message, and never past a message not yet read:
 * while the history is being read, live messages are queued at once but only recorded, and the
 * cursor moves past them when the history has caught up with them. Each message is handed to the
 * queue once even when the history and the live side both have it (after a lost connection the
 * library fetches what a chat missed too): a live copy of a message in a fetched history page is
 * left to the history, and a page leaves a message whose live copy is on its way to the live side.
 */
export class ChatReader {
  private cursor: number | null;
  private catchingUp = false;
  private catchUpWanted = false;
  /** Live messages queued while the history was being read: the history skips them. */
  private readonly queuedLive = new Map<number, Read>();
  /** Live messages on their way to the queue, and whether they got there: a history page with one of them waits for it. */
  private readonly liveQueueing = new Map<number, Promise<boolean>>();
  /** The newest message of the history pages fetched in this catch-up: the history queues those, so their live copies are skipped. */
  private historyFetchedUpTo = 0;
  private live: Promise<void> = Promise.resolve();
  private reading: Promise<void> = Promise.resolve();
  private readonly stopping = new AbortController();
  private lastError: string | null = null;
  /** The client did not know the chat and the chat list has been read since: if it still does not, the account cannot see it. */
  private listedForUnknownChat = false;
  private answered: () => void = () => undefined;
  /** Settles once Telegram answered (or refused) the first history request, or the reader stopped: the account's chat list waits for it. */
  readonly firstAnswer = new Promise<void>((resolve) => (this.answered = resolve));
  private readonly log: Logger;
  private readonly rhythm = new ChatRhythm();
  private recheckWanted = false;
  private nextCatchUp: NodeJS.Timeout | null = null;
  private newestAt: Date | null;
  /** Opened in the client (mtcute's openChat): the library polls an opened channel, so its updates keep flowing. */
  private opened = false;

  constructor(
    readonly chat: WatchedChat,
    private readonly deps: ChatReaderDeps,
  ) {
    this.cursor = chat.lastReadMessageId;
    this.newestAt = chat.lastMessageAt;
    this.log = deps.logger.child({ chatId: chat.chatId, chat: chat.title });
  }

  /** Starts reading: the recent window rechecked, the history caught up, then kept up. */
  start(): void {
    this.catchUp({ recheck: true });
  }

  /**
   * Reads the history from the cursor up to now (after rechecking the recent window, when
   * asked); asked while it reads, it reads once more after.
   */
  catchUp({ recheck = false }: { recheck?: boolean } = {}): void {
    if (recheck) this.recheckWanted = true;
    this.catchUpWanted = true;
    if (this.catchingUp || this.stopping.signal.aborted) return;
    this.catchingUp = true;
    this.historyFetchedUpTo = 0;
    this.reading = this.readUntilCaughtUp();
  }

  /** A new message in the chat, as Telegram pushed it: pushes work, so the next catch-up can wait. */
  takeNew(message: Message): void {
    const move = chatMoveOf(message);
    if (move) this.follow(move);
    this.rhythm.add(message.date);
    if (!this.catchingUp) this.scheduleCatchUp();
    this.inOrder(() => this.queueLive(message));
  }

  /** The chat, a basic group, was upgraded to a supergroup: the watch moves there (once the move is recorded, this reader is stopped). */
  follow(move: ChatMove): void {
    if (move.fromChatId !== this.chat.chatId) return;
    this.inOrder(() => this.untilDone('follow the group to its supergroup', () => this.deps.onChatMoved(move)));
  }

  /** An edit: a new version of the message, numbered by its edit time. */
  takeEdit(message: Message): void {
    const version = editVersionOf(message);
    if (version === 0 || !carriesAnAlert(message)) return;
    this.inOrder(() => this.untilDone('queue an edit', () => this.deps.sink.accept([rawMessageOf(message, new Date(), version)])));
  }

  /** Deleted messages are marked deleted, never erased. */
  takeDeletion(update: DeleteMessageUpdate): void {
    const deletion = { chatId: this.chat.chatId, messageIds: update.messageIds.map(String), deletedAt: new Date() };
    this.inOrder(() => this.untilDone('mark deleted messages', () => markMessagesDeleted(this.deps.db, deletion)));
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    if (this.nextCatchUp) clearTimeout(this.nextCatchUp);
    this.answered();
    await Promise.all([this.reading, this.live]);
    if (this.opened) {
      this.opened = false;
      await this.deps.client.closeChat(Number(this.chat.chatId)).catch((error: unknown) => {
        this.log.warn({ err: error }, 'Telegram account: could not close the chat in the client');
      });
    }
  }

  /** The date of the chat's newest message read (the cursor's), for how fresh it is. */
  get lastMessageAt(): Date | null {
    return this.newestAt;
  }

  /** Whether the chat's history has been read up to now (and live messages move its cursor). */
  get caughtUp(): boolean {
    return !this.catchingUp;
  }

  private inOrder(work: () => Promise<void>): void {
    this.live = this.live.then(work).catch((error: unknown) => {
      if (!this.stopping.signal.aborted) this.log.error({ err: error }, 'Telegram account: a live update of this chat failed');
    });
  }

  private async queueLive(message: Message): Promise<void> {
    // Behind the cursor, or in a history page being queued (after a lost connection the library
    // also fetches what the chat missed, and hands it over as live messages).
    const readUpTo = Math.max(this.cursor ?? 0, this.catchingUp ? this.historyFetchedUpTo : 0);
    if (this.stopping.signal.aborted || message.id <= readUpTo || this.queuedLive.has(message.id)) return;
    const read = { id: message.id, date: message.date, receivedAt: new Date() };
    if (carriesAnAlert(message)) {
      const queueing = this.deps.sink.accept([rawMessageOf(message, read.receivedAt)]).then(
        () => true,
        (error: unknown) => {
          // The cursor stays before it: the history has it, and is read as soon as the queue is back.
          this.log.warn(
            { err: error, messageId: message.id },
            'Telegram account: could not queue a live message; it is read from the history instead',
          );
          return false;
        },
      );
      this.liveQueueing.set(message.id, queueing);
      try {
        if (!(await queueing)) {
          this.catchUp();
          return;
        }
        await this.recordLive(read, message);
      } finally {
        // Only now: a catch-up that starts while the cursor is being written reads from the cursor
        // before this message, and its page must still see it as the live side's.
        this.liveQueueing.delete(message.id);
      }
    } else {
      await this.recordLive(read, message);
    }
  }

  /** A live message on the queue: the cursor moves to it, or, while the history is read, once the history has caught up with it. */
  private async recordLive(read: Read, message: Message): Promise<void> {
    if (this.catchingUp) {
      this.queuedLive.set(message.id, read);
      return;
    }
    await this.moveCursor(read, chatTitleOf(message));
  }

  private async readUntilCaughtUp(): Promise<void> {
    let retryMs = FIRST_RETRY_MS;
    while (this.catchUpWanted && !this.stopping.signal.aborted) {
      this.catchUpWanted = false;
      try {
        if (this.recheckWanted) await this.recheckRecent();
        this.recheckWanted = false;
        await this.readHistory();
        retryMs = FIRST_RETRY_MS;
        this.listedForUnknownChat = false;
        await this.open();
      } catch (error) {
        if (this.stopping.signal.aborted) break;
        this.catchUpWanted = true;
        retryMs = await this.afterFailure(error, 'read the history', retryMs);
      }
    }
    if (this.stopping.signal.aborted) return;
    // Caught up: every live message queued meanwhile is now behind the history read.
    const newest = [...this.queuedLive.values()].reduce<Read | null>((a, b) => (a && a.id > b.id ? a : b), null);
    this.queuedLive.clear();
    this.catchingUp = false;
    this.scheduleCatchUp();
    try {
      if (newest && newest.id > (this.cursor ?? 0)) await this.moveCursor(newest, undefined, true);
      else await recordTelegramChatCaughtUp(this.deps.db, this.chat.chatId);
    } catch (error) {
      this.log.warn({ err: error }, 'Telegram account: could not record that the chat is caught up');
    }
  }

  /** The history from the cursor (or the backfill period) to now, oldest first. */
  private async readHistory(): Promise<void> {
    for (;;) {
      this.stopping.signal.throwIfAborted();
      const page = await this.historyPage().finally(() => this.answered());
      const newest = page[page.length - 1];
      // Only an empty page ends it: Telegram may answer fewer than asked before the end.
      if (!newest) return;
      for (const message of page) this.rhythm.add(message.date);
      // The group's last message, when it was upgraded while nobody read it: recorded before the cursor passes it.
      const move = page.map(chatMoveOf).find((found) => found?.fromChatId === this.chat.chatId);
      if (move) await this.deps.onChatMoved(move);
      this.historyFetchedUpTo = Math.max(this.historyFetchedUpTo, newest.id);
      const receivedAt = new Date();
      // A live copy on its way to the queue: the page leaves it to the live side unless that fails.
      const queuedLive = await Promise.all(
        page.map(async (message) => this.liveQueueing.get(message.id) ?? this.queuedLive.has(message.id)),
      );
      const fresh = page.filter((message, index) => carriesAnAlert(message) && !queuedLive[index]);
      if (fresh.length > 0) await this.deps.sink.accept(fresh.map((message) => rawMessageOf(message, receivedAt)));
      await this.moveCursor({ id: newest.id, date: newest.date, receivedAt }, chatTitleOf(newest));
    }
  }

  /**
   * Opens the chat in the client once its history has been read (the client knows it by then):
   * Telegram pushes a channel's updates reliably only to a client that has it open, which the
   * library keeps so by fetching its difference when opened and every time Telegram's answer says
   * (its `timeout`). A failure is logged and tried again at the next catch-up; reading goes on.
   */
  private async open(): Promise<void> {
    if (this.opened || this.chat.kind === 'group') return;
    try {
      await this.deps.client.openChat(Number(this.chat.chatId));
      this.opened = true;
    } catch (error) {
      if (isSessionRefused(error)) throw error;
      this.log.warn({ err: error }, 'Telegram account: could not open the chat in the client; its updates may come late');
    }
  }

  /** The next catch-up, should the chat stay silent for twice its usual interval. */
  private scheduleCatchUp(): void {
    if (this.nextCatchUp) clearTimeout(this.nextCatchUp);
    if (this.stopping.signal.aborted) return;
    this.nextCatchUp = setTimeout(() => this.catchUp(), catchUpIntervalMs(this.rhythm, this.deps.pace)).unref();
  }

  /**
   * The recent window before the cursor, read again: a stored message edited since goes to the
   * queue as its new version, and a stored one that is gone is marked deleted. Telegram pushes
   * nothing of what changed while the ingest was away.
   */
  private async recheckRecent(): Promise<void> {
    if (this.cursor === null) return;
    const window = await this.recentWindow(this.cursor);
    const oldest = window[window.length - 1];
    if (!oldest) return;
    for (const message of window) this.rhythm.add(message.date);
    const chatId = this.chat.chatId;
    const alerts = window.filter(carriesAnAlert);
    const stored = await storedMessageStates(
      this.deps.db,
      alerts.map((message) => ({ chatId, messageId: String(message.id) })),
    );
    // Only what is stored is compared: a message queued and not yet stored is on its way as it is.
    const changed = alerts.filter((message) => {
      const before = stored.get(messageKey(chatId, String(message.id)));
      return before !== undefined && editVersionOf(message) > before.editVersion;
    });
    const receivedAt = new Date();
    if (changed.length > 0)
      await this.deps.sink.accept(changed.map((message) => rawMessageOf(message, receivedAt, editVersionOf(message))));
    const present = new Set(window.map((message) => message.id));
    const absent = idsBetween(oldest.id, this.cursor).filter((id) => !present.has(id));
    const gone = await standingMessageIds(this.deps.db, chatId, absent.map(String));
    if (gone.length > 0) await markMessagesDeleted(this.deps.db, { chatId, messageIds: gone, deletedAt: receivedAt });
    if (changed.length > 0 || gone.length > 0) {
      this.log.info(
        { changed: changed.length, deleted: gone.length },
        'Telegram account: applied what changed in the chat while it was not read',
      );
    }
  }

  /** The messages up to `upTo`, newest first, back to the recheck window's start or its count. */
  private async recentWindow(upTo: number): Promise<Message[]> {
    const since = Date.now() - this.deps.recheck.hours * 3_600_000;
    const window: Message[] = [];
    for (let offsetId = upTo + 1; window.length < this.deps.recheck.messages;) {
      this.stopping.signal.throwIfAborted();
      const limit = Math.min(HISTORY_PAGE, this.deps.recheck.messages - window.length);
      const page = await this.deps.client.getHistory(Number(this.chat.chatId), { offset: { id: offsetId, date: 0 }, limit });
      const inWindow = page.filter((message) => message.date.getTime() >= since);
      window.push(...inWindow);
      const last = page[page.length - 1];
      if (!last || inWindow.length < page.length) break;
      offsetId = last.id;
    }
    return window;
  }

  private async historyPage(): Promise<Message[]> {
    const { client } = this.deps;
    const chatId = Number(this.chat.chatId);
    if (this.cursor === null) {
      const hours = this.chat.backfillHours ?? this.deps.defaultBackfillHours;
      const since = Math.floor(Date.now() / 1000 - hours * 3600);
      return client.getHistory(chatId, { reverse: true, offset: { id: 0, date: since }, limit: HISTORY_PAGE });
    }
    return client.getHistory(chatId, { reverse: true, offset: { id: this.cursor + 1, date: 0 }, minId: this.cursor, limit: HISTORY_PAGE });
  }

  /** Once the queue has the messages up to `read`: the cursor moves on, in memory and in the database. */
  private async moveCursor(read: Read, title?: string, caughtUp = false): Promise<void> {
    const usual = this.rhythm.usualIntervalMs();
    await recordTelegramChatRead(this.deps.db, this.chat.chatId, {
      lastReadMessageId: read.id,
      lastMessageAt: read.date,
      lastReceivedAt: read.receivedAt,
      ...(title === undefined ? {} : { title }),
      caughtUp: caughtUp || !this.catchingUp,
      ...(usual === null ? {} : { usualIntervalSeconds: Math.round(usual / 1000) }),
    });
    if (read.id > (this.cursor ?? 0)) this.newestAt = read.date;
    this.cursor = Math.max(this.cursor ?? 0, read.id);
    this.lastError = null;
  }

  /** Tries until it is done or the reader stops: the queue or the database may be away for a while. */
  private async untilDone(what: string, work: () => Promise<unknown>): Promise<void> {
    let retryMs = FIRST_RETRY_MS;
    while (!this.stopping.signal.aborted) {
      try {
        await work();
        return;
      } catch (error) {
        retryMs = await this.afterFailure(error, what, retryMs);
      }
    }
  }

  /** Waits as Telegram asks, or backs off; says what went wrong once, not at every retry. Answers the next backoff. */
  private async afterFailure(error: unknown, what: string, retryMs: number): Promise<number> {
    if (isSessionRefused(error)) {
      this.deps.onSessionRefused(error);
      await this.pause(LONGEST_RETRY_MS);
      return retryMs;
    }
    // Not among the peers the client kept (a chat it never listed, or another account's): the chat list teaches it.
    if (isPeerUnknown(error) && !this.listedForUnknownChat) {
      this.listedForUnknownChat = true;
      this.log.info('Telegram account: the client does not know this chat yet; reading it once the account’s chats are listed');
      await this.deps.chatsListed();
      return retryMs;
    }
    const floodSeconds = floodWaitSeconds(error);
    if (floodSeconds !== null) {
      this.log.warn({ seconds: floodSeconds, action: what }, `Telegram account: Telegram asked to wait ${floodSeconds} s; waiting`);
      await this.pause(floodSeconds * 1000);
      return retryMs;
    }
    const reason = publicReason(error);
    if (reason !== this.lastError) {
      this.log.warn({ err: error, action: what, retryInMs: retryMs }, `Telegram account: could not ${what}; trying again`);
      this.lastError = reason;
      await recordTelegramChatError(this.deps.db, this.chat.chatId, reason).catch(() => undefined);
    }
    await this.pause(retryMs);
    return Math.min(retryMs * 2, LONGEST_RETRY_MS);
  }

  private async pause(ms: number): Promise<void> {
    await sleep(ms, undefined, { signal: this.stopping.signal }).catch(() => undefined);
  }
}

/** The ids from `from` to `to`, both included, at most MOST_IDS_CHECKED of the newest. */
function idsBetween(from: number, to: number): number[] {
  const first = Math.max(from, to - MOST_IDS_CHECKED + 1);
  return Array.from({ length: Math.max(0, to - first + 1) }, (_, index) => first + index);
}
