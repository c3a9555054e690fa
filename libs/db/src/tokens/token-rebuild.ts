import type { Transaction } from 'kysely';
import type { Database } from '../schema.js';
import { foldByToken, withObservedMarketCaps, type ObservedMarketCaps } from './token-fold.js';
import { overwriteTokenColumns, stamped, tokenRowOf } from './token-row.js';
import { insertRows } from '../common/json-rows.js';
import { storedTokenContribution } from '../messages/extracted-data.js';

/**
 * Recomputes tokens from all their stored messages, for when messages change rather than
 * arrive (an edit, a reprocessing with new templates), merged with the market caps a data
 * provider reported for them. A token left without messages goes.
 */
export async function rebuildTokens(tx: Transaction<Database>, addresses: readonly string[]): Promise<void> {
  const unique = [...new Set(addresses)].sort();
  if (unique.length === 0) return;
  const [messages, existing] = await Promise.all([
    tx
      .selectFrom('messages')
      .select(['token_address', 'token_name', 'token_symbol', 'message_type', 'market_cap', 'timestamp', 'extracted_data'])
      .where('token_address', 'in', unique)
      .execute(),
    tx
      .selectFrom('tokens')
      .select(['token_address', 'chain', 'observed_market_cap', 'observed_market_cap_at', 'observed_ath_market_cap', 'observed_ath_at'])
      .where('token_address', 'in', unique)
      .execute(),
  ]);
  const stored = new Map(existing.map((row) => [row.token_address, row]));
  const folds = foldByToken(
    messages.map((message) => {
      const address = message.token_address as string;
      return {
        address,
        chain: stored.get(address)?.chain ?? (address.startsWith('0x') ? 'evm' : 'solana'),
        name: message.token_name,
        symbol: message.token_symbol,
        messageType: message.message_type,
        marketCap: message.market_cap,
        ...storedTokenContribution(message.extracted_data),
        at: message.timestamp,
      };
    }),
  );
  const rebuilt = new Set(folds.map((fold) => fold.address));
  const observed = (address: string): ObservedMarketCaps => {
    const row = stored.get(address);
    return {
      latest: stamped(row?.observed_market_cap ?? null, row?.observed_market_cap_at ?? null),
      highest: stamped(row?.observed_ath_market_cap ?? null, row?.observed_ath_at ?? null),
    };
  };
  const orphaned = unique.filter((address) => !rebuilt.has(address));
  if (orphaned.length > 0) await tx.deleteFrom('tokens').where('token_address', 'in', orphaned).execute();
  if (folds.length === 0) return;
  const now = new Date();
  await insertRows(
    tx,
    'tokens',
    folds.map((fold) => tokenRowOf(withObservedMarketCaps(fold, observed(fold.address)), now)),
  )
    .onConflict((conflict) => conflict.column('token_address').doUpdateSet(overwriteTokenColumns))
    .execute();
}
