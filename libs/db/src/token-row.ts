import type { TokenFold } from './token-fold.js';

/** The token columns a fold decides (everything but the address and accumulated data). */
export function tokenColumnsOf(fold: TokenFold, now: Date) {
  return {
    chain: fold.chain,
    token_name: fold.name?.value ?? null,
    token_name_at: fold.name?.at ?? null,
    token_symbol: fold.symbol?.value ?? null,
    token_symbol_at: fold.symbol?.at ?? null,
    first_seen: fold.firstSeen,
    first_message_type: fold.firstMessageType,
    latest_message_at: fold.latestMessageAt,
    message_count: fold.messageCount,
    last_updated: now,
    initial_market_cap: fold.initialMarketCap?.value ?? null,
    initial_market_cap_at: fold.initialMarketCap?.at ?? null,
    current_market_cap: fold.currentMarketCap?.value ?? null,
    current_market_cap_at: fold.currentMarketCap?.at ?? null,
    ath_market_cap: fold.athMarketCap?.value ?? null,
    ath_timestamp: fold.athMarketCap?.at ?? null,
  };
}
