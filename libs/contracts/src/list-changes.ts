import { z } from 'zod';
import { alertMessageSchema } from './alert-message.js';
import { tokenSchema } from './token.js';

/**
 * A version of the dashboard's lists: a PostgreSQL transaction id, as decimal text.
 * Every list answer names it (header `X-Dashboard-Version`); a poll that names the version it
 * holds (`?since=`) is answered with what changed since.
 */
export const listVersionSchema = z
  .string()
  .regex(/^\d{1,19}$/, 'a list version: the decimal number an answer named in X-Dashboard-Version');

/**
 * The `since` of a client that holds nothing yet (its first load): the whole list, one a few
 * seconds old will do (the server need not rebuild 10,000 tokens for each dashboard that
 * opens), as the client catches up with the changes since its version at the next poll.
 */
export const HOLDS_NOTHING = '0';
/** How old a whole list may be for a client that holds nothing: it catches up at its next poll. */
export const RECENT_WHOLE_LIST_MS = 5_000;

export const LIST_VERSION_HEADER = 'x-dashboard-version';
/** `full` (the list, as without `since`) or `changes` (one of the shapes below). */
export const LIST_RESPONSE_KIND_HEADER = 'x-dashboard-answer';
export const listResponseKindSchema = z.enum(['full', 'changes']);
export type ListResponseKind = z.infer<typeof listResponseKindSchema>;

/** The query of a polled list: the version the client holds, if any. */
export const listSinceQuerySchema = z.object({ since: listVersionSchema.optional() });

const changesOf = { since: listVersionSchema, version: listVersionSchema, removed: z.array(z.string()) };

/**
 * GET /api/tokens?since=: the tokens of the list written since (new or changed: replace the
 * held row, or put a new one in order) and the addresses to drop (archived, deleted, or no
 * longer of the filtered types); addresses the client does not hold are ignored.
 */
export const tokenListChangesSchema = z.object({ ...changesOf, tokens: z.array(tokenSchema) });
export type TokenListChanges = z.infer<typeof tokenListChangesSchema>;

/** GET /api/latest-messages?since=: the new latest message of each dashboard token whose latest may have changed; tokens left with none or archived. */
export const latestMessageChangesSchema = z.object({ ...changesOf, messages: z.record(z.string(), alertMessageSchema) });
export type LatestMessageChanges = z.infer<typeof latestMessageChangesSchema>;

/**
 * GET /api/all-messages-by-token?since=: `tokens`: the whole list of each dashboard token whose
 * messages were written since (new, edited, moved in or out) or that came back from the archive,
 * replacing the held one (a collapsed row's messages cannot be patched one message at a time:
 * a new one may push an older description out of the newest MESSAGES_PER_TOKEN); `removed`:
 * tokens no longer on the dashboard.
 */
export const messagesByTokenChangesSchema = z.object({
  ...changesOf,
  tokens: z.record(z.string(), z.array(alertMessageSchema)),
});
export type MessagesByTokenChanges = z.infer<typeof messagesByTokenChangesSchema>;
