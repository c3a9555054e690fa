import { z } from 'zod';
import { alertMessageSchema, marketCapUpdateSchema } from './alert-message.js';
import { alertFiredSchema } from './alert-rules.js';
import { eventSequenceSchema } from './events.js';
import { tokenSchema } from './token.js';

/** The event's place in the dashboards' stream (events.ts): a number skipped, and the browser reads its lists again. */
const sequence = { seq: eventSequenceSchema.optional() };
/** The token's row after the write (events.ts); absent from an older publisher, null for a message without a token. */
const tokenRow = { token: tokenSchema.nullable().optional() };

/** Frames the server sends to the browser over /ws. */
export const serverFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('NEW_MESSAGE'), data: alertMessageSchema, ...tokenRow, ...sequence }),
  /** a message the browser may show already, rewritten (an edit, AI answers): shown in place, not announced */
  z.object({ type: z.literal('MESSAGE_UPDATED'), data: alertMessageSchema, ...tokenRow, ...sequence }),
  z.object({ type: z.literal('MARKET_CAP_UPDATE'), data: marketCapUpdateSchema, ...sequence }),
  /** an alert rule fired: a notification, a sound and a toast */
  z.object({ type: z.literal('ALERT_FIRED'), data: alertFiredSchema }),
  z.object({ type: z.literal('PONG'), data: z.null() }),
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;

/** Frames the browser sends over /ws. */
export const clientFrameSchema = z.object({ type: z.literal('PING'), data: z.unknown().optional() });
export type ClientFrame = z.infer<typeof clientFrameSchema>;

/**
 * The close code of a /ws socket whose session ended (a logout on any replica, an expiry): the
 * browser goes back to the login page instead of reconnecting. (4000-4999 are the codes an
 * application may give a meaning; 4401 echoes HTTP 401.)
 */
export const SESSION_ENDED_CLOSE_CODE = 4401;
