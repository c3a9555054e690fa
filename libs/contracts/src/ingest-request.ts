import { z } from 'zod';

/** Unix seconds or an ISO-8601 string, as senders of the HTTP ingest write dates. */
const messageDateSchema = z.union([
  z.number().finite().nonnegative().transform((seconds) => new Date(seconds * 1000).toISOString()),
  z.iso.datetime({ offset: true }).transform((iso) => new Date(iso).toISOString()),
]);

/** One message as `POST /messages` on the ingest service takes it. */
export const ingestMessageSchema = z.object({
  chat: z.string().min(1).max(200),
  message_id: z.union([z.string().min(1).max(100), z.number().int()]).transform(String),
  text: z.string().max(64 * 1024),
  date: messageDateSchema.optional(),
  links: z.array(z.url().max(2048)).max(200).optional(),
});
export type IngestMessage = z.infer<typeof ingestMessageSchema>;

export const MAX_MESSAGES_PER_INGEST_REQUEST = 1000;

/**
 * The body of `POST /messages`: one message or an array of up to 1,000. A single message is
 * read as an array of one, so an error names the field as `[0].text` either way.
 */
export const ingestRequestSchema = z.preprocess(
  (body) => (Array.isArray(body) ? body : [body]),
  z.array(ingestMessageSchema).min(1).max(MAX_MESSAGES_PER_INGEST_REQUEST),
);
