import { Module } from '@nestjs/common';
import { ResponsesModule } from '../responses/responses.module.js';
import { TokensController } from './tokens.controller.js';
import { TokenDetailController } from './token-detail.controller.js';
import { TokenArchiveController } from './token-archive.controller.js';
import { TokenFactsController } from './token-facts.controller.js';
import { MessageTypeStatsController } from './message-type-stats.controller.js';
import { TokenCallsController } from './token-calls.controller.js';

/** The dashboard's tokens: the list, one token, its facts, calls and market caps, archiving, the type counts. */
@Module({
  imports: [ResponsesModule],
  controllers: [
    TokensController,
    TokenDetailController,
    TokenArchiveController,
    TokenFactsController,
    TokenCallsController,
    MessageTypeStatsController,
  ],
})
export class TokensModule {}
