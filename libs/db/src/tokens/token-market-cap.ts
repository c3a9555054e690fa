import { sql, type Kysely } from 'kysely';
import type { MarketCapUpdate } from '@solana-hub/contracts';
import type { Database } from '../schema.js';
import { recordRefreshedMarketCaps } from '../channels/market-cap-history.js';
import { refreshCallsAfterWrite, refreshCallsOf } from '../channels/channel-calls.js';

/**
 * The Solana tokens worth a market-cap refresh: on the dashboard (not archived) and named by a
 * message since `since`, the most recently active first. The dashboard's last-activity index
 * (greatest of the latest message and the restore, never before the latest message) finds the
 * day's few thousand: without it every dashboard token was read, 90-290 ms each minute on a year.
 */
export async function recentlyActiveTokens(db: Kysely<Database>, since: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('tokens')
    .select('token_address')
    .where('hidden', '=', false)
    .where('chain', '=', 'solana')
    .where(sql<Date>`greatest(latest_message_at, restored_at)`, '>=', since)
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
  return (await recordMarketCaps(db, new Map([[tokenAddress, marketCap]]), at))[0] ?? null;
}

/**
 * recordMarketCap for the market caps of many tokens observed at one time (a DexScreener answer
 * of 30), set-wise: one history insert, one guarded update of the tokens (their rows locked in
 * address order first, as every writer of several tokens locks them, so it never deadlocks with
 * an extractor's batch), one calls refresh. The analyzer's minute refresh of 300 tokens was some
 * 2,400 statements one token at a time, a burst behind which new alerts queued. Answers the
 * MARKET_CAP_UPDATE of each token whose market cap changed, by address.
 */
export async function recordMarketCaps(
  db: Kysely<Database>,
  marketCaps: ReadonlyMap<string, number>,
  at: Date,
): Promise<MarketCapUpdate[]> {
  if (marketCaps.size === 0) return [];
  // Into the history whatever the token's current market cap is: a peak after a call counts even when a newer alert stands.
  const history = await recordRefreshedMarketCaps(db, marketCaps, at);
  const addresses = [...marketCaps.keys()].sort();
  const time = sql<Date>`${at}::timestamptz`;
  const cap = sql.ref('observed.market_cap');
  const newHigh = sql<boolean>`(ath_market_cap IS NULL OR ath_market_cap < ${cap})`;
  const newObservedHigh = sql<boolean>`(observed_ath_market_cap IS NULL OR observed_ath_market_cap < ${cap})`;
  const rows = await db.transaction().execute(async (tx) => {
    await sql`SELECT FROM tokens WHERE token_address = ANY(${addresses}::text[]) ORDER BY token_address FOR UPDATE`.execute(tx);
    const { rows: changed } = await sql<Omit<MarketCapUpdate, 'last_updated'> & { last_updated: Date }>`
      UPDATE tokens SET
        current_market_cap = ${cap}, current_market_cap_at = ${time}, last_updated = ${time},
        ath_market_cap = CASE WHEN ${newHigh} THEN ${cap} ELSE ath_market_cap END,
        ath_timestamp = CASE WHEN ${newHigh} THEN ${time} ELSE ath_timestamp END,
        -- Kept apart as well, for a token rebuilt from its messages (token-rebuild.ts).
        observed_market_cap = ${cap}, observed_market_cap_at = ${time},
        observed_ath_market_cap = CASE WHEN ${newObservedHigh} THEN ${cap} ELSE observed_ath_market_cap END,
        observed_ath_at = CASE WHEN ${newObservedHigh} THEN ${time} ELSE observed_ath_at END
      FROM unnest(${addresses}::text[], ${addresses.map((address) => marketCaps.get(address))}::float8[]) AS observed(token_address, market_cap)
      WHERE tokens.token_address = observed.token_address
        AND (current_market_cap_at IS NULL OR current_market_cap_at < ${time} OR (current_market_cap_at = ${time} AND current_market_cap < ${cap}))
        AND (current_market_cap IS NULL OR current_market_cap <> ${cap})
      RETURNING tokens.token_address, token_name, token_symbol, current_market_cap, last_updated`.execute(tx);
    return changed;
  });
  // A new observation moves the calls by itself; a raised one (same time, higher) has them recomputed.
  const refreshes = [...marketCaps]
    .filter(([address]) => history.get(address)?.inserted)
    .map(([token_address, market_cap]) => ({ token_address, observed_at: at, market_cap }));
  const raised = [...history].filter(([, write]) => !write.inserted).map(([address]) => address);
  const writtenBy = [...history.values()][0]?.writtenBy ?? '';
  if (refreshes.length > 0) await refreshCallsAfterWrite(db, { writtenBy, alerts: [], refreshes });
  if (raised.length > 0) await refreshCallsOf(db, raised);
  return rows
    .sort((a, b) => (a.token_address < b.token_address ? -1 : 1))
    .map((row) => ({ ...row, last_updated: row.last_updated.toISOString() }));
}
