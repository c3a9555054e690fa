import { randomBytes } from 'node:crypto';
import bs58 from 'bs58';
import type { Kysely } from 'kysely';
import type { Database } from '@solana-hub/db';

/**
 * Thousands of tokens straight into the database, an hour old and older than anything posted
 * since, half pump.fun and half insider, to load the dashboard the way a busy day does.
 */
export async function insertBulkTokens(db: Kysely<Database>, count: number): Promise<void> {
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, index) => ({
    token_address: bs58.encode(randomBytes(32)),
    chain: 'solana' as const,
    token_name: `Bulk Token ${index}`,
    token_name_at: null,
    token_symbol: `BULK${index}`,
    token_symbol_at: null,
    pair_address: null,
    first_seen: new Date(now - 3_600_000 - index * 1_000),
    last_updated: new Date(now - 3_600_000),
    latest_message_at: new Date(now - 3_600_000 - index * 1_000),
    message_count: 1 + (index % 9),
    first_message_type: index % 2 === 0 ? 'pumpfun_volume' : 'insider',
    initial_market_cap: 10_000 + index,
    initial_market_cap_at: null,
    current_market_cap: 20_000 + index,
    current_market_cap_at: null,
    ath_market_cap: 30_000 + index,
    ath_timestamp: null,
    accumulated_data: '{}',
  }));
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('tokens')
      .values(rows.slice(start, start + 500))
      .execute();
  }
}
