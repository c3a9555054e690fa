import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import type { Logger } from 'pino';
import type { Config } from '@solana-hub/config';
import { RuntimeModule } from '@solana-hub/runtime';
import { SessionStore } from './auth/session-store.js';
import { SessionGuard } from './auth/session.guard.js';
import { AuthController } from './auth/auth.controller.js';
import { TokensController } from './tokens/tokens.controller.js';
import { TokenDetailController } from './tokens/token-detail.controller.js';
import { TokenArchiveController } from './tokens/token-archive.controller.js';
import { TokenFactsController } from './tokens/token-facts.controller.js';
import { MessageTypeStatsController } from './tokens/message-type-stats.controller.js';
import { ArchivedTokensController } from './archived/archived-tokens.controller.js';
import { MessagesByTokenController } from './messages/messages-by-token.controller.js';
import { TokenHistoryController } from './messages/token-history.controller.js';
import { MessageTracerController } from './messages/message-tracer.controller.js';
import { ChatTitlesController } from './messages/chat-titles.controller.js';
import { TemplatesController } from './templates/templates.controller.js';
import { TemplateChanges } from './templates/template-changes.js';
import { TemplateTryController } from './templates/template-try.controller.js';
import { ReplaysController } from './replays/replays.controller.js';
import { ExtractorPresetsController } from './presets/extractor-presets.controller.js';
import { LiveFeed } from './live/live-feed.js';
import { FullAnalysisController } from './analysis/full-analysis.controller.js';
import { TokenAnalysis } from './analysis/token-analysis.js';
import { ApiDocsController } from './docs/api-docs.controller.js';
import { ResponseCache } from './responses/response-cache.js';
import { DashboardVersion } from './responses/dashboard-version.js';
import { defaultGatewaySettings, GATEWAY_SETTINGS, type GatewaySettings } from './gateway-settings.js';
import { AiModule } from './ai/ai.module.js';
import { SourcesModule } from './sources/sources.module.js';
import { ChannelsController } from './channels/channels.controller.js';
import { AlertRulesController } from './alert-rules/alert-rules.controller.js';

@Module({})
export class GatewayModule {
  static create(config: Config, logger: Logger, settings: GatewaySettings = defaultGatewaySettings): DynamicModule {
    return {
      module: GatewayModule,
      imports: [RuntimeModule.forRoot(config, logger), AiModule, SourcesModule],
      controllers: [
        AuthController,
        TokensController,
        // /api/tokens/hidden before /api/tokens/:address reads better; the router prefers the
        // static path either way.
        ArchivedTokensController,
        TokenDetailController,
        TokenArchiveController,
        TokenFactsController,
        MessageTypeStatsController,
        MessagesByTokenController,
        TokenHistoryController,
        MessageTracerController,
        ChatTitlesController,
        // POST /api/templates/try before POST /api/templates reads better; the paths differ anyway.
        TemplateTryController,
        TemplatesController,
        ReplaysController,
        ExtractorPresetsController,
        FullAnalysisController,
        ChannelsController,
        AlertRulesController,
        ApiDocsController,
      ],
      providers: [
        SessionStore,
        LiveFeed,
        TemplateChanges,
        DashboardVersion,
        ResponseCache,
        TokenAnalysis,
        { provide: GATEWAY_SETTINGS, useValue: settings },
        { provide: APP_GUARD, useClass: SessionGuard },
      ],
    };
  }
}
