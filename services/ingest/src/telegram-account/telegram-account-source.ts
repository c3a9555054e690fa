import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '@solana-hub/config';
import type { Database } from '@solana-hub/db';
import { subscribeToEvents } from '@solana-hub/queue';
import { Counter, Gauge } from 'prom-client';
import { CONFIG, DATABASE, HealthChecks, LOGGER, Metrics, REDIS } from '@solana-hub/runtime';
import { RawMessageSink } from '../raw-message-sink.js';
import type { BaseClientFactory } from './account-client.js';
import { TelegramAccount, type AccountTiming } from './telegram-account.js';

/** The network the account's client uses: Telegram's, or a fake one in tests (see testing/). */
export const TELEGRAM_NETWORK = Symbol('TELEGRAM_NETWORK');
/** Overrides of the account source's timing (tests shorten the lease). */
export const ACCOUNT_TIMING_OVERRIDES = Symbol('ACCOUNT_TIMING_OVERRIDES');

/**
 * The Telegram user-account source (TELEGRAM_API_ID / TELEGRAM_API_HASH): registered only when
 * they are set. It runs in the background (the ingest serves its routes meanwhile), hears the
 * watch list's changes on the event channel, and names its state in /health as
 * `telegram-account`.
 */
@Injectable()
export class TelegramAccountSource implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly account: TelegramAccount;
  private readonly subscriber: Redis;

  constructor(
    sink: RawMessageSink,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(DATABASE) db: Kysely<Database>,
    @Inject(REDIS) redis: Redis,
    @Inject(TELEGRAM_NETWORK) network: BaseClientFactory,
    @Inject(ACCOUNT_TIMING_OVERRIDES) timing: Partial<AccountTiming>,
    checks: HealthChecks,
    metrics: Metrics,
  ) {
    const { account, sessionKey, backfillHours, recheck } = config.telegram;
    const clientErrors = new Counter({
      name: 'telegram_account_client_errors_total',
      help: "Errors the account's Telegram client reported while reading (its updates loop failing, a difference it could not fetch); reading goes on",
      registers: [metrics.registry],
    });
    if (!account || !sessionKey)
      throw new Error('The Telegram account source needs TELEGRAM_API_ID, TELEGRAM_API_HASH and TELEGRAM_SESSION_KEY');
    this.account = new TelegramAccount({
      db,
      redis,
      redisPrefix: config.redisPrefix,
      sink,
      logger,
      network,
      account,
      sessionKey,
      defaultBackfillHours: backfillHours,
      recheck,
      timing,
      onClientError: () => clientErrors.inc(),
    });
    this.subscriber = redis.duplicate();
    checks.add('telegram-account', () => this.account.health());
    this.measureFreshness(metrics);
  }

  /**
   * How long ago each watched chat's newest message was posted, and the freshest of them: a
   * chat (or the whole hub) silent far beyond its habit is worth an alert, whether the channel
   * stopped or Telegram stopped delivering it.
   */
  private measureFreshness(metrics: Metrics): void {
    const account = this.account;
    const ages = () =>
      account
        .chats()
        .flatMap((chat) => (chat.lastMessageAt ? [{ chat, seconds: (Date.now() - chat.lastMessageAt.getTime()) / 1000 }] : []));
    new Gauge({
      name: 'telegram_chat_last_message_age_seconds',
      help: "Seconds since each watched chat's newest message read by the account (compare with its usual interval on the Sources screen)",
      labelNames: ['chat_id', 'chat'],
      registers: [metrics.registry],
      collect() {
        this.reset();
        for (const { chat, seconds } of ages()) this.set({ chat_id: chat.chatId, chat: chat.title }, seconds);
      },
    });
    new Gauge({
      name: 'telegram_last_message_age_seconds',
      help: 'Seconds since the newest message of any watched chat: the whole account silent (absent while nothing is read)',
      registers: [metrics.registry],
      collect() {
        this.reset();
        const freshest = Math.min(...ages().map((age) => age.seconds));
        if (Number.isFinite(freshest)) this.set(freshest);
      },
    });
  }

  onApplicationBootstrap() {
    // Not awaited: with Redis away the subscription waits for it, and the source must not (it
    // also rereads the watch list every minute).
    subscribeToEvents(
      this.subscriber,
      this.config.redisPrefix,
      () => this.account.watchListChanged(),
      (problem) => this.logger.debug({ problem }, 'ignored an invalid event'),
      ['telegram.watch-list-changed'],
    ).catch((error: unknown) =>
      this.logger.warn({ err: error }, 'Telegram account: could not subscribe to watch-list changes; the list is reread every minute'),
    );
    this.account.start();
  }

  async onApplicationShutdown() {
    await this.account.stop();
    this.subscriber.disconnect();
  }
}
