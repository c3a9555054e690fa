import { HOLDS_NOTHING, LIST_ANSWER_HEADER, LIST_VERSION_HEADER, listAnswerKindSchema } from '@solana-hub/contracts';
import { hashKey, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { urlFromQueryKey } from '../api/query-key-url';
import { httpErrorOf, parsedAnswer } from '../api/request-json';

/** What the client holds of a polled list besides its rows: the version they show and the list's ETag then. */
interface HeldVersion {
  version: string;
  etag: string | null;
}

/** By query key hash: a list's cached rows change with every live frame, its version only with a poll. */
const heldVersions = new Map<string, HeldVersion>();

export interface PolledList<T, C> {
  whole: z.ZodType<T>;
  changes: z.ZodType<C>;
  /** The held list after an answer of changes (@solana-hub/contracts' list-merge.ts). */
  withChanges(held: T, changes: C): T;
}

/**
 * A poll of one of the dashboard's lists (docs/live-updates.md). Without a held list it reads
 * the whole list (`since=0`: one a few seconds old will do, the server need not rebuild it for
 * every dashboard that opens). Holding one, it asks for the changes since the version held (`?since=`, with
 * the ETag held): 304 keeps the list as it is, an answer of changes is merged into it, and a
 * whole list (the server found the version too old) replaces it.
 */
export async function pollList<T, C>(list: PolledList<T, C>, { client, queryKey, signal }: QueryFunctionContext<QueryKey>): Promise<T> {
  const key = hashKey(queryKey);
  const held = client.getQueryData<T>(queryKey);
  const version = held === undefined ? undefined : heldVersions.get(key);
  const url = urlFromQueryKey(queryKey);
  // A conditional header set here makes the browser hand the 304 over instead of its cached copy.
  const response = await fetch(`${url}${url.includes('?') ? '&' : '?'}since=${version?.version ?? HOLDS_NOTHING}`, {
    credentials: 'include',
    signal,
    headers: version?.etag ? { 'if-none-match': version.etag } : {},
  });
  if (response.status === 304 && held !== undefined) return held;
  if (!response.ok) throw await httpErrorOf(response);
  const kind = listAnswerKindSchema.safeParse(response.headers.get(LIST_ANSWER_HEADER)).data;
  const body: unknown = await response.json();
  const next = kind === 'changes' && held !== undefined ? list.withChanges(held, parsedAnswer(list.changes, body, url)) : parsedAnswer(list.whole, body, url);
  const answered = response.headers.get(LIST_VERSION_HEADER);
  if (answered) heldVersions.set(key, { version: answered, etag: response.headers.get('etag') });
  else heldVersions.delete(key);
  return next;
}
