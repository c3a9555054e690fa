import { sql, type Kysely, type Selectable } from 'kysely';
import type { AlertMessage, LatestMessageChanges, MessagesByTokenChanges, TokenListChanges } from '@solana-hub/contracts';
import type { Database, TokensTable } from '../schema.js';
import { isListedToken, latestMessageByToken, toToken, type TokenListFilter } from '../tokens/token-repository.js';
import { collapsedRowMessagesByToken } from '../messages/collapsed-rows.js';
import { CURRENT_LIST_VERSION } from './list-version.js';
import type { KeptTokenReads } from './kept-token-reads.js';

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

/**
 * The tokens written since (their address, whether archived and their newest write), at most
 * MAX_CHANGED_ROWS (null when more): the lists of messages need no more of their rows.
 */
async function tokenWritesSince(
  db: Kysely<Database>,
  since: string,
): Promise<Array<{ token_address: string; hidden: boolean; xid: string }> | null> {
  const rows = await db
    .selectFrom('tokens')
    .select(['token_address', 'hidden', sql<string>`changed_xid::text`.as('xid')])
    .where(writtenSince(since, 'changed_xid'))
    .limit(MAX_CHANGED_ROWS + 1)
    .execute();
  return rows.length > MAX_CHANGED_ROWS ? null : rows;
}

/** The tokens named by the messages written since, each with its newest such write, from at most MAX_CHANGED_ROWS messages (null when more). */
async function messageWritesSince(db: Kysely<Database>, since: string): Promise<Map<string, bigint> | null> {
  const rows = await db
    .selectFrom('messages')
    .select(['token_address', sql<string>`changed_xid::text`.as('xid')])
    .where(writtenSince(since, 'changed_xid'))
    .where('token_address', 'is not', null)
    .limit(MAX_CHANGED_ROWS + 1)
    .execute();
  return rows.length > MAX_CHANGED_ROWS
    ? null
    : newestWriteOf(rows.map((row) => ({ token_address: row.token_address as string, xid: row.xid })));
}

/** Each token's newest write among `writes`. */
function newestWriteOf(
  writes: ReadonlyArray<{ token_address: string; xid: string }>,
  into = new Map<string, bigint>(),
): Map<string, bigint> {
  for (const write of writes) {
    const xid = BigInt(write.xid);
    if (xid > (into.get(write.token_address) ?? 0n)) into.set(write.token_address, xid);
  }
  return into;
}

/**
 * Each of `addresses`' part of a list in this snapshot (of version `version`): kept from an
 * earlier answer when still right (see KeptTokenReads), else read with `read` (which leaves out
 * the tokens that show nothing) and kept for the next answers.
 */
async function readThrough<T>(
  kept: KeptTokenReads<T> | undefined,
  at: { since: string; version: string; lastWrites: ReadonlyMap<string, bigint> },
  addresses: readonly string[],
  read: (addresses: readonly string[]) => Promise<Record<string, T>>,
): Promise<Record<string, T>> {
  if (!kept) return read(addresses);
  const found: Record<string, T> = {};
  const missing: string[] = [];
  const [since, version] = [BigInt(at.since), BigInt(at.version)];
  for (const address of addresses) {
    const value = kept.valueOf(address, { since, version, lastWrite: at.lastWrites.get(address) ?? 0n });
    if (value === undefined) missing.push(address);
    else if (value !== null) found[address] = value;
  }
  const fresh = await read(missing);
  kept.keep(version, missing, fresh);
  return { ...found, ...fresh };
}

/** Whether `since` can be answered; when not, what was kept from this database may be another's and is forgotten. */
async function isAnswerable(db: Kysely<Database>, since: string, kept: KeptTokenReads<unknown> | undefined): Promise<boolean> {
  if (await isReachedVersion(db, since)) return true;
  kept?.forget();
  return false;
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

/** How an answer of changes is read: in a snapshot of `version`, with the reads kept from earlier answers (none: all read). */
export interface ChangesRead<T> {
  version: string;
  kept?: KeptTokenReads<T>;
}

export async function latestMessageChangesSince(
  db: Kysely<Database>,
  since: string,
  { version, kept }: ChangesRead<AlertMessage>,
): Promise<Changes<LatestMessageChanges> | NoChanges> {
  if (!(await isAnswerable(db, since, kept))) return 'unknown-version';
  const [tokens, messages, removed] = await Promise.all([
    tokenWritesSince(db, since),
    messageWritesSince(db, since),
    tokensRemovedSince(db, since),
  ]);
  if (tokens === null || messages === null) return 'too-many';
  // A token's latest message changes with a message written (new, edited, moved to it) or with
  // its rebuild (a message moved away); both write the token's row or the message's.
  const lastWrites = newestWriteOf(tokens, new Map(messages));
  // Deleted tokens are read by no one: their deletion is no write of theirs that a kept read would be checked against.
  const gone = new Set(removed);
  const written = [...lastWrites.keys()].filter((address) => !gone.has(address));
  const latest = await readThrough(kept, { since, version, lastWrites }, written, (missing) => latestMessageByToken(db, missing));
  const affected = [...new Set([...written, ...removed])];
  return { messages: latest, removed: affected.filter((address) => !(address in latest)) };
}

export async function messagesByTokenChangesSince(
  db: Kysely<Database>,
  since: string,
  { version, kept }: ChangesRead<AlertMessage[]>,
): Promise<Changes<MessagesByTokenChanges> | NoChanges> {
  if (!(await isAnswerable(db, since, kept))) return 'unknown-version';
  const [tokens, messages, deleted] = await Promise.all([
    tokenWritesSince(db, since),
    messageWritesSince(db, since),
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
  const shown = await activeAmong(db, [...messages.keys()]);
  const changed = [...new Set([...reset, ...shown])];
  // A reset writes the token's row: its newest write is among the tokens'.
  const lastWrites = newestWriteOf(tokens, new Map(messages));
  const whole = await readThrough(kept, { since, version, lastWrites }, changed, (missing) => collapsedRowMessagesByToken(db, missing));
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
