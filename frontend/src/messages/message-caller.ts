import type { AlertMessage } from '@solana-hub/contracts';
import { isWebUrl } from './message-links';

/** Who called the token in a message, and where to find them. */
export interface MessageCaller {
  name: string;
  /** A web link to the caller: their caller_link, or their Telegram page for an @handle; null when neither. */
  url: string | null;
}

const TELEGRAM_HANDLE = /^@([A-Za-z]\w{3,31})$/;

function callerUrl(name: string, link: string | null): string | null {
  if (link && isWebUrl(link)) return link;
  const handle = TELEGRAM_HANDLE.exec(name)?.[1];
  return handle ? `https://t.me/${handle}` : null;
}

/** The caller a message names (caller_name, caller_link); null when it names none. */
export function messageCaller(message: Pick<AlertMessage, 'caller_name' | 'caller_link'>): MessageCaller | null {
  const name = message.caller_name?.trim();
  if (!name) return null;
  return { name, url: callerUrl(name, message.caller_link) };
}
