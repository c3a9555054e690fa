import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { TelegramClient } from '@mtcute/core/client.js';
import { TELEGRAM_SESSION_REFUSED } from '@solana-hub/contracts';
import type { Database } from '@solana-hub/db';
import { TelegramConnectionRecord } from '../telegram-connection.js';
import { unreachableProblem } from './telegram-errors.js';

/**
 * The account's connection for the Sources screen, from mtcute's connection state
 * (`connected`/`updating` against `connecting`/`offline`) and its errors; recorded, with the
 * grace and write-on-change, by the record the bot shares (../telegram-connection.ts).
 */
export class AccountConnection {
  private readonly record: TelegramConnectionRecord;
  private watched: TelegramClient | null = null;

  constructor(db: Kysely<Database>, logger: Logger, graceMs: number) {
    this.record = new TelegramConnectionRecord(db, 'account', logger, graceMs);
  }

  /** Follows a client from before its first connection: out of reach until it connects. */
  watch(client: TelegramClient): void {
    this.watched = client;
    this.record.forget();
    this.record.lost();
    client.onError.add((error) => {
      const problem = unreachableProblem(error);
      if (this.watched === client && problem !== null) this.record.noteProblem(problem);
    });
    client.onConnectionState.add((state) => {
      if (this.watched !== client) return;
      if (state === 'connected' || state === 'updating') this.record.connected();
      else this.record.lost();
    });
  }

  /** Stops following the client (it is being closed: its last events say nothing of Telegram). */
  unwatch(): void {
    this.watched = null;
    this.record.forget();
  }

  /** Telegram refuses the session: shown at once, it does not come back by itself. */
  sessionRefused(): void {
    this.record.refused(TELEGRAM_SESSION_REFUSED);
  }

  /** Waits for the writes under way (the service stops). */
  settled(): Promise<void> {
    return this.record.settled();
  }
}
