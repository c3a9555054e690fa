import type { Kysely } from 'kysely';
import { z } from 'zod';
import { byteaText, insertRows } from '../common/json-rows.js';
import type { Database } from '../schema.js';

// What the account's Telegram client keeps for its login: its key-value store (the updates state,
// the account's own user, the data centres) and its auth keys, sealed by the caller. A new login
// starts from nothing: what other logins kept is forgotten when it first loads.

/** A login: its id (a hash of its sealed session) and the account it is logged in as. */
export interface TelegramLogin {
  id: string;
  userId: number;
}

/** What a login's client kept. */
export interface TelegramClientState {
  values: Map<string, Uint8Array>;
  /** Sealed auth keys by data centre. */
  sealedAuthKeys: Map<number, string>;
}

const valueRow = z.object({ key: z.string(), value: z.instanceof(Uint8Array) });
const authKeyRow = z.object({ dc: z.number().int(), sealed_key: z.string().min(1) });

/** Everything the login's client kept. */
export async function loadTelegramClientState(db: Kysely<Database>, loginId: string): Promise<TelegramClientState> {
  const [values, authKeys] = await Promise.all([
    db.selectFrom('telegram_client_values').select(['key', 'value']).where('login_id', '=', loginId).execute(),
    db.selectFrom('telegram_auth_keys').select(['dc', 'sealed_key']).where('login_id', '=', loginId).execute(),
  ]);
  return {
    values: new Map(
      z
        .array(valueRow)
        .parse(values)
        .map((row) => [row.key, row.value]),
    ),
    sealedAuthKeys: new Map(
      z
        .array(authKeyRow)
        .parse(authKeys)
        .map((row) => [row.dc, row.sealed_key]),
    ),
  };
}

/** Keeps values of the key-value store, replacing earlier ones of the same keys; in one statement. */
export async function saveTelegramClientValues(
  db: Kysely<Database>,
  loginId: string,
  values: ReadonlyArray<readonly [key: string, value: Uint8Array]>,
): Promise<void> {
  if (values.length === 0) return;
  await insertRows(
    db,
    'telegram_client_values',
    values.map(([key, value]) => ({ login_id: loginId, key, value: byteaText(value) })),
  )
    .onConflict((conflict) => conflict.columns(['login_id', 'key']).doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
    .execute();
}

/** Forgets one value of the key-value store, or (without a key) all of them. */
export async function deleteTelegramClientValues(db: Kysely<Database>, loginId: string, key?: string): Promise<void> {
  let query = db.deleteFrom('telegram_client_values').where('login_id', '=', loginId);
  if (key !== undefined) query = query.where('key', '=', key);
  await query.execute();
}

/** Keeps the auth key of a data centre, sealed by the caller. */
export async function saveTelegramAuthKey(db: Kysely<Database>, loginId: string, dc: number, sealedKey: string): Promise<void> {
  await db
    .insertInto('telegram_auth_keys')
    .values({ login_id: loginId, dc, sealed_key: sealedKey })
    .onConflict((conflict) => conflict.columns(['login_id', 'dc']).doUpdateSet({ sealed_key: sealedKey }))
    .execute();
}

/** Forgets the auth key of a data centre, or (without one) all of the login's. */
export async function deleteTelegramAuthKeys(db: Kysely<Database>, loginId: string, dc?: number): Promise<void> {
  let query = db.deleteFrom('telegram_auth_keys').where('login_id', '=', loginId);
  if (dc !== undefined) query = query.where('dc', '=', dc);
  await query.execute();
}

/**
 * A login's first load: the values and auth keys of every other login go (a replaced session's
 * keys must not outlive it), and so do the peers another account learnt (their access hashes
 * are no good to this one). Peers of the same account stay: a new login of it needs no new list.
 */
export async function forgetOtherTelegramLogins(db: Kysely<Database>, login: TelegramLogin): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('telegram_client_values').where('login_id', '<>', login.id).execute();
    await trx.deleteFrom('telegram_auth_keys').where('login_id', '<>', login.id).execute();
    await trx.deleteFrom('telegram_peers').where('user_id', '<>', login.userId).execute();
  });
}
