/**
 * Rewritings of a real alert that keep what it says, for the metamorphic tests of the reader:
 * emojis added around its lines, its written links turned into buttons and its buttons written
 * into the text, its field separators swapped. The reader must read the same token, name,
 * ticker and market cap from every rewriting as from the message itself.
 */
import { textLinks } from './message-links.js';

export interface Message {
  text: string;
  links: readonly string[];
}

export interface Rewriting {
  name: string;
  rewrite: (message: Message) => Message;
}

const onLines = (text: string, change: (line: string) => string): string =>
  text
    .split('\n')
    .map((line) => (line.trim() === '' ? line : change(line)))
    .join('\n');

// A URL written out on its own, not inside markup ('(url)', 'href="url"') whose text stays.
const WRITTEN_URL = /(?<![("'=\w/])https?:\/\/[^\s<>"'`()[\]]+/g;
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

/**
 * The written links as buttons, as Telegram hands over a text link: a link on text leaves its
 * text, a URL written out leaves a word; each URL joins the links.
 */
function writtenLinksAsButtons(message: Message): Message {
  const onText = textLinks(message.text);
  let text = message.text;
  for (const link of onText) text = text.replace(link.written, link.label);
  const urls = onText.map((link) => link.url);
  text = text.replace(WRITTEN_URL, (found) => {
    const url = found.replace(TRAILING_PUNCTUATION, '');
    urls.push(url);
    return `link${found.slice(url.length)}`;
  });
  return { text, links: [...message.links, ...urls] };
}

/** The buttons written at the end of the text, one a line, as some bots print them. */
function buttonsWrittenOut(message: Message): Message {
  if (message.links.length === 0) return message;
  return { text: `${message.text}\n\n${message.links.map((url) => `🔗 ${url}`).join('\n')}`, links: [] };
}

export const REWRITINGS: readonly Rewriting[] = [
  { name: 'an emoji before every line', rewrite: (m) => ({ ...m, text: onLines(m.text, (line) => `🔹 ${line}`) }) },
  { name: 'an emoji after every line', rewrite: (m) => ({ ...m, text: onLines(m.text, (line) => `${line} 🔥`) }) },
  { name: 'written links as buttons', rewrite: writtenLinksAsButtons },
  { name: 'buttons written into the text', rewrite: buttonsWrittenOut },
  { name: "'|' as '•'", rewrite: (m) => ({ ...m, text: m.text.replaceAll(' | ', ' • ') }) },
  { name: "'|' as '⋅'", rewrite: (m) => ({ ...m, text: m.text.replaceAll(' | ', ' ⋅ ') }) },
  { name: "'•' and '⋅' as '|'", rewrite: (m) => ({ ...m, text: m.text.replaceAll(' • ', ' | ').replaceAll(' ⋅ ', ' | ') }) },
];
