import type { Provider } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '@solana-hub/config';
import type { Database } from '@solana-hub/db';
import { CONFIG, DATABASE, LOGGER } from '@solana-hub/runtime';
import { DexScreenerClient } from './providers/dexscreener-client.js';
import { RugCheckClient } from './providers/rugcheck-client.js';
import { SolanaRpcClient } from './providers/solana-rpc-client.js';
import { TokenAnalyst } from './analysis/token-analyst.js';

/** One client per data provider, so each provider's rate budget is shared by everything that asks it. */
export const analyzerProviders: Provider[] = [
  {
    provide: DexScreenerClient,
    inject: [CONFIG, LOGGER],
    useFactory: (config: Config, logger: Logger) =>
      new DexScreenerClient(config.analyzer.dexScreenerUrl, config.analyzer.apiTimeoutMs, logger),
  },
  {
    provide: RugCheckClient,
    inject: [CONFIG, LOGGER],
    useFactory: (config: Config, logger: Logger) => new RugCheckClient(config.analyzer.rugCheckUrl, config.analyzer.apiTimeoutMs, logger),
  },
  {
    provide: SolanaRpcClient,
    inject: [CONFIG, LOGGER],
    useFactory: (config: Config, logger: Logger) => new SolanaRpcClient(config.analyzer.solanaRpcUrl, config.analyzer.apiTimeoutMs, logger),
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
