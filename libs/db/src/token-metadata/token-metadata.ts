import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { withProviderNames, type ProviderNames } from '../tokens/token-fold.js';
import { foldOfRow } from '../tokens/token-row.js';

/** The names the providers give each of the tokens, by address; a token no provider named is absent. */
export async function providerNamesOf(db: Kysely<Database>, addresses: readonly string[]): Promise<Map<string, ProviderNames[]>> {
  const names = new Map<string, ProviderNames[]>();
  if (addresses.length === 0) return names;
  const rows = await db.selectFrom('token_metadata').selectAll().where('token_address', 'in', addresses).execute();
  for (const row of rows) {
    const entry = { provider: row.provider, name: row.name, symbol: row.symbol, at: row.observed_at };
    names.set(row.token_address, [...(names.get(row.token_address) ?? []), entry]);
  }
  return names;
}

/**
 * Keeps what providers now say a token is called, and names the token with it where its alerts
 * (and the trader) did not: by the token fold's rule (withProviderNames), so an alert's name is
 * never replaced, and a later rebuild from the messages comes to the same name.
 */
export async function saveTokenMetadata(db: Kysely<Database>, address: string, names: readonly ProviderNames[]): Promise<void> {
  if (names.length === 0) return;
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('token_metadata')
      .values(names.map(({ provider, name, symbol, at }) => ({ token_address: address, provider, name, symbol, observed_at: at })))
      .onConflict((conflict) =>
        conflict.columns(['token_address', 'provider']).doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          symbol: eb.ref('excluded.symbol'),
          observed_at: eb.ref('excluded.observed_at'),
        })),
      )
      .execute();
    const row = await tx.selectFrom('tokens').selectAll().where('token_address', '=', address).forUpdate().executeTakeFirst();
    if (!row) return;
    const { name, symbol } = withProviderNames(foldOfRow(row), names);
    const same = (a: typeof name, value: string | null, source: string) =>
      (a?.value ?? null) === value && (a?.source ?? 'alert') === source;
    if (same(name, row.token_name, row.token_name_source) && same(symbol, row.token_symbol, row.token_symbol_source)) return;
    await tx
      .updateTable('tokens')
      .set({
        token_name: name?.value ?? null,
        token_name_at: name?.at ?? null,
        token_name_source: name?.source ?? 'alert',
        token_symbol: symbol?.value ?? null,
        token_symbol_at: symbol?.at ?? null,
        token_symbol_source: symbol?.source ?? 'alert',
      })
      .where('token_address', '=', address)
      .execute();
  });
}
