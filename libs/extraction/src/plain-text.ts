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
  const visible = text.replace(INVISIBLE_MARKS, '');
  return visible.includes('\u200D') ? visible.replace(STRAY_JOINER, '') : visible;
}

const HTML_TAG = /<\/?(?:b|strong|i|em|u|ins|s|strike|del|code|pre|a|span|tg-spoiler|tg-emoji|blockquote)\b[^>]*>/gi;
const HTML_ENTITY = /&(?:amp|lt|gt|quot|#39|nbsp);/g;
const MARKDOWN_LINK = /\[([^\]\n]*)\]\((?:[^()\s]|\([^()\s]*\))+\)/g;
const MARKDOWN_MARKS = /\*\*|__|~~|`+/g;
// Most messages have no markup of one kind or another; these spare them its regex.
const MAY_HAVE_MARKS = /[*_~`]/;

/** Telegram HTML (`<b>`, `<code>`, `<a href>`) to its visible text. */
function stripHtml(text: string): string {
  const untagged = text.includes('<') ? text.replace(HTML_TAG, '') : text;
  return untagged.includes('&') ? untagged.replace(HTML_ENTITY, (entity) => HTML_ENTITIES[entity] ?? entity) : untagged;
}

/** Markdown emphasis and code marks, and `[text](url)` links reduced to their text. */
function stripMarkdown(text: string): string {
  const unlinked = text.includes('](') ? text.replace(MARKDOWN_LINK, '$1') : text;
  return MAY_HAVE_MARKS.test(unlinked) ? unlinked.replace(MARKDOWN_MARKS, '') : unlinked;
}

/** The text as a reader sees it: no markup, no invisible characters. */
export function toPlainText(text: string): string {
  return stripMarkdown(stripHtml(stripInvisibleMarks(text)));
}
