/**
 * Alert bots post Telegram HTML or markdown, and many sprinkle invisible direction marks and
 * zero-width characters around names and cashtags (often to dodge copy-paste scrapers). The
 * extractors read the text a human sees, so these are removed first.
 */

// Direction marks, zero-width space/non-joiner, word joiner, BOM, bidi embeddings and isolates.
const INVISIBLE_MARKS = /[\u200B\u200C\u200E\u200F\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/g;

// A zero-width joiner glues emoji sequences (👨‍💻, 🧑‍🤝‍🧑) and must survive there; anywhere else it
// is only noise inside a word.
const STRAY_JOINER = /(?<!\p{Extended_Pictographic}\uFE0F?)\u200D|\u200D(?!\p{Extended_Pictographic})/gu;

const HTML_ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** Removes characters that take no space on screen. */
export function stripInvisibleMarks(text: string): string {
  return text.replace(INVISIBLE_MARKS, '').replace(STRAY_JOINER, '');
}

/** Telegram HTML (`<b>`, `<code>`, `<a href>`) to its visible text. */
function stripHtml(text: string): string {
  return text
    .replace(/<\/?(?:b|strong|i|em|u|ins|s|strike|del|code|pre|a|span|tg-spoiler|tg-emoji|blockquote)\b[^>]*>/gi, '')
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => HTML_ENTITIES[entity] ?? entity);
}

/** Markdown emphasis and code marks, and `[text](url)` links reduced to their text. */
function stripMarkdown(text: string): string {
  return text
    .replace(/\[([^\]\n]*)\]\((?:[^()\s]|\([^()\s]*\))+\)/g, '$1')
    .replace(/\*\*|__|~~|`+/g, '');
}

/** The text as a reader sees it: no markup, no invisible characters. */
export function toPlainText(text: string): string {
  return stripMarkdown(stripHtml(stripInvisibleMarks(text)));
}
