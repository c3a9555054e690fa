import { sql, type Kysely, type Selectable } from 'kysely';
import type { LatestMessageChanges, MessagesByTokenChanges, TokenListChanges } from '@solana-hub/contracts';
import type { Database, TokensTable } from '../schema.js';
import { isListedToken, latestMessageByToken, toToken, type TokenListFilter } from '../tokens/token-repository.js';
import { collapsedRowMessagesByToken } from '../messages/token-messages.js';
import { CURRENT_LIST_VERSION } from './list-version.js';

/**
 * What changed in the dashboard's lists since a version (see readAtOneVersion), read inside the
 * same snapshot as the version they answer: each an index range scan over `changed_xid`
 * (migration 0009), so its cost follows the rate of changes, not the number of tokens.
 */

/** More rows written since than this, and the whole list is the cheaper answer. */
export const MAX_CHANGED_ROWS = 2_000;

/** Why no changes could be answered: the caller answers the whole list instead. */
export type NoChanges = 'too-many' | 'unknown-version';

type Changes<T> = Omit<T, 'since' | 'version'>;

/** Whether `since` can be answered in this snapshot: a version this database has not reached yet is unknown (another database, a restore). */
async function isReachedVersion(db: Kysely<Database>, since: string): Promise<boolean> {
  const { rows } = await sql<{ reached: boolean }>`SELECT ${since}::xid8 <= ${CURRENT_LIST_VERSION} AS reached`.execute(db);
  return rows[0]?.reached === true;
}

const writtenSince = (since: string, column: 'changed_xid' | 'messages_reset_xid' | 'r.removed_xid') =>
  sql<boolean>`${sql.ref(column)} >= ${since}::xid8`;

/** Tokens written since, at most MAX_CHANGED_ROWS (null when more). */
async function tokensWrittenSince(db: Kysely<Database>, since: string): Promise<Array<Selectable<TokensTable>> | null> {
  const rows = await db
    .selectFrom('tokens')
    .selectAll()
    .where(writtenSince(since, 'changed_xid'))
    .limit(MAX_CHANGED_ROWS + 1)
    .execute();
  return rows.length > MAX_CHANGED_ROWS ? null : rows;
}

/** Tokens deleted since and not there again. */
async function tokensRemovedSince(db: Kysely<Database>, since: string): Promise<string[]> {
  const rows = await db
    .selectFrom('token_removals as r')
    .select('r.token_address')
    .distinct()
    .where(writtenSince(since, 'r.removed_xid'))
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('tokens as t').select('t.token_address').whereRef('t.token_address', '=', 'r.token_address'))),
    )
    .execute();
  return rows.map((row) => row.token_address);
}

/** Messages naming a token written since, at most MAX_CHANGED_ROWS (null when more). */
async function messagesWrittenSince(db: Kysely<Database>, since: string) {
  const rows = await db
    .selectFrom('messages')
    .selectAll()
    .where(writtenSince(since, 'changed_xid'))
    .where('token_address', 'is not', null)
    .limit(MAX_CHANGED_ROWS + 1)
    .execute();
  return rows.length > MAX_CHANGED_ROWS ? null : rows;
}

export async function tokenListChangesSince(
  db: Kysely<Database>,
  since: string,
  filter: TokenListFilter,
): Promise<Changes<TokenListChanges> | NoChanges> {
  if (!(await isReachedVersion(db, since))) return 'unknown-version';
  const written = await tokensWrittenSince(db, since);
  if (written === null) return 'too-many';
  const tokens = written.map(toToken);
  const listed = tokens.filter((token) => isListedToken(token, filter));
  const dropped = tokens.filter((token) => !isListedToken(token, filter)).map((token) => token.token_address);
  return { tokens: listed, removed: [...dropped, ...(await tokensRemovedSince(db, since))] };
}

export async function latestMessageChangesSince(db: Kysely<Database>, since: string): Promise<Changes<LatestMessageChanges> | NoChanges> {
  if (!(await isReachedVersion(db, since))) return 'unknown-version';
  const [tokens, messages, removed] = await Promise.all([
    tokensWrittenSince(db, since),
    messagesWrittenSince(db, since),
    tokensRemovedSince(db, since),
  ]);
  if (tokens === null || messages === null) return 'too-many';
  // A token's latest message changes with a message written (new, edited, moved to it) or with
  // its rebuild (a message moved away); both write the token's row or the message's.
  const affected = [
    ...new Set([...tokens.map((token) => token.token_address), ...messages.map((message) => message.token_address as string), ...removed]),
  ];
  const latest = await latestMessageByToken(db, affected);
  return { messages: latest, removed: affected.filter((address) => !(address in latest)) };
}

export async function messagesByTokenChangesSince(
  db: Kysely<Database>,
  since: string,
  perToken: number,
): Promise<Changes<MessagesByTokenChanges> | NoChanges> {
  if (!(await isReachedVersion(db, since))) return 'unknown-version';
  const [tokens, messages, deleted] = await Promise.all([
    tokensWrittenSince(db, since),
    messagesWrittenSince(db, since),
    tokensRemovedSince(db, since),
  ]);
  if (tokens === null || messages === null) return 'too-many';
  // Sent whole, as a fresh load has them: a collapsed row's messages cannot be patched one at a
  // time, nor a token's whose message left it (see migration 0009).
  const reset = (
    await db
      .selectFrom('tokens')
      .select('token_address')
      .where('hidden', '=', false)
      .where(writtenSince(since, 'messages_reset_xid'))
      .execute()
  ).map((row) => row.token_address);
  // A message's token is on the dashboard when its row says so; one whose token row did not
  // change since keeps the state the client holds, so it is looked up.
  const shown = await activeAmong(db, [...new Set(messages.map((message) => message.token_address as string))]);
  const changed = [...new Set([...reset, ...shown])];
  const whole = await collapsedRowMessagesByToken(db, perToken, changed);
  const emptied = changed.filter((address) => !(address in whole));
  const removed = [...tokens.filter((token) => token.hidden).map((token) => token.token_address), ...deleted, ...emptied];
  return { tokens: whole, removed };
}

async function activeAmong(db: Kysely<Database>, addresses: readonly string[]): Promise<Set<string>> {
  if (addresses.length === 0) return new Set();
  const rows = await db
    .selectFrom('tokens')
    .select('token_address')
    .where('hidden', '=', false)
    .where('token_address', 'in', addresses)
    .execute();
  return new Set(rows.map((row) => row.token_address));
}
