import { z } from 'zod';

/** Where a raw message came from. Persisted in raw_messages: add values, never rename them. */
export const messageSourceSchema = z.enum(['telegram-bot', 'http', 'telegram-export', 'demo', 'replay']);
export type MessageSource = z.infer<typeof messageSourceSchema>;

/** One chat message as a source read it, before anything is extracted (ingest → extractor). */
export const rawMessageSchema = z.object({
  source: messageSourceSchema,
  chatId: z.string().min(1),
  chatTitle: z.string().nullable(),
  messageId: z.string().min(1),
  /** 0 for the original; a Telegram edit is a new version of the same message. */
  editVersion: z.number().int().min(0),
  date: z.iso.datetime({ offset: true }),
  text: z.string(),
  /** The message's hyperlink targets, as Telegram entities carry them. */
  links: z.array(z.string()),
  receivedAt: z.iso.datetime({ offset: true }),
});
export type RawMessage = z.infer<typeof rawMessageSchema>;

/**
 * The BullMQ job id of a raw message: a duplicate add is a no-op, an edit is a new job.
 * BullMQ rejects custom ids containing ':' or that are plain integers, hence the prefix; any
 * character other than letters, digits and '-' is written as '.hex.' so ids stay unique.
 */
export function rawMessageJobId(message: Pick<RawMessage, 'chatId' | 'messageId' | 'editVersion'>): string {
  const escape = (part: string) =>
    part.replace(/[^A-Za-z0-9-]/gu, (char) => `.${char.codePointAt(0)?.toString(16)}.`);
  return `msg_${escape(message.chatId)}_${escape(message.messageId)}_v${message.editVersion}`;
}
