import { z } from 'zod';

/**
 * A message's `text` as Telegram Desktop writes it: a plain string, or, when the message has
 * formatting or links, an array of strings and entity objects (`{type, text, href?}`) whose
 * texts, put together, are the message.
 */
export const exportTextSchema = z.union([
  z.string(),
  z.array(z.union([z.string(), z.object({ type: z.string(), text: z.string(), href: z.string().optional() })])),
]);
export type ExportText = z.infer<typeof exportTextSchema>;

/** An inline keyboard button; `data` holds the URL of a `url`, `auth` or web-app button. */
export const exportButtonSchema = z.object({ type: z.string(), data: z.string().optional() });
export type ExportButton = z.infer<typeof exportButtonSchema>;

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
const WEB_LINK = /^https?:\/\//i;

/**
 * The message's plain text and the links its entities carry: a `text_link`'s target and a
 * `link`'s own text. Telegram marks "pump.fun/coin/..." as a link without a scheme; it gets
 * https://, as the extraction does for such URLs in the text.
 */
export function plainTextAndLinks(text: ExportText): { text: string; links: string[] } {
  if (typeof text === 'string') return { text, links: [] };
  const links: string[] = [];
  let plain = '';
  for (const part of text) {
    if (typeof part === 'string') {
      plain += part;
      continue;
    }
    plain += part.text;
    if (part.type === 'text_link' && part.href) links.push(part.href);
    else if (part.type === 'link') links.push(SCHEME.test(part.text) ? part.text : `https://${part.text}`);
  }
  return { text: plain, links };
}

/** The web links of the message's inline keyboard: the contract address is often only there. */
export function buttonLinks(rows: ReadonlyArray<readonly ExportButton[]>): string[] {
  return rows.flat().flatMap((button) => (button.data !== undefined && WEB_LINK.test(button.data) ? [button.data] : []));
}
