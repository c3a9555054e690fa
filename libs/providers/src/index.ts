export { dexPairSchema, dexTokenPairsSchema, dexPairsOfPairSchema, type DexPair } from './dexscreener-answer.js';
export { DEXSCREENER_BATCH, DexScreenerClient, mainMarkets, type PairBaseToken } from './dexscreener-client.js';
export {
  checkAnswer,
  ExternalApi,
  type BudgetShare,
  type ExternalApiOptions,
  type PassingFailure,
  type ProviderConnection,
} from './external-api.js';
export { ExternalApiError } from './external-api-error.js';
export { count, figure, figureOrDigits, holdersOrNull, percentOrNull, plausibleUsd } from './provider-figures.js';
export { SharedRateBudget, type Rate, type SharedRateBudgetOptions } from './shared-rate-budget.js';
export type { TokenMarket } from './token-market.js';
