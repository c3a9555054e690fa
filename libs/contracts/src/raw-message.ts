import { z } from 'zod';
import { dateAtTheLatest, messageDateSchema } from './message-date.js';
import { cleanText } from './message-text.js';

/** Where a raw message came from. Persisted in raw_messages: add values, never rename them. */
export const messageSourceSchema = z.enum(['telegram-bot', 'http', 'telegram-export', 'demo', 'replay', 'telegram-account']);
export type MessageSource = z.infer<typeof messageSourceSchema>;

// Every source's limits. Telegram's own are smaller (4,096 characters of text, 128 of title);
// the HTTP ingest takes up to these. Ids stay short enough for the unique index on (chat,
// message id) and for the queue's job id.
export const MAX_CHAT_ID_LENGTH = 200;
export const MAX_CHAT_TITLE_LENGTH = 256;
export const MAX_MESSAGE_ID_LENGTH = 100;
export const MAX_MESSAGE_TEXT_LENGTH = 64 * 1024;
export const MAX_MESSAGE_LINKS = 200;
export const MAX_LINK_LENGTH = 2048;

/** A link the screens may show as one: http or https, never a `javascript:` or `data:` URL. */
export const messageLinkSchema = z
  .url({ protocol: /^https?$/, error: 'a link is an http or https URL' })
  .max(MAX_LINK_LENGTH, `a link has at most ${MAX_LINK_LENGTH} characters`);

const isMessageLink = (link: string) => messageLinkSchema.safeParse(link).success;

/** The fields this contract may change, and what the source sent in them when it did. */
const originalFieldsSchema = z
  .object({
    chatId: z.string(),
    chatTitle: z.string().nullable(),
    messageId: z.string(),
    text: z.string(),
    links: z.array(z.string()),
    date: z.string(),
  })
  .partial();
type OriginalFields = z.infer<typeof originalFieldsSchema>;

/** One chat message as a source read it, before anything is extracted (ingest → extractor). */
const sentRawMessageSchema = z.object({
  source: messageSourceSchema,
  chatId: z.string().min(1).max(MAX_CHAT_ID_LENGTH),
  chatTitle: z.string().max(MAX_CHAT_TITLE_LENGTH).nullable(),
  messageId: z.string().min(1).max(MAX_MESSAGE_ID_LENGTH),
  /**
   * 0 for the original; an edit is a new version of the same message, numbered by its edit time
   * in unix seconds (Telegram's `edit_date`, the same for every source that sees the edit), so
   * a later edit always has the higher version and the same edit read twice is one job.
   */
  editVersion: z.number().int().min(0),
  date: messageDateSchema,
  text: z.string().max(MAX_MESSAGE_TEXT_LENGTH),
  /** The message's hyperlink targets, as Telegram entities carry them. */
  links: z.array(z.string()).max(MAX_MESSAGE_LINKS),
  receivedAt: messageDateSchema,
  /** What the source sent in the fields cleaning changed (absent when it changed none). */
  original: originalFieldsSchema.optional(),
});
type SentRawMessage = z.infer<typeof sentRawMessageSchema>;

/**
 * Made safe for every source alike, as it is checked on both sides of the queue: text fields
 * cleaned (message-text.ts), links that are no web links dropped, a date in the future taken
 * as the time of receipt. What was changed is kept as it was sent, in `original`. Cleaning
 * twice changes nothing more, so the extractor's check finds the message as the ingest left it.
 */
function cleaned(sent: SentRawMessage): SentRawMessage {
  const clean: SentRawMessage = {
    ...sent,
    chatId: cleanText(sent.chatId),
    chatTitle: sent.chatTitle === null ? null : cleanText(sent.chatTitle),
    messageId: cleanText(sent.messageId),
    text: cleanText(sent.text),
    links: sent.links.map(cleanText).filter(isMessageLink),
    date: dateAtTheLatest(sent.date, sent.receivedAt),
  };
  const original: OriginalFields = {};
  if (clean.chatId !== sent.chatId) original.chatId = sent.chatId;
  if (clean.chatTitle !== sent.chatTitle) original.chatTitle = sent.chatTitle;
  if (clean.messageId !== sent.messageId) original.messageId = sent.messageId;
  if (clean.text !== sent.text) original.text = sent.text;
  if (clean.date !== sent.date) original.date = sent.date;
  if (clean.links.length !== sent.links.length || clean.links.some((link, index) => link !== sent.links[index]))
    original.links = sent.links;
  if (Object.keys(original).length === 0) return clean;
  // An earlier check's record is the nearer to what was sent.
  return { ...clean, original: { ...original, ...sent.original } };
}

export const rawMessageSchema = sentRawMessageSchema.transform(cleaned);
export type RawMessage = z.infer<typeof rawMessageSchema>;

/**
 * The BullMQ job id of a raw message: a duplicate add is a no-op, an edit is a new job.
 * BullMQ rejects custom ids containing ':' or that are plain integers, hence the prefix; any
 * character other than letters, digits and '-' is written as '.hex.' so ids stay unique.
 */
export function rawMessageJobId(message: Pick<RawMessage, 'chatId' | 'messageId' | 'editVersion'>): string {
  const escape = (part: string) => part.replace(/[^A-Za-z0-9-]/gu, (char) => `.${char.codePointAt(0)?.toString(16)}.`);
  return `msg_${escape(message.chatId)}_${escape(message.messageId)}_v${message.editVersion}`;
}
