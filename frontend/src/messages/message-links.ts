/** One outbound link of a message. */
export interface MessageLink {
  label: string;
  url: string;
}

/**
 * A message's `links` field: a JSON-encoded array of 'label|url' strings.
 * Entries that do not split into exactly two parts, or whose url is not http(s), are skipped;
 * an unparsable field gives no links.
 */
export function parseMessageLinks(links: string | null | undefined): MessageLink[] {
  if (!links) return [];
  let entries: unknown;
  try {
    entries = JSON.parse(links);
  } catch {
    return [];
  }
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry) => {
    if (typeof entry !== 'string') return [];
    const parts = entry.split('|');
    if (parts.length !== 2) return [];
    const [label, url] = parts as [string, string];
    return isWebUrl(url) ? [{ label: label.trim() || url, url }] : [];
  });
}

/** Only http and https targets are ever linked (no javascript:, data: ...). */
export function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
