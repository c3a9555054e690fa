import type { Message } from '@mtcute/core';
import { MAX_MESSAGE_LINKS, type RawMessage } from '@solana-hub/contracts';
import { withScheme } from '../web-link.js';

/**
 * A channel or group message as the raw-messages queue takes it. `editVersion` is 0 for the
 * message as first read, and the edit's time in unix seconds for an edit (Telegram's edit_date).
 */
export function rawMessageOf(message: Message, receivedAt: Date, editVersion = 0): RawMessage {
  return {
    source: 'telegram-account',
    chatId: String(message.chat.id),
    chatTitle: chatTitleOf(message),
    messageId: String(message.id),
    editVersion,
    date: message.date.toISOString(),
    text: message.text,
    links: linksOf(message),
    receivedAt: receivedAt.toISOString(),
  };
}

/** The version of an edited message: its edit time in unix seconds. */
export function editVersionOf(message: Message): number {
  return message.editDate ? Math.floor(message.editDate.getTime() / 1000) : 0;
}

export function chatTitleOf(message: Message): string {
  const chat = message.chat;
  return chat.type === 'chat' ? chat.title : chat.displayName;
}

/** A message worth queueing: not a service message (joined, pinned, renamed), and with words or links. */
export function carriesAnAlert(message: Message): boolean {
  return !message.isService && (message.text !== '' || linksOf(message).length > 0);
}

/**
 * Every URL of a message, in order and once: URLs written in its text (entity `url`), text
 * links' targets (`text_link`), and its inline keyboard's URL buttons, where the contract
 * address often is.
 */
export function linksOf(message: Message): string[] {
  const written = message.entities.flatMap((entity) => {
    if (entity.is('text_link')) return [entity.params.url];
    if (entity.is('url')) return [withScheme(entity.text)];
    return [];
  });
  const markup = message.raw._ === 'message' ? message.raw.replyMarkup : undefined;
  const buttons =
    markup?._ === 'replyInlineMarkup'
      ? markup.rows.flatMap((row) =>
          row.buttons.flatMap((button) => ('url' in button && typeof button.url === 'string' ? [button.url] : [])),
        )
      : [];
  return [...new Set([...written, ...buttons])].slice(0, MAX_MESSAGE_LINKS);
}
