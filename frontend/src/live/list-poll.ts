import { HOLDS_NOTHING, LIST_RESPONSE_KIND_HEADER, LIST_VERSION_HEADER, listResponseKindSchema } from '@solana-hub/contracts';
import { hashKey, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { urlFromQueryKey } from '../api/query-key-url';
import { httpErrorOf, parsedAnswer } from '../api/request-json';

/**
 * How often the dashboard's lists are polled while the live feed keeps them current: a safety
 * net that reconciles what no frame said (a row an analyzer pass or a hand-made SQL fix wrote),
 * not the way alerts arrive (docs/live-updates.md).
 */
export const RECONCILE_INTERVAL_MS = 30_000;

/**
 * The dashboard's lists are not structurally shared by TanStack Query: the live frames and the
 * polls' merges already keep every unchanged row's object, and comparing 10,000 rows (a copy of
 * a 10,000-key object for the messages) on every frame cost the page's main thread milliseconds
 * a frame for nothing.
 */
export const unsharedList = { structuralSharing: false } as const;

/** By query key hash, the version a polled list's rows show: they change with every live frame, the version only with a poll. */
const heldVersions = new Map<string, string>();

export interface PolledList<T, C> {
  whole: z.ZodType<T>;
  changes: z.ZodType<C>;
  /** The held list after an answer of changes (@solana-hub/contracts' list-merge.ts). */
  withChanges(held: T, changes: C): T;
}

/**
 * A poll of one of the dashboard's lists (docs/live-updates.md). Holding a list, it asks for the
 * changes since the version held (`?since=`): an answer of changes is merged into it (one with
 * nothing in it when nothing changed), and a whole list (the server found the version too old)
 * replaces it. Holding none, it reads the whole list with `since=0` (one the server built a few
 * seconds ago will do, so it need not rebuild 10,000 tokens for every dashboard that opens) and
 * at once the changes since that list's version: the first load is as current as any.
 */
export async function pollList<T, C>(list: PolledList<T, C>, { client, queryKey, signal }: QueryFunctionContext<QueryKey>): Promise<T> {
  const key = hashKey(queryKey);
  const url = urlFromQueryKey(queryKey);
  const cached = client.getQueryData<T>(queryKey);
  const held = cached === undefined ? undefined : heldVersions.get(key);
  // The list as held when the answer arrives: live frames may have written rows into it meanwhile.
  const heldNow = (before: T) => () => client.getQueryData<T>(queryKey) ?? before;
  if (cached !== undefined && held) return pollOnce(list, url, key, signal, { list: heldNow(cached), version: held });
  const loaded = await pollOnce(list, url, key, signal, null);
  const version = heldVersions.get(key);
  return version ? pollOnce(list, url, key, signal, { list: heldNow(loaded), version }) : loaded;
}

async function pollOnce<T, C>(
  list: PolledList<T, C>,
  url: string,
  key: string,
  signal: AbortSignal,
  held: { list: () => T; version: string } | null,
): Promise<T> {
  // No conditional request, neither ours nor the browser's from its HTTP cache: Chromium reports
  // the 304 that answers a page's own If-None-Match as a request cancelled in flight (ERR_ABORTED),
  // and an unchanged list costs no more as an answer of no changes, a few bytes. Nor is a list,
  // up to megabytes when whole, worth a place in that cache.
  const response = await fetch(`${url}${url.includes('?') ? '&' : '?'}since=${held?.version ?? HOLDS_NOTHING}`, {
    credentials: 'include',
    cache: 'no-store',
    signal,
  });
  if (!response.ok) throw await httpErrorOf(response);
  const kind = listResponseKindSchema.safeParse(response.headers.get(LIST_RESPONSE_KIND_HEADER)).data;
  const body: unknown = await response.json();
  // Merged into the list held now, not the one held when the poll was asked: what frames wrote
  // while it was in flight stays (the query's data becomes what this returns).
  const next =
    kind === 'changes' && held ? list.withChanges(held.list(), parsedAnswer(list.changes, body, url)) : parsedAnswer(list.whole, body, url);
  const answered = response.headers.get(LIST_VERSION_HEADER);
  if (answered) heldVersions.set(key, answered);
  else heldVersions.delete(key);
  return next;
}
