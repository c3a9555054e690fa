import { Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import type { Config } from '@solana-hub/config';
import { RuntimeModule } from '@solana-hub/runtime';
import { analyzerProviders } from './analyzer-providers.js';
import { AnalysisWorker } from './analysis/analysis-worker.js';
import { MarketCapRefresh } from './market-cap/market-cap-refresh.js';
import { InactiveTokenArchiving } from './inactive-tokens/inactive-token-archiving.js';

/** The analyzer: the `analysis` queue's worker, the market-cap refresh and the archiving of silent tokens, with /health and /metrics. */
@Module({})
export class AnalyzerModule {
  static create(config: Config, logger: Logger): DynamicModule {
    return {
      module: AnalyzerModule,
      imports: [RuntimeModule.forRoot(config, logger)],
      providers: [...analyzerProviders, AnalysisWorker, MarketCapRefresh, InactiveTokenArchiving],
    };
  }
}
