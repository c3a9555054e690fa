import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { Counter } from 'prom-client';
import type { Config } from '@solana-hub/config';
import type { RawMessage } from '@solana-hub/contracts';
import type { Database } from '@solana-hub/db';
import { CONFIG, DATABASE, LOGGER, Metrics, withinTime } from '@solana-hub/runtime';
import { RawMessageSink } from '../raw-message-sink.js';
import { BotChatMoves, type BotChatMove } from './bot-chat-moves.js';
import { readUpdate, type UpdateReading } from './bot-update-reading.js';
import type { BotChat } from './bot-update.js';

/** How long one enqueue may wait for Redis before it counts as failed (Redis commands wait for a reconnect). */
export const ENQUEUE_TIME_LIMIT_MS = 10_000;

/** Chats named in the log so far: each once, with the id TELEGRAM_CHATS takes. */
const MAX_CHATS_NAMED = 10_000;

type Outcome = Exclude<UpdateReading['outcome'], 'message'> | 'queued' | 'not-queued';

/** A batch of updates, read: the messages to queue, the chat moves to record, and the offset that confirms the batch. */
export interface ReadBatch {
  messages: RawMessage[];
  moves: BotChatMove[];
  /** The id after the batch's last update (getUpdates' `offset`), or null when no update had an id. */
  nextOffset: number | null;
}

/**
 * Where the bot's updates, polled or pushed to the webhook, become raw messages on the queue;
 * every update is counted by what became of it (`ingest_telegram_bot_updates_total{outcome}`).
 */
@Injectable()
export class BotUpdateIntake implements OnModuleInit {
  private readonly updates: Counter<'outcome'>;
  private readonly chatsNamed = new Set<number>();
  private readonly moves: BotChatMoves;

  constructor(
    private readonly sink: RawMessageSink,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(DATABASE) db: Kysely<Database>,
    metrics: Metrics,
  ) {
    this.moves = new BotChatMoves(db);
    this.updates = new Counter({
      name: 'ingest_telegram_bot_updates_total',
      help: 'Telegram bot updates by what became of them: queued, moved (a basic group upgraded to a supergroup), skipped (no chat message, a private chat, no text), not-allowed (outside TELEGRAM_CHATS), invalid, not-queued (the queue was away; Telegram delivers it again)',
      labelNames: ['outcome'],
      registers: [metrics.registry],
    });
  }

  /** The groups upgraded to supergroups so far: without them, a restart would drop a supergroup TELEGRAM_CHATS names as its group. */
  async onModuleInit(): Promise<void> {
    await this.moves.load();
  }

  read(updates: readonly unknown[]): ReadBatch {
    const receivedAt = new Date().toISOString();
    const messages: RawMessage[] = [];
    const moves: BotChatMove[] = [];
    let lastId: number | null = null;
    for (const update of updates) {
      const reading = readUpdate(update, this.config.telegram.chats, receivedAt, (chatId) => this.moves.movedFrom(chatId));
      if (reading.updateId !== null) lastId = Math.max(lastId ?? reading.updateId, reading.updateId);
      if (reading.outcome === 'message' || reading.outcome === 'not-allowed') this.nameChat(reading.chat, reading.outcome);
      if (reading.outcome === 'message') {
        messages.push(reading.message);
        continue;
      }
      if (reading.outcome === 'moved') {
        moves.push(reading.move);
        this.moves.follow(reading.move);
        this.logger.info(reading.move, 'Telegram bot: a group was upgraded to a supergroup; reading the supergroup as the group');
      }
      this.count(reading.outcome);
      if (reading.outcome === 'invalid')
        this.logger.warn(
          { updateId: reading.updateId, problem: reading.reason },
          'Telegram bot: an update the source cannot read was skipped',
        );
      if (reading.outcome === 'skipped')
        this.logger.debug({ updateId: reading.updateId, reason: reading.reason }, 'Telegram bot: update skipped');
    }
    return { messages, moves, nextOffset: lastId === null ? null : lastId + 1 };
  }

  /**
   * Resolves once the database holds the batch's moves and the queue every message; rejects if
   * either fails, or the queue does not take them within ENQUEUE_TIME_LIMIT_MS.
   */
  async queue({ messages, moves }: Pick<ReadBatch, 'messages' | 'moves'>): Promise<void> {
    for (const move of moves) await this.moves.save(move);
    if (messages.length === 0) return;
    await withinTime(
      this.sink.accept(messages),
      ENQUEUE_TIME_LIMIT_MS,
      () => new Error(`the queue did not answer within ${ENQUEUE_TIME_LIMIT_MS} ms`),
    );
    this.count('queued', messages.length);
  }

  count(outcome: Outcome, updates = 1): void {
    this.updates.inc({ outcome }, updates);
  }

  /** The first message of each chat names it in the log: how a trader finds a chat's id for TELEGRAM_CHATS. */
  private nameChat(chat: BotChat, outcome: 'message' | 'not-allowed') {
    if (this.chatsNamed.has(chat.id) || this.chatsNamed.size >= MAX_CHATS_NAMED) return;
    this.chatsNamed.add(chat.id);
    const named = { chatId: chat.id, title: chat.title, username: chat.username, type: chat.type };
    if (outcome === 'message') this.logger.info(named, 'Telegram bot: reading a chat');
    else this.logger.info(named, 'Telegram bot: not reading a chat outside TELEGRAM_CHATS');
  }
}
