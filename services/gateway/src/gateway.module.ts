import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import type { Logger } from 'pino';
import type { Config } from '@solana-hub/config';
import { RuntimeModule } from '@solana-hub/runtime';
import { SessionStore } from './auth/session-store.js';
import { SessionGuard } from './auth/session.guard.js';
import { AuthController } from './auth/auth.controller.js';
import { TokensController } from './tokens/tokens.controller.js';
import { LiveFeed } from './live/live-feed.js';

@Module({})
export class GatewayModule {
  static create(config: Config, logger: Logger): DynamicModule {
    return {
      module: GatewayModule,
      imports: [RuntimeModule.forRoot(config, logger)],
      controllers: [AuthController, TokensController],
      providers: [SessionStore, LiveFeed, { provide: APP_GUARD, useClass: SessionGuard }],
    };
  }
}
