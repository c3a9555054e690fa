/**
 * Links of an alert message: the hyperlink targets Telegram hands us as entities, plus URLs
 * written in the text itself (bare, in Telegram HTML `href`, or in markdown `[text](url)`).
 */

// Ends at whitespace, quotes, brackets and markup, so a URL inside `<a href="...">`, `(...)`
// or backticks comes out without its wrapper. A bracket pair inside the URL is kept: X's search
// links query `($SYMBOL OR <address>)`.
const SCHEME_URL = /https?:\/\/(?:[^\s<>"'`()[\]]|\([^\s<>"'`()[\]]*\))+/gi;

// Bots also write links without a scheme ("pump.fun/coin/..."); only a host followed by a
// path counts, so a bare "pump.fun" in a sentence is not a link.
const BARE_URL = /(?<![\w.@/:-])(?:[a-z0-9-]+\.)+[a-z]{2,}\/[^\s<>"'`()[\]]*/gi;

const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

function tidyUrl(raw: string): string {
  return raw.replace(TRAILING_PUNCTUATION, '').replace(/&amp;/g, '&');
}

// What every bare URL has (a host's last dot, its top-level domain, a slash): most messages have
// none, and this scan is much cheaper than BARE_URL's.
const BARE_URL_HINT = /[a-z0-9-]\.[a-z]{2,}\//i;

/** Every http(s) URL in the text, in order of appearance, scheme added where it was left out. */
export function findUrls(text: string): string[] {
  const found: { index: number; url: string }[] = [];
  let rest = text;
  if (text.includes('://')) {
    for (const m of text.matchAll(SCHEME_URL)) found.push({ index: m.index, url: tidyUrl(m[0]) });
    rest = text.replace(SCHEME_URL, (m) => ' '.repeat(m.length));
  }
  const withScheme = found.length;
  if (BARE_URL_HINT.test(rest)) {
    for (const m of rest.matchAll(BARE_URL)) found.push({ index: m.index, url: `https://${tidyUrl(m[0])}` });
  }
  if (withScheme > 0 && found.length > withScheme) found.sort((a, b) => a.index - b.index);
  return found.map((url) => url.url);
}

/** The message's links and the URLs in its text, each once, links first. */
export function collectUrls(text: string, links: readonly string[]): string[] {
  return [...new Set([...links.map((link) => link.trim()), ...findUrls(text)])].filter((url) => url !== '');
}

/**
 * Links in the stored form 'label|url', labelled with the host. A '|' inside a URL is
 * percent-encoded, because readers split on the first and only '|'. Anything that is not an
 * http(s) URL is dropped.
 */
export function toLabelledLinks(urls: readonly string[]): string[] {
  return urls.flatMap((raw) => {
    const url = parseHttpUrl(raw);
    return url ? [labelledLink(url)] : [];
  });
}

/** One http(s) URL in the stored form 'label|url' (see toLabelledLinks). */
export function labelledLink(url: URL): string {
  const { href } = url;
  return `${url.host}|${href.includes('|') ? href.replace(/\|/g, '%7C') : href}`;
}

/** A URL object for http(s) links, null for anything else. */
export function parseHttpUrl(raw: string): URL | null {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** A link on text in the message as posted, with that text. */
export interface TextLink {
  /** the link as written, markup included */
  written: string;
  label: string;
  url: string;
}

// Markdown '[Chart](url)' and Telegram HTML '<a href="url">Chart</a>'.
const MARKDOWN_TEXT_LINK = /\[(?<label>[^\]\n]*)\]\((?<url>https?:\/\/[^\s()]+)\)/g;
const HTML_TEXT_LINK = /<a\s[^>]*href="(?<url>https?:\/\/[^"]+)"[^>]*>(?<label>[^<]*)<\/a>/gi;

/** The links on text written in the message's markup (markdown, then Telegram HTML). */
export function textLinks(text: string): TextLink[] {
  if (!text.includes('](') && !text.includes('<a')) return [];
  return [MARKDOWN_TEXT_LINK, HTML_TEXT_LINK].flatMap((pattern) =>
    Array.from(text.matchAll(pattern), (m) => ({ written: m[0], label: m.groups?.label ?? '', url: tidyUrl(m.groups?.url ?? '') })),
  );
}
