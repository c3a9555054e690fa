import { Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import type { Config } from '@solana-hub/config';
import { QueueName } from '@solana-hub/queue';
import { queueWorkerProviders, RuntimeModule } from '@solana-hub/runtime';
import { analyzerProviders } from './analyzer-providers.js';
import { AnalysisWorker } from './analysis/analysis-worker.js';
import { MarketCapRefresh } from './market-cap/market-cap-refresh.js';
import { InactiveTokenArchiving } from './inactive-tokens/inactive-token-archiving.js';
import { ChannelScoresPass } from './channel-scores/channel-scores-pass.js';
import { MarketCapHistoryThinning } from './market-cap-thinning/market-cap-history-thinning.js';
import { MessageTextRetention } from './message-retention/message-text-retention.js';
import { AlertRuleCheck } from './alert-rules/alert-rule-check.js';
import { AlertDelivery } from './alert-rules/alert-delivery.js';

/**
 * The analyzer: workers of the `analysis` queue (reports), `market-cap-refresh`,
 * `token-archiving`, `channel-scores`, `market-cap-thinning` and `message-retention` (repeated
 * by job schedulers), `alert-rules` (checks of the trader's rules, fed by the extractor, the
 * analysis and the hub's events) and `alert-deliveries`, those WORKER_QUEUES picks, with
 * /health and /metrics.
 */
@Module({})
export class AnalyzerModule {
  static create(config: Config, logger: Logger): DynamicModule {
    return {
      module: AnalyzerModule,
      imports: [RuntimeModule.forRoot(config, logger)],
      providers: [
        ...analyzerProviders,
        ...queueWorkerProviders('analyzer', config, {
          [QueueName.Analysis]: AnalysisWorker,
          [QueueName.MarketCapRefresh]: MarketCapRefresh,
          [QueueName.TokenArchiving]: InactiveTokenArchiving,
          [QueueName.ChannelScores]: ChannelScoresPass,
          [QueueName.MarketCapThinning]: MarketCapHistoryThinning,
          [QueueName.MessageRetention]: MessageTextRetention,
          [QueueName.AlertRules]: AlertRuleCheck,
          [QueueName.AlertDeliveries]: AlertDelivery,
        }),
      ],
    };
  }
}
