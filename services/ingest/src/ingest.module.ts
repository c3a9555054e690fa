import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import type { Logger } from 'pino';
import type { Config } from '@solana-hub/config';
import { RuntimeModule } from '@solana-hub/runtime';
import { RawMessageSink } from './raw-message-sink.js';
import { IngestController } from './http/ingest.controller.js';
import { BearerTokenGuard } from './http/bearer-token.guard.js';
import { DemoFeed } from './demo/demo-feed.js';
import { TelegramBotSource } from './telegram-bot/telegram-bot-source.js';
import { BotUpdateIntake } from './telegram-bot/bot-update-intake.js';
import { BotWebhookController } from './telegram-bot/bot-webhook.controller.js';
import { telegramNetwork, type BaseClientFactory } from './telegram-account/account-client.js';
import type { AccountTiming } from './telegram-account/telegram-account.js';
import { ACCOUNT_TIMING_OVERRIDES, TELEGRAM_NETWORK, TelegramAccountSource } from './telegram-account/telegram-account-source.js';

/** What a test may put in place of Telegram for the user-account source. */
export interface TelegramAccountOverrides {
  network?: BaseClientFactory;
  timing?: Partial<AccountTiming>;
}

@Module({})
export class IngestModule {
  static create(config: Config, logger: Logger, telegramAccount: TelegramAccountOverrides = {}): DynamicModule {
    const bot = config.telegramBotToken !== null;
    const webhook = bot && config.telegram.webhookUrl !== null;
    return {
      module: IngestModule,
      imports: [RuntimeModule.forRoot(config, logger)],
      // The webhook route exists only while the bot takes its updates by webhook.
      controllers: [IngestController, ...(webhook ? [BotWebhookController] : [])],
      providers: [
        RawMessageSink,
        DemoFeed,
        ...(bot ? [BotUpdateIntake, TelegramBotSource] : []),
        ...(config.telegram.account
          ? [
              TelegramAccountSource,
              { provide: TELEGRAM_NETWORK, useValue: telegramAccount.network ?? telegramNetwork },
              { provide: ACCOUNT_TIMING_OVERRIDES, useValue: telegramAccount.timing ?? {} },
            ]
          : []),
        // Closed by default, as the gateway: every route wants the bearer token unless @Public().
        { provide: APP_GUARD, useClass: BearerTokenGuard },
      ],
    };
  }
}
