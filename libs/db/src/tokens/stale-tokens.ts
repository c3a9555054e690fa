import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema.js';
import { rebuildTokens } from './token-rebuild.js';
import { refreshCallsOf } from '../channels/channel-calls.js';

/** Tokens rebuilt per transaction: a replay of a year leaves thousands marked. */
const TOKENS_PER_STEP = 500;
/**
 * The first key ('rebu' in ASCII) of the two-key advisory locks a rebuild of marked tokens takes
 * on each token, the second being the hash of its address: two rebuilds of one token take turns.
 */
export const STALE_TOKEN_LOCK_CLASS = 0x72656275;

/**
 * Marks tokens whose messages this transaction changed, to be rebuilt once later
 * (rebuildStaleTokens) rather than now: what a replay's batch does instead of rebuilding them
 * (rewriteChangedAlerts). A row per token and batch, inserted without a look at the others:
 * batches that mark the same tokens never wait for each other.
 */
export async function markTokensStale(tx: Transaction<Database>, addresses: readonly string[]): Promise<void> {
  const unique = [...new Set(addresses)];
  if (unique.length === 0) return;
  await sql`INSERT INTO tokens_stale (token_address) SELECT unnest(${unique}::text[])`.execute(tx);
}

/**
 * Rebuilds every token marked stale (markTokensStale) from its messages, each once whatever the
 * number of batches that marked it, `tokensPerStep` tokens a transaction, then refreshes their
 * calls; answers how many it rebuilt. Each step takes the tokens' own locks, then their rows'
 * (an edit rebuilding one meanwhile commits first), deletes their marks, and only then reads
 * their messages: every write whose mark it deleted has committed and is read, and a mark still
 * uncommitted stays for the next rebuild. It skips the tokens another rebuild holds (two
 * extractors never rebuild the same token), unless `wait`: then it waits for them, so that once
 * it is over every token marked before it began is rebuilt (the end of `npm run replay`). Stops
 * after a step that was not full, so steady writes cannot keep it going forever.
 */
export async function rebuildStaleTokens(
  db: Kysely<Database>,
  { wait = false, tokensPerStep = TOKENS_PER_STEP }: { wait?: boolean; tokensPerStep?: number } = {},
): Promise<number> {
  let rebuilt = 0;
  for (;;) {
    const { seen, tokens } = await db.transaction().execute(async (tx) => {
      const { rows } = await sql<{ token_address: string }>`
        SELECT DISTINCT token_address FROM tokens_stale ORDER BY token_address LIMIT ${tokensPerStep}`.execute(tx);
      const locked = await lockStaleTokens(
        tx,
        rows.map((row) => row.token_address),
        wait,
      );
      // Every one held by another rebuild, which goes on to the next ones: nothing for this one.
      if (locked.length === 0) return { seen: 0, tokens: [] };
      await sql`SELECT 1 FROM tokens WHERE token_address = ANY(${locked}::text[]) ORDER BY token_address FOR UPDATE`.execute(tx);
      const deleted = await tx.deleteFrom('tokens_stale').where('token_address', 'in', locked).returning('token_address').execute();
      // Rebuilt meanwhile by the rebuild this one waited for: nothing left to do for them.
      const stale = [...new Set(deleted.map((row) => row.token_address))].sort();
      await rebuildTokens(tx, stale);
      return { seen: rows.length, tokens: stale };
    });
    await refreshCallsOf(db, tokens);
    rebuilt += tokens.length;
    if (seen < tokensPerStep) return rebuilt;
  }
}

/** The tokens' rebuild locks, in key order: all of them, waiting (`wait`), or those free now. Answers the tokens locked. */
async function lockStaleTokens(tx: Transaction<Database>, tokens: readonly string[], wait: boolean): Promise<string[]> {
  if (tokens.length === 0) return [];
  if (wait) {
    await sql`
      SELECT count(pg_advisory_xact_lock(${STALE_TOKEN_LOCK_CLASS}, key)) FROM (
        SELECT DISTINCT hashtext(address) AS key FROM unnest(${[...tokens]}::text[]) AS address ORDER BY key
      ) AS keys`.execute(tx);
    return [...tokens];
  }
  const { rows } = await sql<{ address: string }>`
    SELECT address FROM unnest(${[...tokens]}::text[]) AS address
    WHERE pg_try_advisory_xact_lock(${STALE_TOKEN_LOCK_CLASS}, hashtext(address))`.execute(tx);
  return rows.map((row) => row.address).sort();
}
