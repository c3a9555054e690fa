import type { Transaction } from 'kysely';
import type { Database } from '../schema.js';
import { foldByToken, withObservedMarketCaps, withProviderNames, type ObservedMarketCaps } from './token-fold.js';
import { providerNamesOf } from '../token-metadata/token-metadata.js';
import { overwriteTokenColumns, stamped, tokenRowOf } from './token-row.js';
import { insertRows } from '../common/json-rows.js';
import { storedTokenContribution } from '../messages/extracted-data.js';

/**
 * Recomputes tokens from all their stored messages (as the trader corrected them), for when
 * messages change rather than arrive (an edit, a reprocessing with new templates, a correction),
 * merged with the market caps a data provider reported for them and the names the providers
 * give them. A token left without messages goes.
 */
export async function rebuildTokens(tx: Transaction<Database>, addresses: readonly string[]): Promise<void> {
  const unique = [...new Set(addresses)].sort();
  if (unique.length === 0) return;
  const [messages, existing, providerNames] = await Promise.all([
    tx
      .selectFrom('messages as m')
      .leftJoin('message_corrections as c', (join) => join.onRef('c.chat_id', '=', 'm.chat_id').onRef('c.message_id', '=', 'm.message_id'))
      .select(['m.token_address', 'm.token_name', 'm.token_symbol', 'm.message_type', 'm.market_cap', 'm.timestamp', 'm.extracted_data'])
      .select(['c.token_name as corrected_name', 'c.token_symbol as corrected_symbol', 'c.market_cap as corrected_market_cap'])
      .where('m.token_address', 'in', unique)
      .execute(),
    tx
      .selectFrom('tokens')
      .select(['token_address', 'chain', 'observed_market_cap', 'observed_market_cap_at', 'observed_ath_market_cap', 'observed_ath_at'])
      .where('token_address', 'in', unique)
      .execute(),
    providerNamesOf(tx, unique),
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
        corrected: {
          name: message.corrected_name !== null,
          symbol: message.corrected_symbol !== null,
          marketCap: message.corrected_market_cap !== null,
        },
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
    folds.map((fold) =>
      tokenRowOf(withProviderNames(withObservedMarketCaps(fold, observed(fold.address)), providerNames.get(fold.address) ?? []), now),
    ),
  )
    .onConflict((conflict) => conflict.column('token_address').doUpdateSet(overwriteTokenColumns))
    .execute();
}
