import { sql, type Kysely } from 'kysely';
import type { MarketCapUpdate } from '@solana-hub/contracts';
import type { Database } from '../schema.js';
import { recordRefreshedMarketCap } from '../channels/market-cap-history.js';
import { refreshCallsAfterWrite, refreshCallsOf } from '../channels/channel-calls.js';

/**
 * The Solana tokens worth a market-cap refresh: on the dashboard (not archived) and named by a
 * message since `since`, the most recently active first.
 */
export async function recentlyActiveTokens(db: Kysely<Database>, since: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('tokens')
    .select('token_address')
    .where('hidden', '=', false)
    .where('chain', '=', 'solana')
    .where('latest_message_at', '>=', since)
    .orderBy('latest_message_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.token_address);
}

/**
 * Records a market cap a market data provider observed at `at` as the token's current one,
 * by the rule of the token fold (token-fold.ts `later` and `higher`): the newest observation
 * wins and a tie in time goes to the higher value, so a newer market cap (from a later alert
 * or an overlapping refresh) is never overwritten; the ATH rises when the value is higher. One
 * guarded statement, so it is right against concurrent extractor writes too. Then the token's
 * calls are refreshed, their peaks counting the observation: moved by it when it is a new market
 * cap later than everything the token has (refreshCallsAfterWrite: the refresh of every active
 * token each minute never reads a busy token's history), else recomputed (refreshCallsOf).
 * Answers the token's MARKET_CAP_UPDATE when the market cap changed, null otherwise.
 */
export async function recordMarketCap(
  db: Kysely<Database>,
  tokenAddress: string,
  marketCap: number,
  at: Date,
): Promise<MarketCapUpdate | null> {
  // Into the history whatever the token's current market cap is: a peak after a call counts even when a newer alert stands.
  const history = await recordRefreshedMarketCap(db, tokenAddress, marketCap, at);
  const cap = sql<number>`${marketCap}::double precision`;
  const time = sql<Date>`${at}::timestamptz`;
  const newHigh = sql<boolean>`(ath_market_cap IS NULL OR ath_market_cap < ${cap})`;
  const newObservedHigh = sql<boolean>`(observed_ath_market_cap IS NULL OR observed_ath_market_cap < ${cap})`;
  const row = await db
    .updateTable('tokens')
    .set({
      current_market_cap: cap,
      current_market_cap_at: time,
      last_updated: time,
      ath_market_cap: sql<number>`CASE WHEN ${newHigh} THEN ${cap} ELSE ath_market_cap END`,
      ath_timestamp: sql<Date>`CASE WHEN ${newHigh} THEN ${time} ELSE ath_timestamp END`,
      // Kept apart as well, for a token rebuilt from its messages (token-rebuild.ts).
      observed_market_cap: cap,
      observed_market_cap_at: time,
      observed_ath_market_cap: sql<number>`CASE WHEN ${newObservedHigh} THEN ${cap} ELSE observed_ath_market_cap END`,
      observed_ath_at: sql<Date>`CASE WHEN ${newObservedHigh} THEN ${time} ELSE observed_ath_at END`,
    })
    .where('token_address', '=', tokenAddress)
    .where((eb) =>
      eb.or([
        eb('current_market_cap_at', 'is', null),
        eb('current_market_cap_at', '<', time),
        eb.and([eb('current_market_cap_at', '=', time), eb('current_market_cap', '<', cap)]),
      ]),
    )
    .where((eb) => eb.or([eb('current_market_cap', 'is', null), eb('current_market_cap', '<>', cap)]))
    .returning(['token_address', 'token_name', 'token_symbol', 'current_market_cap', 'last_updated'])
    .executeTakeFirst();
  if (history?.inserted) {
    const refreshes = [{ token_address: tokenAddress, observed_at: at, market_cap: marketCap }];
    await refreshCallsAfterWrite(db, { writtenBy: history.writtenBy, alerts: [], refreshes });
  } else if (history) await refreshCallsOf(db, [tokenAddress]);
  return row ? { ...row, last_updated: row.last_updated.toISOString() } : null;
}
