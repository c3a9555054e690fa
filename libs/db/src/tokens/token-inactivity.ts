import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, TokensTable } from '../schema.js';

/**
 * Archives, for inactivity, every token on the dashboard with no message and no restore by the
 * trader in the last `days` days; answers how many. One UPDATE ... WHERE, so replicas may run it
 * at once: a row another one archived first no longer matches `NOT hidden` when PostgreSQL
 * rechecks it after the lock, and a token an alert is folding into right now is rechecked with
 * its new last message. The condition is the expression of the partial index of migration 0008.
 */
export async function archiveInactiveTokens(db: Kysely<Database>, days: number): Promise<number> {
  const result = await db
    .updateTable('tokens')
    .set({ hidden: true, archived_reason: 'inactive', archived_at: sql<Date>`now()` })
    .where('hidden', '=', false)
    .where(sql<boolean>`greatest(latest_message_at, restored_at) < now() - make_interval(days => ${days}::int)`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * How long before its archiving a message may be dated and still bring a token archived for
 * inactivity back: the message was in the hub's queues, not yet stored, when the analyzer found
 * the token silent. An import of older history leaves the token archived.
 */
export const IN_FLIGHT_ALLOWANCE_MS = 3_600_000;

/** Whether messages whose newest is dated `newestMessageAt` bring back a token archived as `token` is. */
export function comesBackFor(token: Pick<Selectable<TokensTable>, 'archived_reason' | 'archived_at'>, newestMessageAt: Date): boolean {
  if (token.archived_reason !== 'inactive' || token.archived_at === null) return false;
  return newestMessageAt.getTime() > token.archived_at.getTime() - IN_FLIGHT_ALLOWANCE_MS;
}

/** Puts tokens archived for inactivity back on the dashboard (in the transaction of the alerts that name them). */
export async function bringBackTokens(tx: Transaction<Database>, addresses: readonly string[]): Promise<void> {
  if (addresses.length === 0) return;
  await tx
    .updateTable('tokens')
    .set({ hidden: false, archived_reason: null, archived_at: null })
    .where('token_address', 'in', addresses)
    .where('archived_reason', '=', 'inactive')
    .execute();
}
