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

/** How many tokens are archived: kept by triggers on every write of tokens (migrations 0032, 0035), not counted. */
export async function countArchivedTokens(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ tokens: string }>`
    SELECT tokens + (SELECT coalesce(sum(tokens), 0) FROM archived_token_count_changes) AS tokens
    FROM archived_token_count`.execute(db);
  return Number(rows[0]?.tokens ?? 0);
}

/**
 * Folds the log of the archived count's changes into its row; the analyzer's minute pass runs
 * it. One statement: a reader sees the log before or after the fold, never both, and a fold
 * running at the same time skips the rows this one deleted. Answers how many rows it folded.
 */
export async function foldArchivedTokenCount(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ folded: number }>`
    WITH folded AS (DELETE FROM archived_token_count_changes RETURNING tokens),
    kept AS (
      UPDATE archived_token_count SET tokens = tokens + (SELECT sum(tokens) FROM folded)
      WHERE EXISTS (SELECT FROM folded)
    )
    SELECT count(*)::int AS folded FROM folded`.execute(db);
  return rows[0]?.folded ?? 0;
}
