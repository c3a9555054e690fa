import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { recordTelegramConnection, type Database, type TelegramConnection, type TelegramSource } from '@solana-hub/db';

/** Said when the connection went without a network error naming why (e.g. the network changed). */
export const NO_CONNECTION_PROBLEM = 'Telegram unreachable: no connection';

/** A state the database refused to take (it was restarting, say) is written again after this. */
const RETRY_WRITE_MS = 5_000;

/** What the log says of each source. */
const SOURCE_NAME: Record<TelegramSource, string> = { account: 'Telegram account', bot: 'Telegram bot' };

/**
 * Keeps a source's connection (the account's or the bot's) on its database row for the Sources
 * screen (the gateway reads it): connected, or unreachable since when and why. Written only when
 * it changes; out of reach for less than `graceMs` is never shown (mtcute reconnects idle
 * connections now and then, the bot retries a failed call within a second).
 */
export class TelegramConnectionRecord {
  private recorded: string | null = null;
  private writes: Promise<void> = Promise.resolve();
  private lostAt: Date | null = null;
  private problem: string | null = null;
  private showing: NodeJS.Timeout | null = null;
  /** The state to show, the one a retry writes. */
  private wanted: TelegramConnection | null = null;
  private retrying: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly source: TelegramSource,
    private readonly logger: Logger,
    private readonly graceMs: number,
    private readonly retryWriteMs = RETRY_WRITE_MS,
  ) {}

  /** Why Telegram is out of reach, as the latest error says it; said if it stays out past the grace. */
  noteProblem(problem: string): void {
    this.problem = problem;
  }

  /** Telegram answers: connected, and any pending "unreachable" is dropped. */
  connected(): void {
    this.forget();
    this.record({ state: 'connected' });
  }

  /** Telegram is out of reach from now (a second call while still out changes nothing): shown after the grace. */
  lost(): void {
    if (this.lostAt !== null) return;
    const lostAt = new Date();
    this.lostAt = lostAt;
    this.showing = setTimeout(() => {
      this.showing = null;
      this.record({ state: 'unreachable', since: lostAt, problem: this.problem ?? NO_CONNECTION_PROBLEM });
    }, this.graceMs);
  }

  /** Telegram refuses the source (a session, a token): shown at once, it does not come back by itself. */
  refused(problem: string): void {
    this.forget();
    this.record({ state: 'unreachable', since: new Date(), problem });
  }

  /** Drops what is pending (the connection is being closed: its last events say nothing of Telegram). */
  forget(): void {
    if (this.showing !== null) clearTimeout(this.showing);
    this.showing = null;
    this.lostAt = null;
    this.problem = null;
  }

  /** Waits for the writes under way and gives up a pending retry (the service stops). */
  async settled(): Promise<void> {
    if (this.retrying !== null) clearTimeout(this.retrying);
    this.retrying = null;
    await this.writes;
  }

  /** One write at a time, in order, and none for the state already recorded. */
  private record(connection: TelegramConnection): void {
    this.wanted = connection;
    const key = keyOf(connection);
    if (key === this.recorded) return;
    this.recorded = key;
    this.writes = this.writes.then(() => this.write(connection, key));
  }

  /**
   * A failed write (the database away) leaves the screen on the previous state until a retry
   * writes the one wanted by then: no further event may come to write it (Telegram can stay out
   * of reach for hours). Reading goes on regardless.
   */
  private async write(connection: TelegramConnection, key: string): Promise<void> {
    try {
      await recordTelegramConnection(this.db, connection, this.source);
    } catch (error) {
      this.logger.warn(
        { err: error },
        `${SOURCE_NAME[this.source]}: could not record the connection's state for the Sources screen; tried again in ${this.retryWriteMs / 1000} s`,
      );
      if (this.recorded === key) this.recorded = null;
      this.retrying ??= setTimeout(() => {
        this.retrying = null;
        if (this.wanted !== null) this.record(this.wanted);
      }, this.retryWriteMs);
    }
  }
}

const keyOf = (connection: TelegramConnection) => (connection.state === 'connected' ? 'connected' : `unreachable: ${connection.problem}`);
