import { withScheme } from '../web-link.js';
import type { BotMessage, MessageEntity } from './bot-update.js';

/**
 * Every URL of a message, in order and once: the URLs written in its text or caption, the
 * targets of its text links, and its inline-keyboard buttons' URLs (the contract address is
 * often only in a button).
 */
export function linksOf(message: BotMessage): string[] {
  const [text, entities] =
    message.text !== undefined ? [message.text, message.entities] : [message.caption ?? '', message.caption_entities];
  const links = (entities ?? []).flatMap((entity) => entityLink(text, entity));
  const buttons = (message.reply_markup?.inline_keyboard ?? []).flat().flatMap((button) => (button.url ? [button.url] : []));
  return [...new Set([...links, ...buttons])];
}

function entityLink(text: string, entity: MessageEntity): string[] {
  if (entity.type === 'text_link' && entity.url) return [entity.url];
  // Offsets and lengths count UTF-16 code units, as JavaScript strings do.
  if (entity.type === 'url') return [withScheme(text.slice(entity.offset, entity.offset + entity.length))];
  return [];
}
