import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '@solana-hub/config';
import type { Database } from '@solana-hub/db';
import { CONFIG, DATABASE, HealthChecks, LOGGER } from '@solana-hub/runtime';
import { TelegramConnectionRecord } from '../telegram-connection.js';
import { BotApi } from './bot-api.js';
import { BOT_TIMING, BotConnection, BotStopped } from './bot-connection.js';
import { BotPolling } from './bot-polling.js';
import { BotUpdateIntake } from './bot-update-intake.js';
import { WEBHOOK_PATH, webhookSecretOf } from './webhook-secret.js';

/**
 * The Telegram bot source (TELEGRAM_BOT_TOKEN): the chats the bot is in, by long polling, or by
 * a webhook when TELEGRAM_WEBHOOK_URL is set. It connects in the background, so the ingest
 * serves its HTTP routes meanwhile; /health names its state as `telegram-bot`.
 */
@Injectable()
export class TelegramBotSource implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly stopping = new AbortController();
  private readonly connection: BotConnection;
  /** Whether Telegram answers the bot, on its row for the Sources screen. */
  private readonly reachability: TelegramConnectionRecord;
  private readonly token: string;
  private polling: BotPolling | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly intake: BotUpdateIntake,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(DATABASE) db: Kysely<Database>,
    checks: HealthChecks,
  ) {
    if (!config.telegramBotToken) throw new Error('The Telegram bot source needs TELEGRAM_BOT_TOKEN');
    this.token = config.telegramBotToken;
    this.reachability = new TelegramConnectionRecord(db, 'bot', logger, BOT_TIMING.unreachableShownAfterMs);
    this.connection = new BotConnection(
      new BotApi(this.token, config.telegram.botApiUrl),
      this.token,
      logger,
      this.stopping.signal,
      this.reachability,
    );
    checks.add('telegram-bot', () => this.connection.status);
  }

  onApplicationBootstrap() {
    this.running = this.run().catch((error: unknown) => {
      if (error instanceof BotStopped) return;
      this.connection.status = 'failed';
      this.logger.error({ err: error }, 'Telegram bot: the source failed and is stopped; restart the ingest');
    });
  }

  async onApplicationShutdown() {
    this.stopping.abort();
    await this.running;
    // A call cut short by the stop says nothing of Telegram: nothing pending is recorded after it.
    this.reachability.forget();
    await this.reachability.settled();
    await this.polling?.confirmQueued();
  }

  private async run(): Promise<void> {
    const { api } = this.connection;
    const me = await this.connection.call('getMe', (stop) => api.getMe(stop));
    const webhookUrl = this.config.telegram.webhookUrl;
    this.logger.info(
      {
        bot: `@${me.username}`,
        mode: webhookUrl ? 'webhook' : 'long polling',
        chats: this.config.telegram.chats ?? 'every chat the bot is in',
        // False: in groups the bot sees only commands and replies unless it is an admin or its privacy mode is off.
        readsAllGroupMessages: me.can_read_all_group_messages,
      },
      'Telegram bot connected',
    );
    if (webhookUrl) {
      await this.connection.call('setWebhook', (stop) => api.setWebhook(webhookUrl, webhookSecretOf(this.token), stop));
      this.logger.info({ webhookUrl, path: WEBHOOK_PATH }, 'Telegram bot: Telegram delivers updates to the webhook');
      if (new URL(webhookUrl).pathname !== WEBHOOK_PATH) {
        this.logger.warn(
          { webhookUrl, path: WEBHOOK_PATH },
          `Telegram bot: TELEGRAM_WEBHOOK_URL does not end in ${WEBHOOK_PATH}; unless a proxy forwards it there, Telegram's deliveries will not reach the ingest`,
        );
      }
      return;
    }
    this.polling = new BotPolling(this.connection, this.intake, this.logger);
    await this.polling.run();
  }
}
