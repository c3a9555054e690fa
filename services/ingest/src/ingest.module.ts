import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import type { Logger } from 'pino';
import type { Config } from '@solana-hub/config';
import { RuntimeModule } from '@solana-hub/runtime';
import { RawMessageSink } from './raw-message-sink.js';
import { IngestController } from './http/ingest.controller.js';
import { BearerTokenGuard } from './http/bearer-token.guard.js';
import { DemoFeed } from './demo/demo-feed.js';

@Module({})
export class IngestModule {
  static create(config: Config, logger: Logger): DynamicModule {
    return {
      module: IngestModule,
      imports: [RuntimeModule.forRoot(config, logger)],
      controllers: [IngestController],
      // Closed by default, as the gateway: every route wants the bearer token unless @Public().
      providers: [RawMessageSink, DemoFeed, { provide: APP_GUARD, useClass: BearerTokenGuard }],
    };
  }
}
