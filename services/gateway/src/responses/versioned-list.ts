import type { Kysely, Transaction } from 'kysely';
import {
  HOLDS_NOTHING,
  LIST_RESPONSE_KIND_HEADER,
  LIST_VERSION_HEADER,
  RECENT_WHOLE_LIST_MS,
  type ListResponseKind,
} from '@solana-hub/contracts';
import { readAtOneVersion, type Database, type NoChanges } from '@solana-hub/db';
import type { ResponseCache } from './response-cache.js';
import type { CachedResponse } from './cached-response.js';

/** How to read one polled list: whole, and what changed since a version (or why not). */
export interface ListReads {
  whole: (tx: Transaction<Database>) => Promise<unknown>;
  /** `version`: that of the snapshot `tx` reads in. */
  changesSince: (tx: Transaction<Database>, since: string, version: string) => Promise<object | NoChanges>;
}

const headersOf = (version: string, kind: ListResponseKind) => ({ [LIST_VERSION_HEADER]: version, [LIST_RESPONSE_KIND_HEADER]: kind });

/**
 * A polled list's response, from the response cache: the whole list without `since` (of the current
 * data version, as always); with `since=0` the whole list too, but one built in the last
 * RECENT_WHOLE_LIST_MS will do; with another version, what changed since it as
 * `{ since, version, ... }`, or the whole list (marked `full`) when the version is unknown here
 * or so old that the changes would not be smaller. Each names the version it shows, for the
 * client's next `since`.
 */
export function versionedListResponse(
  responses: ResponseCache,
  db: Kysely<Database>,
  list: string,
  since: string | undefined,
  reads: ListReads,
): Promise<CachedResponse> {
  const buildWhole = async () => {
    const read = await readAtOneVersion(db, reads.whole);
    return { value: read.list, headers: headersOf(read.version, 'full') };
  };
  const whole = () => responses.response(list, buildWhole);
  if (since === undefined) return whole();
  // The client holds nothing yet and will ask for the changes since what it gets.
  if (since === HOLDS_NOTHING) return responses.recent(list, RECENT_WHOLE_LIST_MS, buildWhole);
  return responses.changes(list, since, async (from) => {
    const read = await readAtOneVersion(db, (tx, version) => reads.changesSince(tx, from, version));
    if (typeof read.list === 'string') return whole();
    return { value: { since: from, version: read.version, ...read.list }, headers: headersOf(read.version, 'changes') };
  });
}
