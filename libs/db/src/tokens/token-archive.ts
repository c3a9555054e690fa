import { sql, type Kysely } from 'kysely';
import type { Token } from '@solana-hub/contracts';
import type { Database } from '../schema.js';
import { toToken } from './token-repository.js';

/** One token, archived or not; null when no message ever named it. */
export async function findToken(db: Kysely<Database>, address: string): Promise<Token | null> {
  const row = await db.selectFrom('tokens').selectAll().where('token_address', '=', address).executeTakeFirst();
  return row ? toToken(row) : null;
}

/**
 * The trader archives (hides) or restores a token; false when there is no such token. A token
 * the trader archives stays archived whatever alerts come; one restored by hand gets a full
 * AUTO_ARCHIVE_DAYS from now before it can be archived for inactivity again.
 */
export async function setTokenArchived(db: Kysely<Database>, address: string, archived: boolean): Promise<boolean> {
  const changes = archived
    ? { hidden: true, archived_reason: 'trader' as const, archived_at: sql<Date>`now()` }
    : { hidden: false, archived_reason: null, archived_at: null, restored_at: sql<Date>`now()` };
  const result = await db.updateTable('tokens').set(changes).where('token_address', '=', address).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** How many tokens are archived: kept by triggers on every write of tokens (migration 0032), not counted. */
export async function countArchivedTokens(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('archived_token_count').select('tokens').executeTakeFirstOrThrow();
  return Number(row.tokens);
}
