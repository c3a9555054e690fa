import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema.js';
import { rebuildTokens } from './token-rebuild.js';
import { refreshCallsOf } from '../channels/channel-calls.js';

/** Tokens rebuilt per transaction: a replay of a year leaves thousands marked. */
const TOKENS_PER_STEP = 500;

/**
 * Marks tokens whose messages this transaction changed, to be rebuilt once later
 * (rebuildStaleTokens) rather than now: what a replay's batch does instead of rebuilding them
 * (rewriteChangedAlerts). A token already marked has its mark touched rather than left alone: the
 * row lock this takes makes a rebuild that would delete the mark wait for this transaction's
 * commit, and read its messages after it. In address order, as a rebuild locks them.
 */
export async function markTokensStale(tx: Transaction<Database>, addresses: readonly string[]): Promise<void> {
  const sorted = [...new Set(addresses)].sort();
  if (sorted.length === 0) return;
  await sql`
    INSERT INTO tokens_stale (token_address) SELECT unnest(${sorted}::text[]) ORDER BY 1
    ON CONFLICT (token_address) DO UPDATE SET token_address = EXCLUDED.token_address`.execute(tx);
}

/**
 * Rebuilds every token marked stale (markTokensStale) from its messages, each once whatever the
 * number of batches that marked it, `tokensPerStep` tokens a transaction, then refreshes their
 * calls; answers how many it rebuilt. Each step locks the marks it takes, and the tokens' rows,
 * before it reads their messages: every write whose mark it took has committed, and a write that
 * marks one of them meanwhile waits, then marks it anew. It skips the marks another rebuild or a
 * batch still writing holds (two extractors never rebuild the same token), unless `wait`: then it
 * waits for them, so that once it is over every token marked before it began is rebuilt (the end
 * of `npm run replay`). Stops after a step that was not full, so steady writes cannot keep it
 * going forever.
 */
export async function rebuildStaleTokens(
  db: Kysely<Database>,
  { wait = false, tokensPerStep = TOKENS_PER_STEP }: { wait?: boolean; tokensPerStep?: number } = {},
): Promise<number> {
  const locking = wait ? sql`FOR UPDATE` : sql`FOR UPDATE SKIP LOCKED`;
  let rebuilt = 0;
  for (;;) {
    const picked = await db.transaction().execute(async (tx) => {
      const { rows } = await sql<{ token_address: string }>`
        SELECT token_address FROM tokens_stale ORDER BY token_address LIMIT ${tokensPerStep} ${locking}`.execute(tx);
      const tokens = rows.map((row) => row.token_address);
      if (tokens.length === 0) return tokens;
      // An edit rebuilding one of them meanwhile commits first: the rebuild reads its messages after it.
      await sql`SELECT 1 FROM tokens WHERE token_address = ANY(${tokens}::text[]) ORDER BY token_address FOR UPDATE`.execute(tx);
      await tx.deleteFrom('tokens_stale').where('token_address', 'in', tokens).execute();
      await rebuildTokens(tx, tokens);
      return tokens;
    });
    await refreshCallsOf(db, picked);
    rebuilt += picked.length;
    if (picked.length < tokensPerStep) return rebuilt;
  }
}
