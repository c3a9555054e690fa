import { Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import type { Config } from '@solana-hub/config';
import { RuntimeModule } from '@solana-hub/runtime';

/**
 * The analyzer's frame: connected to PostgreSQL and Redis, with /health and /metrics.
 * The analysis worker (security and market reports) and the market-cap refresh join it in
 * their own issue; until then no analysis job is taken, rather than answered with made-up data.
 */
@Module({})
export class AnalyzerModule {
  static create(config: Config, logger: Logger): DynamicModule {
    return { module: AnalyzerModule, imports: [RuntimeModule.forRoot(config, logger)] };
  }
}
