import { parseHttpUrl } from './message-links.js';

// The site's own name in its host: 'rugx' of 'https://www.rugx.ai/'.
const SITE_NAME = /^(?:www\.)?(?<name>[a-z0-9-]{3,30})\.[a-z]{2,}$/;

/**
 * The name a caller writes of a project whose home page the message links ('RUGX BUILDING SOME
 * COOL STUFF' beside 'https://www.rugx.ai/'): a word in capitals of the text that spells the
 * site's name. A home page (no path) is the project's own; a tool's page carries the token in its
 * path. Null when no such word is written.
 */
export function nameOfLinkedHomePage(
  plain: string,
  urls: readonly string[],
  parse: (url: string) => URL | null = parseHttpUrl,
): string | null {
  for (const raw of urls) {
    const url = parse(raw);
    if (url === null || url.pathname !== '/' || url.search !== '') continue;
    const site = SITE_NAME.exec(url.hostname)?.groups?.name;
    if (site === undefined) continue;
    const word = new RegExp(String.raw`(?<![\p{L}\p{N}$#@./])${site.toUpperCase()}(?![\p{L}\p{N}./])`, 'u').exec(plain)?.[0];
    if (word !== undefined) return word;
  }
  return null;
}
