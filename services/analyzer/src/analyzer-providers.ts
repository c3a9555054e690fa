import type { Provider } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '@solana-hub/config';
import type { Database } from '@solana-hub/db';
import { CONFIG, DATABASE, LOGGER, REDIS } from '@solana-hub/runtime';
import { DexScreenerClient, type ProviderConnection } from '@solana-hub/providers';
import { RugCheckClient } from './providers/rugcheck-client.js';
import { SolanaRpcClient } from './providers/solana-rpc-client.js';
import { TokenAnalyst } from './analysis/token-analyst.js';

/** Where a provider is, how long it may take, and the Redis where every replica shares its rate budget. */
function connectionTo(baseUrl: string, timeoutMs: number, config: Config, logger: Logger, redis: Redis): ProviderConnection {
  return { baseUrl, timeoutMs, logger, redis, redisPrefix: config.redisPrefix };
}

/** One client per data provider; each provider's rate budget is kept in Redis, shared by every replica. */
export const analyzerProviders: Provider[] = [
  {
    provide: DexScreenerClient,
    inject: [CONFIG, LOGGER, REDIS],
    useFactory: (config: Config, logger: Logger, redis: Redis) =>
      new DexScreenerClient(connectionTo(config.analyzer.dexScreenerUrl, config.analyzer.apiTimeoutMs, config, logger, redis)),
  },
  {
    provide: RugCheckClient,
    inject: [CONFIG, LOGGER, REDIS],
    useFactory: (config: Config, logger: Logger, redis: Redis) =>
      new RugCheckClient(connectionTo(config.analyzer.rugCheckUrl, config.analyzer.rugCheckTimeoutMs, config, logger, redis)),
  },
  {
    provide: SolanaRpcClient,
    inject: [CONFIG, LOGGER, REDIS],
    useFactory: (config: Config, logger: Logger, redis: Redis) =>
      new SolanaRpcClient(connectionTo(config.analyzer.solanaRpcUrl, config.analyzer.apiTimeoutMs, config, logger, redis)),
  },
  {
    provide: TokenAnalyst,
    inject: [DexScreenerClient, RugCheckClient, SolanaRpcClient, DATABASE, LOGGER],
    useFactory: (
      dexScreener: DexScreenerClient,
      rugCheck: RugCheckClient,
      solanaRpc: SolanaRpcClient,
      db: Kysely<Database>,
      logger: Logger,
    ) => new TokenAnalyst(dexScreener, rugCheck, solanaRpc, db, logger),
  },
];
