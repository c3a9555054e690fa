import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';

/**
 * A short text that changes whenever the dashboard's lists (tokens, latest messages, messages
 * per token, type counts) may have changed, whoever changed them: a new message, an edit, a
 * reprocess run, an archive through any gateway replica, a hand-made SQL fix.
 *
 * - Every message that names a token writes its token row in the same transaction (insert,
 *   edit and reprocess all fold or rebuild the token), and every row write gives the row a new
 *   `xmin` (the writing transaction's id): the sum of the tokens' `xmin` moves with any token
 *   insert, update or archive, and the count with any delete.
 * - The newest message id is there too, for a message stored without a token change.
 *
 * One pass over the tokens (10,000 rows: a few milliseconds) and one index lookup. It may change
 * without a visible change (a vacuum freezing rows), which only costs one rebuild.
 */
export async function dashboardFingerprint(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ tokens: string; token_writes: string; newest_message: string }>`
    select count(*)::text as tokens,
           coalesce(sum(xmin::text::bigint), 0)::text as token_writes,
           (select coalesce(max(id), 0)::text from messages) as newest_message
    from tokens`.execute(db);
  const row = rows[0];
  return row ? `${row.tokens}.${row.token_writes}.${row.newest_message}` : 'empty';
}
