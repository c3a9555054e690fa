import { z } from 'zod';
import { alertMessageSchema, marketCapUpdateSchema } from './alert-message.js';
import { watchListChangedSchema } from './telegram-chats.js';
import { alertFiredSchema } from './alert-rules.js';

/** Events on Redis pub/sub, from the workers to every gateway replica. */
export const hubEventSchema = z.discriminatedUnion('name', [
  z.object({ name: z.literal('message.created'), data: alertMessageSchema }),
  /** a stored message rewritten: an edit of the Telegram message, or its AI extractors' answers */
  z.object({ name: z.literal('message.updated'), data: alertMessageSchema }),
  z.object({ name: z.literal('token.market-cap-updated'), data: marketCapUpdateSchema }),
  z.object({ name: z.literal('templates.changed'), data: z.object({ templateId: z.number().int().nullable() }) }),
  /** the trader switched Telegram chats on or off: the ingest holding the account reads the list again */
  z.object({ name: z.literal('telegram.watch-list-changed'), data: watchListChangedSchema }),
  /** an alert rule fired for a token, and the rule asks for the browser: the open dashboards notify */
  z.object({ name: z.literal('alert.fired'), data: alertFiredSchema }),
]);
export type HubEvent = z.infer<typeof hubEventSchema>;
export type HubEventName = HubEvent['name'];
