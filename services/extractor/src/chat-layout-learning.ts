import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import {
  knownValuesAt,
  loadChatLayouts,
  recordChatLayoutUpdates,
  type ChatLayoutUpdate,
  type Database,
  type NewAlert,
} from '@solana-hub/db';
import { readWithChatLayout, type KnownTokenValues } from '@solana-hub/extraction';
import type { Config } from '@solana-hub/config';
import { CONFIG, DATABASE, LOGGER } from '@solana-hub/runtime';

/**
 * Where the learner takes what is known of a token apart from the chat being learned: other
 * chats' alerts, the trader's corrections, the providers' names and the market data
 * (knownValuesAt in libs/db).
 */
export interface KnownValuesSource {
  knownValues(queries: ReadonlyArray<{ tokenAddress: string; chatId: string; at: Date }>): Promise<KnownTokenValues[]>;
}

/**
 * Each chat teaches its layout at most this many of its alerts a second (an extractor's first
 * ones): a chat flooding a busy hub with dozens of alerts a second teaches it little that four do
 * not, while each lesson costs the known-values look-up and its rules' counts written. Capped per
 * batch instead, a busy hub's many small batches still learned from nearly every alert (at 500
 * alerts a second, 380 lessons a second and 4,400 rule counts written: an eighth of PostgreSQL's
 * time on a year of history). Every message is still read with its chat's layout.
 */
export const LESSONS_PER_CHAT_A_SECOND = 4;
const LESSON_WINDOW_MS = 1_000;

/** What reading a batch with its chats' layouts left to record, once its messages are stored. */
export type PendingLessons = ReadonlyArray<ChatLayoutUpdate | null>;

/**
 * Each chat's learned layout in the extractor (libs/extraction layout-learning): a batch's
 * alerts are read again with their chats' layouts, which win over the generic reader's fields
 * where they are trusted; what the messages teach is recorded once they are stored, and only
 * for the messages stored now, so a retried job or batch teaches nothing twice. Layouts live
 * in PostgreSQL (shared by every extractor, kept across restarts) and are read per batch.
 */
@Injectable()
export class ChatLayoutLearning {
  private readonly known: KnownValuesSource;
  /** The lessons each chat has taken in the current second, and when that second began. */
  private lessons = { since: Number.NEGATIVE_INFINITY, byChat: new Map<string, number>() };

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(CONFIG) private readonly config: Config,
  ) {
    this.known = { knownValues: (queries) => knownValuesAt(db, queries) };
  }

  /**
   * Rewrites the alerts' name, symbol and market cap where their chats' layouts read them;
   * returns what each teaches. `now` (milliseconds, on a clock that only moves forward) places
   * the batch in its second of lessons.
   */
  async read(alerts: NewAlert[], now = performance.now()): Promise<PendingLessons> {
    const withToken = this.config.chatLayoutLearning ? alerts.filter((alert) => alert.token !== null) : [];
    if (withToken.length === 0) return alerts.map(() => null);
    const layouts = await loadChatLayouts(
      this.db,
      withToken.map((alert) => alert.chatId),
    );
    const learning = this.takeLessons(withToken, now);
    const known = await this.known.knownValues(
      learning.map((alert) => ({ tokenAddress: alert.token?.address ?? '', chatId: alert.chatId, at: alert.timestamp })),
    );
    const knownByAlert = new Map(learning.map((alert, index) => [alert, known[index] ?? null]));
    return alerts.map((alert) => {
      const token = alert.token;
      if (token === null) return null;
      const values = knownByAlert.get(alert) ?? null;
      const isKnown = values !== null && (values.name !== null || values.symbol !== null || values.marketCap !== null);
      const layout = layouts.get(alert.chatId);
      if (!isKnown && layout === undefined) return null;
      const result = readWithChatLayout({
        text: alert.text,
        address: token.address,
        generic: { name: token.name, symbol: token.symbol, marketCap: alert.marketCap },
        known: isKnown ? values : null,
        rules: layout?.rules ?? [],
        enabled: layout?.enabled ?? true,
      });
      alert.token = { ...token, name: result.fields.name, symbol: result.fields.symbol };
      alert.marketCap = result.fields.marketCap;
      return {
        chatId: alert.chatId,
        lesson: result.lesson,
        learned: isKnown,
        read: result.fromLayout.length > 0,
        checked: result.compared,
        agreed: result.agreed,
      };
    });
  }

  /** The alerts that may teach their chats' layouts: each chat's first, while its second has room. */
  private takeLessons(alerts: readonly NewAlert[], now: number): NewAlert[] {
    // A new map each second: it holds only the chats heard from in one. A time before the
    // second's start (a caller's other clock) starts a new one rather than pausing the learning.
    const elapsed = now - this.lessons.since;
    if (elapsed >= LESSON_WINDOW_MS || elapsed < 0) this.lessons = { since: now, byChat: new Map() };
    const taken = this.lessons.byChat;
    return alerts.filter((alert) => {
      const count = taken.get(alert.chatId) ?? 0;
      if (count >= LESSONS_PER_CHAT_A_SECOND) return false;
      taken.set(alert.chatId, count + 1);
      return true;
    });
  }

  /**
   * Records the lessons of the messages stored now (`stored[i]` false for a duplicate). The
   * messages are committed by now: a failure costs these lessons, not the messages, and is logged.
   */
  async record(lessons: PendingLessons, stored: readonly boolean[]): Promise<void> {
    const updates = lessons.filter((lesson, index): lesson is ChatLayoutUpdate => lesson !== null && stored[index] === true);
    try {
      await recordChatLayoutUpdates(this.db, updates);
    } catch (error) {
      this.logger.error(
        { err: error, chats: [...new Set(updates.map((update) => update.chatId))] },
        'could not record what messages taught their chats’ layouts',
      );
    }
  }
}
