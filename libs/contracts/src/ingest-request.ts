import { z } from 'zod';
import { sentDateSchema } from './message-date.js';
import {
  MAX_CHAT_ID_LENGTH,
  MAX_CHAT_TITLE_LENGTH,
  MAX_MESSAGE_ID_LENGTH,
  MAX_MESSAGE_LINKS,
  MAX_MESSAGE_TEXT_LENGTH,
  messageLinkSchema,
} from './raw-message.js';

/**
 * A message id as senders write it: a string, or a whole number within JavaScript's exact
 * integers (a larger one, such as 2^63, would arrive already rounded to another id).
 */
const messageIdSchema = z
  .union(
    [
      z.string().min(1).max(MAX_MESSAGE_ID_LENGTH),
      z
        .int({ error: 'a message id number is a whole number up to 2^53 - 1 (send a larger id as a string)' })
        .min(0, 'a message id number is not negative'),
    ],
    { error: 'a message id is a string or a whole number' },
  )
  .transform(String);

/** The highest edit version the store keeps (a PostgreSQL integer). */
export const MAX_EDIT_VERSION = 2_147_483_647;

/**
 * One message as `POST /messages` on the ingest service takes it. The limits are the raw
 * message's, so what is accepted here always makes a raw message; a link that is no http(s)
 * URL is refused here, where the sender can be told. An `edit_date` (as Telegram's) or a
 * `version` makes a resend of the same chat and message id a new version of the message
 * rather than a duplicate.
 */
export const ingestMessageSchema = z
  .object({
    chat: z.string().min(1).max(MAX_CHAT_ID_LENGTH),
    chat_title: z.string().min(1).max(MAX_CHAT_TITLE_LENGTH).optional(),
    message_id: messageIdSchema,
    text: z.string().max(MAX_MESSAGE_TEXT_LENGTH),
    date: sentDateSchema.optional(),
    edit_date: sentDateSchema.optional(),
    version: z
      .int({ error: 'a version is a whole number from 1 (0 is the original message)' })
      .min(1, 'a version is a whole number from 1 (0 is the original message)')
      .max(MAX_EDIT_VERSION, `a version is at most ${MAX_EDIT_VERSION}`)
      .optional(),
    links: z.array(messageLinkSchema).max(MAX_MESSAGE_LINKS).optional(),
  })
  .refine((message) => message.edit_date === undefined || message.version === undefined, {
    path: ['version'],
    error: 'send edit_date or version, not both',
  });
export type IngestMessage = z.infer<typeof ingestMessageSchema>;

export const MAX_MESSAGES_PER_INGEST_REQUEST = 1000;

/**
 * The body of `POST /messages`: one message or an array of up to 1,000. A single message is
 * read as an array of one, so an error names the field as `[0].text` either way.
 */
export const ingestRequestSchema = z.preprocess(
  (body): unknown[] => (Array.isArray(body) ? (body as unknown[]) : [body]),
  z
    .array(ingestMessageSchema)
    .min(1, 'send at least one message')
    .max(MAX_MESSAGES_PER_INGEST_REQUEST, `at most ${MAX_MESSAGES_PER_INGEST_REQUEST} messages in one request`),
);
