import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { TelegramClient } from '@mtcute/core/client.js';
import { TELEGRAM_SESSION_REFUSED } from '@solana-hub/contracts';
import { recordTelegramConnection, type Database, type TelegramConnection } from '@solana-hub/db';
import { unreachableProblem } from './telegram-errors.js';

/** Said when the connection went without a network error naming why (e.g. the network changed). */
export const NO_CONNECTION_PROBLEM = 'Telegram unreachable: no connection';

/**
 * Keeps the account's connection on its database row for the Sources screen (the gateway reads
 * it): connected, or unreachable since when and why. Written only when it changes; a connection
 * back within `graceMs` (mtcute reconnects idle connections now and then) is never shown.
 */
export class AccountConnection {
  private recorded: string | null = null;
  private writes: Promise<void> = Promise.resolve();
  private lostAt: Date | null = null;
  private problem: string | null = null;
  private showing: NodeJS.Timeout | null = null;
  private watched: TelegramClient | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly logger: Logger,
    private readonly graceMs: number,
  ) {}

  /** Follows a client from before its first connection: out of reach until it connects. */
  watch(client: TelegramClient): void {
    this.watched = client;
    this.problem = null;
    this.lost();
    client.onError.add((error) => {
      if (this.watched === client) this.problem = unreachableProblem(error) ?? this.problem;
    });
    client.onConnectionState.add((state) => {
      if (this.watched !== client) return;
      if (state === 'connected' || state === 'updating') this.connected();
      else this.lost();
    });
  }

  /** Stops following the client (it is being closed: its last events say nothing of Telegram). */
  unwatch(): void {
    this.watched = null;
    this.cancelShowing();
  }

  /** Telegram refuses the session: shown at once, it does not come back by itself. */
  sessionRefused(): void {
    this.cancelShowing();
    this.record({ state: 'unreachable', since: new Date(), problem: TELEGRAM_SESSION_REFUSED });
  }

  /** Waits for the writes under way (the service stops). */
  async settled(): Promise<void> {
    await this.writes;
  }

  private connected(): void {
    this.cancelShowing();
    this.problem = null;
    this.record({ state: 'connected' });
  }

  private lost(): void {
    if (this.lostAt !== null) return;
    const lostAt = new Date();
    this.lostAt = lostAt;
    this.showing = setTimeout(() => {
      this.showing = null;
      this.record({ state: 'unreachable', since: lostAt, problem: this.problem ?? NO_CONNECTION_PROBLEM });
    }, this.graceMs);
  }

  private cancelShowing(): void {
    if (this.showing !== null) clearTimeout(this.showing);
    this.showing = null;
    this.lostAt = null;
  }

  /** One write at a time, in order, and none for the state already recorded. */
  private record(connection: TelegramConnection): void {
    const key = connection.state === 'connected' ? 'connected' : `unreachable: ${connection.problem}`;
    if (key === this.recorded) return;
    this.recorded = key;
    this.writes = this.writes.then(async () => {
      try {
        await recordTelegramConnection(this.db, connection);
      } catch (error) {
        // The screen shows the previous state a while longer; reading goes on regardless.
        this.recorded = null;
        this.logger.warn({ err: error }, "Telegram account: could not record the connection's state for the Sources screen");
      }
    });
  }
}
