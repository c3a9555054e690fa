import { sql, type Kysely } from 'kysely';
import { MARKET_CAP_POINTS_LIMIT, marketCapSourceSchema, type MarketCapsResponse } from '@solana-hub/contracts';
import type { Database } from '../schema.js';
import type { MarketCapPoint } from './call-figures.js';

/**
 * Keeps a market cap the analyzer's refresh observed in the token's history, one row per
 * (token, time): the same observation recorded twice is one row, and of two values at the same
 * time the higher stays (the token fold's rule for a tie). The alerts' own market caps are not
 * copied here: the view market_cap_history reads them from their messages.
 */
export async function recordRefreshedMarketCap(db: Kysely<Database>, tokenAddress: string, marketCap: number, at: Date): Promise<void> {
  await db
    .insertInto('refreshed_market_caps')
    .values({ token_address: tokenAddress, observed_at: at, market_cap: marketCap })
    .onConflict((conflict) =>
      conflict
        .columns(['token_address', 'observed_at'])
        .doUpdateSet({ market_cap: (eb) => eb.ref('excluded.market_cap') })
        .where('refreshed_market_caps.market_cap', '<', (eb) => eb.ref('excluded.market_cap')),
    )
    .execute();
}

/** Every positive market cap known of these tokens, by token, oldest first. */
export async function marketCapHistories(db: Kysely<Database>, tokenAddresses: readonly string[]): Promise<Map<string, MarketCapPoint[]>> {
  const histories = new Map<string, MarketCapPoint[]>();
  if (tokenAddresses.length === 0) return histories;
  const { rows } = await sql<{ token_address: string; at: Date; market_cap: number; source: string }>`
    SELECT token_address, at, market_cap, source FROM market_cap_history
    WHERE token_address = ANY(${[...tokenAddresses]}::text[]) AND market_cap > 0
    ORDER BY token_address, at`.execute(db);
  for (const row of rows) {
    const point = { at: row.at.getTime(), marketCap: row.market_cap, source: marketCapSourceSchema.parse(row.source) };
    const history = histories.get(row.token_address);
    if (history) history.push(point);
    else histories.set(row.token_address, [point]);
  }
  return histories;
}

/**
 * A token's market-cap history for its chart, oldest first (an alert's before a refresh's at the
 * same time), with how many market caps it holds. When that is more than `limit` (2 at the least),
 * PostgreSQL thins it evenly: of the n points, indexes 0 … n - 1, those at round(k × (n - 1) /
 * (limit - 1)) for k = 0 … limit - 1, so the first and the last stay; only those leave the
 * database. A point i is one of them when it is the one its nearest k picks.
 */
export async function tokenMarketCaps(
  db: Kysely<Database>,
  tokenAddress: string,
  limit = MARKET_CAP_POINTS_LIMIT,
): Promise<MarketCapsResponse> {
  const most = Math.max(2, Math.floor(limit));
  const { rows } = await sql<{ at: Date; market_cap: number; source: string; total: string }>`
    WITH history AS (
      SELECT at, market_cap, source,
        row_number() OVER (ORDER BY at, source) - 1 AS i,
        count(*) OVER () AS n
      FROM market_cap_history
      WHERE token_address = ${tokenAddress} AND market_cap > 0
    )
    SELECT at, market_cap, source, n AS total FROM history
    WHERE n <= ${most}
      OR i = round(round(i * (${most} - 1)::numeric / (n - 1)) * (n - 1) / (${most} - 1)::numeric)
    ORDER BY i`.execute(db);
  return {
    points: rows.map((row) => ({
      at: row.at.toISOString(),
      market_cap: row.market_cap,
      source: marketCapSourceSchema.parse(row.source),
    })),
    total: rows.length === 0 ? 0 : Number(rows[0]?.total),
  };
}
