import { parseHttpUrl } from './message-links.js';

// Hosts whose search pages bots link to find talk of a token: X (Twitter) above all.
const SEARCH_HOSTS = new Set(['x.com', 'twitter.com', 'www.x.com', 'www.twitter.com', 'mobile.twitter.com']);
// '($GOBCAT OR <address>)', '<address> OR GOBCAT': the ticker beside the address in the query;
// a hashtag kept with its '#' ('(#pisscoin OR <address>)'). Not a search operator ('url:<pool>').
const TICKER_TERM = String.raw`(?<![\p{L}\p{N}_])([#$]?[\p{L}\p{N}_]{1,20})(?![\p{L}\p{N}_:])`;

/**
 * The ticker a search link of the message names beside the token's address, as bots that print
 * no ticker link to X's search for `($SYMBOL OR <address>)`. The address in the same query is
 * the evidence that the word is this token's ticker and not any word searched for. A hashtag
 * comes with its '#' ('#pisscoin'): bots spell it from the name as often as from the ticker.
 */
export function symbolInSearchLinks(urls: readonly string[], address: string): string | null {
  for (const raw of urls) {
    if (!raw.includes('search')) continue;
    const url = parseHttpUrl(raw);
    if (url === null || !SEARCH_HOSTS.has(url.hostname) || !url.pathname.startsWith('/search')) continue;
    const query = url.searchParams.get('q');
    if (query === null || !query.includes(address)) continue;
    // An address is base58 or hex: nothing in it needs escaping in a pattern.
    const match =
      new RegExp(String.raw`${TICKER_TERM}\s+OR\s+${address}`, 'iu').exec(query) ??
      new RegExp(String.raw`${address}\s+OR\s+${TICKER_TERM}`, 'iu').exec(query);
    const term = match?.[1];
    if (term !== undefined && /\p{L}/u.test(term)) return term.startsWith('$') ? term.slice(1) : term;
  }
  return null;
}
