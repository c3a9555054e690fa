/**
 * Who called the token, when the message names them: call channels and KOL trackers write
 * 'Called by @solsniperjoe', 'Caller: Pond Gems' or 'Called at $22.1K MC by @catcaller'.
 */
import { textLinks } from './message-links.js';
import { lettersOf } from './token-names.js';

export interface Caller {
  /** the caller's handle ('@solsniperjoe') or name ('Pond Gems') */
  name: string | null;
  /** the caller's channel or profile: a link the message gives for them, or their handle's t.me page */
  link: string | null;
}

export const NO_CALLER: Caller = { name: null, link: null };

// 'Caller: X' at a line's start after any emoji, or 'Called at $22.1K MC by X' within a line.
// Plain ASCII patterns, the field after them read apart: most messages name no caller, and
// these scan them fast.
const CALLER_LABEL = /(?:caller|called\s+by|kol)\s*[:：]\s*/gi;
const CALLED_BY = /\b(?:called|call|shilled|alerted)\b[^\n]{0,60}?\bby\s*:?\s*/i;
// A field ends at a separator, a bracket or the line's end: 'Caller: Pond Gems (12 calls) | ...'.
const FIELD = /^[^\n|•·⋅,;()]+/;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
// Most messages name no caller; this spares them the scans above.
const MAY_NAME_CALLER = /call|kol/i;

/** The field after the first 'Caller:' label that starts its line (after emojis only). */
function labelledField(text: string): string | undefined {
  for (const label of text.matchAll(CALLER_LABEL)) {
    const lineStart = text.lastIndexOf('\n', label.index) + 1;
    if (!LETTER_OR_DIGIT.test(text.slice(lineStart, label.index))) return FIELD.exec(text.slice(label.index + label[0].length))?.[0];
  }
  return undefined;
}

function calledByField(text: string): string | undefined {
  const by = CALLED_BY.exec(text);
  return by ? FIELD.exec(text.slice(by.index + by[0].length))?.[0] : undefined;
}

const HANDLE = /^@(?<handle>[A-Za-z0-9_]{2,32})(?![A-Za-z0-9_])/;
// A name is a few words of letters and digits, starting as a name does (not in a lower-case
// Latin letter: 'by the team after...' is a sentence), not a figure.
const NAME = /^[\p{Lu}\p{Lo}\p{N}][\p{L}\p{N} .'’&_-]*$/u;
const MAX_NAME_WORDS = 5;
const EDGE_DECORATION = /^[^\p{L}\p{N}@]+|[^\p{L}\p{N}]+$/gu;

function callerName(who: string): string | null {
  const trimmed = who.replace(EDGE_DECORATION, '');
  const handle = HANDLE.exec(trimmed)?.[0];
  if (handle !== undefined) return handle;
  return NAME.test(trimmed) && /\p{L}/u.test(trimmed) && trimmed.split(' ').length <= MAX_NAME_WORDS ? trimmed : null;
}

// A Telegram or X account link, and its account: 't.me/pondgems', 'https://x.com/PondGems'.
const ACCOUNT_LINK = /^https?:\/\/(?:www\.)?(?:t\.me|telegram\.me|x\.com|twitter\.com)\/(?<account>[^/?#]+)/i;

/** A Telegram or X link of the message whose account is the caller's name run together ('t.me/pondgems'). */
function accountLinkOf(urls: readonly string[], name: string): string | null {
  const wanted = lettersOf(name);
  for (const url of urls) {
    const account = ACCOUNT_LINK.exec(url)?.groups?.account;
    if (account !== undefined && lettersOf(account) === wanted) return url;
  }
  return null;
}

function callerLink(name: string, text: string, urls: readonly string[]): string | null {
  const handle = HANDLE.exec(name)?.groups?.handle;
  return (
    textLinks(text).find((link) => link.label.trim() === name)?.url ??
    accountLinkOf(urls, handle ?? name) ??
    (handle === undefined ? null : `https://t.me/${handle}`)
  );
}

/**
 * The caller the message names, from its visible text, and their link: the link the message
 * puts on their name, else one of its Telegram or X links to an account of that name, else the
 * t.me page of their @handle.
 */
export function callerIn(plainText: string, text: string, urls: readonly string[]): Caller {
  if (!MAY_NAME_CALLER.test(plainText)) return NO_CALLER;
  const who = labelledField(plainText) ?? calledByField(plainText);
  const name = who === undefined ? null : callerName(who);
  return name === null ? NO_CALLER : { name, link: callerLink(name, text, urls) };
}
