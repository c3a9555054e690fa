import { z } from 'zod';
import { alertMessageSchema, marketCapUpdateSchema } from './alert-message.js';
import { alertFiredSchema } from './alert-rules.js';

/** Frames the server sends to the browser over /ws. */
export const serverFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('NEW_MESSAGE'), data: alertMessageSchema }),
  /** a message the browser may show already, rewritten (an edit, AI answers): shown in place, not announced */
  z.object({ type: z.literal('MESSAGE_UPDATED'), data: alertMessageSchema }),
  z.object({ type: z.literal('MARKET_CAP_UPDATE'), data: marketCapUpdateSchema }),
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
