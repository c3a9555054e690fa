import type { Kysely } from 'kysely';
import { recordTelegramChatMove, telegramChatMoves, type Database } from '@solana-hub/db';

/** A basic group upgraded to a supergroup, as the bot's updates say it (Bot API ids). */
export interface BotChatMove {
  fromChatId: number;
  toChatId: number;
}

/**
 * The basic groups the bot has seen upgraded to supergroups (`telegram_chat_moves`, shared with
 * the account): a supergroup is read as the group TELEGRAM_CHATS names was. Kept in memory,
 * loaded at start, and written before the update that told it is confirmed to Telegram.
 */
export class BotChatMoves {
  /** Basic group → supergroup. */
  private readonly moves = new Map<number, number>();

  constructor(private readonly db: Kysely<Database>) {}

  async load(): Promise<void> {
    for (const [from, to] of await telegramChatMoves(this.db)) this.moves.set(Number(from), Number(to));
  }

  /** The basic groups that moved to this chat. */
  movedFrom(chatId: number): number[] {
    return [...this.moves].filter(([, to]) => to === chatId).map(([from]) => from);
  }

  /** Followed at once, in memory: the supergroup's messages in the same batch are read. */
  follow(move: BotChatMove): void {
    this.moves.set(move.fromChatId, move.toChatId);
  }

  /** Resolves once the database has it (a no-op when it has it already). */
  async save(move: BotChatMove): Promise<void> {
    await recordTelegramChatMove(this.db, { fromChatId: String(move.fromChatId), toChatId: String(move.toChatId) });
  }
}
