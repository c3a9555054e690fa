import { z } from 'zod';
import { EARLIEST_MESSAGE_DATE, MAX_MESSAGE_LINKS, rawMessageSchema, type RawMessage } from '@solana-hub/contracts';
import type { ExportChat } from './export-chat.js';
import { buttonLinks, exportButtonSchema, exportTextSchema, plainTextAndLinks } from './export-text.js';
import { SkipReason } from './skip-reason.js';

/** What became of one message of an export: a raw message to queue, or why it is skipped. */
export type MessageOutcome = { message: RawMessage } | { skipped: string };

// The reader keeps numbers as their digits (ids stay exact); Telegram Desktop writes the unix
// times as strings of digits anyway.
const digits = z.string().regex(/^\d{1,15}$/);

/**
 * The fields of a message the import reads. `date` and `edited` are the exporting computer's
 * local time without an offset; the `_unixtime` twins (written since Telegram Desktop 2.x) are
 * exact and preferred.
 */
const exportMessageSchema = z.object({
  // A supergroup's export holds the history of the group it was upgraded from too, its ids
  // moved a billion below zero (Telegram Desktop's kMigratedMessagesIdShift) so that they
  // meet none of the supergroup's own: they stay as written, unique in the chat.
  id: z.string().regex(/^-?\d{1,15}$/),
  date_unixtime: digits.optional(),
  date: z.string().optional(),
  edited_unixtime: digits.optional(),
  edited: z.string().optional(),
  text: exportTextSchema.default(''),
  inline_bot_buttons: z.array(z.array(exportButtonSchema)).optional(),
});
type ExportMessage = z.infer<typeof exportMessageSchema>;

const typeOnly = z.object({ type: z.string() });
const EARLIEST_MS = Date.parse(EARLIEST_MESSAGE_DATE);

/**
 * One message of an imported chat as a raw message. An edited message is imported as its
 * latest version, numbered by its edit time like every source does (`editVersion`).
 */
export function toRawMessage(chat: Extract<ExportChat, { imported: true }>, value: unknown, receivedAt: string): MessageOutcome {
  const kind = typeOnly.safeParse(value);
  if (!kind.success) return { skipped: SkipReason.Malformed };
  if (kind.data.type === 'service') return { skipped: SkipReason.Service };
  if (kind.data.type === 'unsupported') return { skipped: SkipReason.Unsupported };
  if (kind.data.type !== 'message') return { skipped: SkipReason.Malformed };
  const parsed = exportMessageSchema.safeParse(value);
  if (!parsed.success) return { skipped: SkipReason.Malformed };
  const message = parsed.data;
  const dateMs = momentOf(message.date_unixtime, message.date);
  if (dateMs === null) return { skipped: SkipReason.BadDate };
  if (dateMs < EARLIEST_MS) return { skipped: SkipReason.BeforeTelegram };
  const { text, links } = plainTextAndLinks(message.text);
  const allLinks = [...new Set([...links, ...buttonLinks(message.inline_bot_buttons ?? [])])];
  if (text.trim() === '' && allLinks.length === 0) return { skipped: SkipReason.NoText };
  const raw = rawMessageSchema.safeParse({
    source: 'telegram-export',
    chatId: chat.chatId,
    chatTitle: chat.title,
    messageId: message.id,
    editVersion: editVersionOf(message),
    date: new Date(dateMs).toISOString(),
    text,
    links: allLinks.slice(0, MAX_MESSAGE_LINKS),
    receivedAt,
  } satisfies RawMessage);
  if (raw.success) return { message: raw.data };
  return { skipped: raw.error.issues.some((issue) => issue.path[0] === 'date') ? SkipReason.BadDate : tooLongOrMalformed(raw.error) };
}

function tooLongOrMalformed(error: z.ZodError): string {
  return error.issues.some((issue) => issue.code === 'too_big') ? SkipReason.TooLong : SkipReason.Malformed;
}

/** 0 for a message never edited, else its last edit time in unix seconds. */
function editVersionOf(message: ExportMessage): number {
  const editedMs = momentOf(message.edited_unixtime, message.edited);
  return editedMs === null ? 0 : Math.floor(editedMs / 1000);
}

const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

/**
 * A moment in milliseconds from the unix time, or else from the local time (an export older
 * than the unix times, read on the computer that made it); null when there is neither.
 */
function momentOf(unixTime: string | undefined, localTime: string | undefined): number | null {
  if (unixTime !== undefined) return Number(unixTime) * 1000;
  if (localTime === undefined || !LOCAL_TIME.test(localTime)) return null;
  const ms = new Date(localTime).getTime();
  return Number.isNaN(ms) ? null : ms;
}
