/**
 * The Telegram export (HTML) of the calls group "Brook private 💀 play ground", published in the
 * repository curlyjoeyaknow/quantBot under data/messages/: members post a token's address and two
 * scanner bots, Rick (@RickBurpBot) and Phanes (@phanes_bot), answer each with a report.
 *
 * Each case names its message by the export's element id (`message100096`). The text is the
 * message as Telegram shows it (line breaks for `<br>`, markup removed, entities decoded); the
 * links are its hyperlink targets in order, then its buttons' URLs.
 */
import type { UnseenCase, UnseenSource } from '../unseen-case.js';

const REPOSITORY = 'curlyjoeyaknow/quantBot';
const COMMIT = '2a23b487abd252dc6b7e940c235f4132807c7b4b';

/** The export splits the chat into pages: messages.html, messages2.html, … */
export const brookExport = (anchor: string, page = 'messages.html'): UnseenSource => ({
  repository: REPOSITORY,
  path: `data/messages/${page}`,
  commit: COMMIT,
  anchor,
});

export type Body = Pick<UnseenCase, 'text' | 'links' | 'expected' | 'classes'>;

/**
 * A message of the export, as published. `at` is the message's element id, after its page when
 * that is not the first (`messages2.html#message123`). `ids` holds the addresses the message
 * repeats (its mint, its pair), written once and handed to `build`.
 */
export function exported<Ids>(bot: string, at: string, ids: Ids, build: (ids: Ids) => Body): UnseenCase {
  const [page, anchor] = at.includes('#') ? (at.split('#') as [string, string]) : ['messages.html', at];
  return { id: `${bot}:${page.replace('.html', '')}#${anchor}`, bot, source: brookExport(anchor, page), origin: 'published', ...build(ids) };
}

/** Solscan's account page: Rick and Phanes link every holder wallet (and Rick the mint) there. */
export const solscanAccount = (address: string): string => `https://solscan.io/account/${address}`;
