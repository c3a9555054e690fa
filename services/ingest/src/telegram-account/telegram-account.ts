import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { TelegramClient } from '@mtcute/core/client.js';
import type { RawMessage } from '@solana-hub/contracts';
import { findTelegramAccount, recordTelegramClientError, type Database, type StoredTelegramAccount } from '@solana-hub/db';
import { accountClient, type BaseClientFactory } from './account-client.js';
import { AccountConnection } from './account-connection.js';
import { AccountLease, leaseKey } from './account-lease.js';
import { AccountReader } from './account-reader.js';
import type { CatchUpPace } from './chat-rhythm.js';
import type { RecheckWindow } from './chat-reader.js';
import { AccountStorage, loginIdOf } from './account-storage.js';
import { openSession, SessionKeyMismatchError } from './session-seal.js';
import { isSessionRefused, publicReason } from './telegram-errors.js';

export interface AccountTiming {
  /** The Redis lease's time to live; a second replica takes over this long after the holder died. */
  leaseTtlMs: number;
  /** How often the database is asked for a (new) login. */
  loginCheckMs: number;
  chatListEveryMs: number;
  /** The pause between two pages of the chat list (100 dialogs each). */
  chatListPageGapMs: number;
  watchListEveryMs: number;
  /** Telegram unreachable this long makes /health unhealthy. */
  unreachableAfterMs: number;
  /** Telegram out of reach this long shows on the Sources screen (a quick reconnect does not). */
  unreachableShownAfterMs: number;
  /** Flood waits up to this long the library sleeps itself; a longer one reaches the chat's reader, which waits it out. */
  libraryFloodWaitMs: number;
  /** How often a silent chat's history is read again, in case its pushes stopped (chat-rhythm.ts). */
  catchUpPace: CatchUpPace;
  /** After a client error, the updates loop is started again this much later (a no-op while it runs). */
  loopRestartMs: number;
}

export const ACCOUNT_TIMING: AccountTiming = {
  leaseTtlMs: 30_000,
  loginCheckMs: 10_000,
  chatListEveryMs: 10 * 60_000,
  chatListPageGapMs: 1_000,
  watchListEveryMs: 60_000,
  unreachableAfterMs: 2 * 60_000,
  unreachableShownAfterMs: 15_000,
  libraryFloodWaitMs: 10_000,
  catchUpPace: { leastMs: 60_000, mostMs: 15 * 60_000, unknownMs: 5 * 60_000 },
  loopRestartMs: 5_000,
};

export interface TelegramAccountOptions {
  db: Kysely<Database>;
  redis: Redis;
  redisPrefix: string;
  sink: { accept(messages: readonly RawMessage[]): Promise<void> };
  logger: Logger;
  /** Telegram's network, or a fake one in tests. */
  network: BaseClientFactory;
  account: { apiId: number; apiHash: string };
  sessionKey: string;
  defaultBackfillHours: number;
  recheck: RecheckWindow;
  timing?: Partial<AccountTiming>;
  /** Told of each error the client reports, for the metrics. */
  onClientError?: () => void;
}

/** What the account source is doing, for the log and /health. */
export type AccountState = 'standby' | 'not logged in' | 'session key mismatch' | 'connecting' | 'reading' | 'session refused' | 'stopped';

/**
 * The user-account source: waits for the Redis lease (one process holds the account), then for
 * a login (`npm run telegram:login`), then reads the watched chats until the lease is lost, the
 * session is refused, a new login replaces it, or the service stops. Never ends the process:
 * what it cannot do it says in the log and in /health, and tries again.
 */
export class TelegramAccount {
  private readonly timing: AccountTiming;
  private readonly lease: AccountLease;
  private readonly connection: AccountConnection;
  private readonly stopping = new AbortController();
  private running: Promise<void> = Promise.resolve();
  private reader: AccountReader | null = null;
  private refusedSession: string | null = null;
  private unreachableSince: number | null = null;
  private _state: AccountState = 'standby';

  constructor(private readonly options: TelegramAccountOptions) {
    this.timing = { ...ACCOUNT_TIMING, ...options.timing };
    this.lease = new AccountLease(options.redis, leaseKey(options.redisPrefix), this.timing.leaseTtlMs);
    this.connection = new AccountConnection(options.db, options.logger, this.timing.unreachableShownAfterMs);
  }

  get state(): AccountState {
    return this._state;
  }

  start(): void {
    this.running = this.run();
  }

  /** The watched chats being read now (none while not reading), with the date of each one's newest message. */
  chats(): ReturnType<AccountReader['chats']> {
    return this.reader?.chats() ?? [];
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    await this.running;
    await this.connection.settled();
    this.setState('stopped');
  }

  /** The trader changed the watch list: read it again now. */
  watchListChanged(): void {
    void this.reader?.reloadWatchList();
  }

  /** /health: 'ok' unless the account should be read and cannot be. */
  health(): string {
    if (this._state === 'session refused') return 'Telegram refuses the session: run npm run telegram:login';
    if (this._state === 'session key mismatch') return 'the stored session does not open with TELEGRAM_SESSION_KEY';
    if (this.unreachableSince !== null && Date.now() - this.unreachableSince > this.timing.unreachableAfterMs)
      return 'Telegram cannot be reached';
    return 'ok';
  }

  private async run(): Promise<void> {
    const { logger } = this.options;
    while (!this.stopping.signal.aborted) {
      if (!(await this.lease.acquire())) {
        this.setState('standby');
        await this.pause(this.timing.leaseTtlMs / 3);
        continue;
      }
      logger.info({ holder: this.lease.holder }, 'Telegram account: this process holds the account');
      const holding = new AbortController();
      const stop = () => holding.abort();
      this.stopping.signal.addEventListener('abort', stop);
      const held = this.lease.hold(holding.signal).then(() => {
        if (!holding.signal.aborted)
          logger.warn('Telegram account: lost the account lease; stopped reading (another process may take over)');
        holding.abort();
      });
      try {
        await this.readWhileHolding(holding.signal);
      } catch (error) {
        logger.error({ err: error }, 'Telegram account: reading failed; starting again');
        this.clientProblem(publicReason(error));
        await this.pause(this.timing.loginCheckMs);
      } finally {
        holding.abort();
        this.stopping.signal.removeEventListener('abort', stop);
        await held;
        await this.lease.release();
      }
    }
  }

  /** The account's session from the database, until the lease is lost or the service stops. */
  private async readWhileHolding(holding: AbortSignal): Promise<void> {
    while (!holding.aborted) {
      const account = await findTelegramAccount(this.options.db);
      if (account === null) {
        this.setState('not logged in');
      } else if (account.sealedSession !== this.refusedSession) {
        const session = this.open(account.sealedSession);
        if (session !== null) await this.read(session, account, holding);
      }
      await this.pause(this.timing.loginCheckMs, holding);
    }
  }

  private open(sealed: string): string | null {
    try {
      return openSession(sealed, this.options.sessionKey);
    } catch (error) {
      if (!(error instanceof SessionKeyMismatchError)) throw error;
      this.setState('session key mismatch');
      return null;
    }
  }

  /** Reads with this session until the lease goes, Telegram refuses it, or another login replaces it. */
  private async read(session: string, account: StoredTelegramAccount, holding: AbortSignal): Promise<void> {
    const { logger, db, sessionKey } = this.options;
    const sealed = account.sealedSession;
    const client = accountClient(this.options.network, {
      ...this.options.account,
      logger,
      libraryFloodWaitMs: this.timing.libraryFloodWaitMs,
      onLibraryError: (message) => this.clientError(message, client),
      storage: new AccountStorage({
        db,
        logger,
        login: { id: loginIdOf(sealed), userId: account.userId },
        sessionKey,
        holdsAccount: () => this.lease.held,
      }),
    });
    const refused = new AbortController();
    const reader = new AccountReader({
      client,
      sink: this.options.sink,
      db: this.options.db,
      logger,
      defaultBackfillHours: this.options.defaultBackfillHours,
      recheck: this.options.recheck,
      pace: this.timing.catchUpPace,
      chatListEveryMs: this.timing.chatListEveryMs,
      chatListPageGapMs: this.timing.chatListPageGapMs,
      watchListEveryMs: this.timing.watchListEveryMs,
      onSessionRefused: () => refused.abort(),
    });
    this.watchReachability(client);
    this.setState('connecting');
    try {
      await client.importSession(session);
      const me = await abortable(reader.start(), holding);
      this.reader = reader;
      this.setState('reading');
      logger.info({ account: me.displayName }, 'Telegram account: reading the watched chats');
      while (!holding.aborted && !refused.signal.aborted) {
        await this.pause(this.timing.loginCheckMs, AbortSignal.any([holding, refused.signal]));
        const now = await findTelegramAccount(this.options.db).catch(() => undefined);
        if (now !== undefined && now?.sealedSession !== sealed) {
          logger.info('Telegram account: a new login replaces the session in use');
          return;
        }
      }
      if (refused.signal.aborted) this.refuse(sealed);
    } catch (error) {
      if (holding.aborted) return;
      if (!isSessionRefused(error)) throw error;
      this.refuse(sealed);
    } finally {
      this.connection.unwatch();
      this.reader = null;
      await reader.stop();
      await client.destroy();
      this.unreachableSince = null;
    }
  }

  private refuse(sealed: string): void {
    this.refusedSession = sealed;
    this.setState('session refused');
    this.connection.sessionRefused();
  }

  /**
   * An error the client reported while reading: reported (clientProblem), and its updates loop
   * started again a little later (the library restarts a loop that failed inside, not one that
   * failed to start). Reading goes on meanwhile: every chat is also read from its history when
   * silent too long.
   */
  private clientError(message: string, client: TelegramClient): void {
    this.clientProblem(message);
    setTimeout(() => {
      if (this.reader === null || client.stopSignal.aborted) return;
      client
        .startUpdatesLoop()
        .catch((error: unknown) =>
          this.options.logger.warn({ err: error }, 'Telegram account: the updates loop did not start again; retried at the next error'),
        );
    }, this.timing.loopRestartMs).unref();
  }

  /** A problem of the Telegram client, logged, counted and kept for the Sources screen (the last one). */
  private clientProblem(message: string): void {
    this.options.logger.warn({ problem: message }, 'Telegram account: the Telegram client reported an error; reading goes on');
    this.options.onClientError?.();
    recordTelegramClientError(this.options.db, message).catch((error: unknown) =>
      this.options.logger.warn({ err: error }, 'Telegram account: could not record the client error for the Sources screen'),
    );
  }

  /** /health turns unhealthy, and the Sources screen says so, when Telegram stays out of reach (the library reconnects meanwhile). */
  private watchReachability(client: TelegramClient): void {
    this.connection.watch(client);
    this.unreachableSince = Date.now();
    client.onError.add((error) => this.clientError(error.message, client));
    client.onConnectionState.add((state) => {
      if (state === 'connected' || state === 'updating') this.unreachableSince = null;
      else this.unreachableSince ??= Date.now();
    });
  }

  private setState(state: AccountState): void {
    if (state === this._state) return;
    this._state = state;
    const { logger } = this.options;
    if (state === 'not logged in')
      logger.warn('Telegram account: not logged in. Run `npm run telegram:login` once; reading starts within seconds after it.');
    else if (state === 'session refused')
      logger.error(
        'Telegram account: Telegram no longer accepts the stored session (ended in Telegram’s settings, or expired). Run `npm run telegram:login` again.',
      );
    else if (state === 'session key mismatch')
      logger.error(
        'Telegram account: the stored session does not open with TELEGRAM_SESSION_KEY (was the key changed?). Set the key it was made with, or run `npm run telegram:login` again.',
      );
    else if (state === 'standby') logger.info('Telegram account: another process holds the account; this one waits to take over');
  }

  private async pause(ms: number, signal: AbortSignal = this.stopping.signal): Promise<void> {
    await sleep(ms, undefined, { signal: AbortSignal.any([signal, this.stopping.signal]) }).catch(() => undefined);
  }
}

/** `work`, unless `signal` aborts first (the work goes on and is ignored). */
async function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return Promise.race([
    work,
    new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true })),
  ]);
}
