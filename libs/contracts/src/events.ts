import { z } from 'zod';
import { alertMessageSchema, marketCapUpdateSchema } from './alert-message.js';
import { tokenSchema } from './token.js';
import { watchListChangedSchema } from './telegram-chats.js';
import { alertFiredSchema } from './alert-rules.js';

/**
 * The place of an event in the stream the dashboards follow, given by the publisher (libs/queue's
 * publishEvents: one Redis counter, numbers given and published in one atomic step, so they reach
 * every subscriber in order). A number skipped means events were lost on the way (a publish that
 * failed, a subscription cut): the browser reads its lists again (docs/live-updates.md).
 */
export const eventSequenceSchema = z.number().int().positive();

/**
 * The token's row as the write that stored the message left it (market caps, multiple, count,
 * figures, callers, confluence): the dashboard shows it at once instead of at its next poll.
 * Null when the message names no token.
 */
const tokenRow = tokenSchema.nullable().optional();

/** Events on Redis pub/sub, from the workers to every gateway replica. */
export const hubEventSchema = z.discriminatedUnion('name', [
  z.object({ name: z.literal('message.created'), data: alertMessageSchema, token: tokenRow, seq: eventSequenceSchema.optional() }),
  /** a stored message rewritten: an edit of the Telegram message, or its AI extractors' answers */
  z.object({ name: z.literal('message.updated'), data: alertMessageSchema, token: tokenRow, seq: eventSequenceSchema.optional() }),
  z.object({ name: z.literal('token.market-cap-updated'), data: marketCapUpdateSchema, seq: eventSequenceSchema.optional() }),
  z.object({ name: z.literal('templates.changed'), data: z.object({ templateId: z.number().int().nullable() }) }),
  /** the trader switched Telegram chats on or off: the ingest holding the account reads the list again */
  z.object({ name: z.literal('telegram.watch-list-changed'), data: watchListChangedSchema }),
  /** an alert rule fired for a token, and the rule asks for the browser: the open dashboards notify */
  z.object({ name: z.literal('alert.fired'), data: alertFiredSchema }),
]);
export type HubEvent = z.infer<typeof hubEventSchema>;
export type HubEventName = HubEvent['name'];

/** The events the dashboards see (as live frames): the publisher numbers these, and only these, in one sequence. */
export const DASHBOARD_EVENTS = [
  'message.created',
  'message.updated',
  'token.market-cap-updated',
] as const satisfies readonly HubEventName[];

export function isDashboardEvent(event: HubEvent): event is Extract<HubEvent, { name: (typeof DASHBOARD_EVENTS)[number] }> {
  return (DASHBOARD_EVENTS as readonly string[]).includes(event.name);
}
