import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import type { Logger } from 'pino';
import type { Config } from '@solana-hub/config';
import { RuntimeModule } from '@solana-hub/runtime';
import { SessionGuard } from './auth/session.guard.js';
import { defaultGatewaySettings, GatewaySettingsModule, type GatewaySettings } from './gateway-settings.js';
import { AuthModule } from './auth/auth.module.js';
import { TokensModule } from './tokens/tokens.module.js';
import { ArchivedModule } from './archived/archived.module.js';
import { MessagesModule } from './messages/messages.module.js';
import { TemplatesModule } from './templates/templates.module.js';
import { AnalysisModule } from './analysis/analysis.module.js';
import { ChannelsModule } from './channels/channels.module.js';
import { AlertRulesModule } from './alert-rules/alert-rules.module.js';
import { AiModule } from './ai/ai.module.js';
import { SourcesModule } from './sources/sources.module.js';
import { LiveModule } from './live/live.module.js';
import { DocsModule } from './docs/docs.module.js';

/**
 * The gateway: one feature module per part of the API (each owns its routes and providers), the
 * live feed, and the session guard in front of every route but those declared @Public().
 */
@Module({})
export class GatewayModule {
  static create(config: Config, logger: Logger, settings: GatewaySettings = defaultGatewaySettings): DynamicModule {
    return {
      module: GatewayModule,
      imports: [
        RuntimeModule.forRoot(config, logger),
        GatewaySettingsModule.forRoot(settings),
        AuthModule,
        TokensModule,
        ArchivedModule,
        MessagesModule,
        TemplatesModule,
        AnalysisModule,
        ChannelsModule,
        AlertRulesModule,
        AiModule,
        SourcesModule,
        LiveModule,
        DocsModule,
      ],
      providers: [{ provide: APP_GUARD, useClass: SessionGuard }],
    };
  }
}
