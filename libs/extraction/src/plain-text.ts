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

// Letters and digits styled with Unicode: mathematical bold, italic, script, fraktur,
// double-struck and monospace (U+1D400-U+1D7FF, one surrogate pair each, all behind U+D835), the
// letterlike symbols that fill that block's gaps (ℂ, ℍ, ℕ, ℙ, ℚ, ℝ, ℤ, ℬ, ℰ, ℱ, ℋ, ℐ, ℒ, ℳ, ℛ, ℯ,
// ℊ, ℴ, ℎ, ℌ, ℑ, ℜ, ℨ, ℭ, ℓ) and the full-width forms of ASCII ('ＢＲＥＡＤ', '＄２１０Ｋ').
// Channels write names, labels and figures in them ('𝗣𝗜𝗫𝗜𝗘', '𝕄ℂ: 𝟙.𝟜𝕄') for a trader who
// reads, and types, the plain ones. Only these are folded (to their NFKC form): a whole-text
// NFKC would also rewrite subscript digits of prices ('$0.0₄5817'), '…' of shortened addresses
// and '™' or '№'; ASCII, so every base58 or hex address, is never touched.
const STYLED_CHAR =
  /\uD835[\uDC00-\uDFFF]|[\uFF01-\uFF5E\u2102\u210A-\u2113\u2115\u2119-\u211D\u2124\u2128\u212C\u212D\u212F-\u2131\u2133\u2134]/g;
// A cheap first test: nearly no message has any of them.
const MAY_BE_STYLED = /[\uD835\uFF01-\uFF5E\u2102-\u2134]/;

/** Styled letters and digits ('𝗣𝗜𝗫𝗜𝗘', 'Ｂｒｅａｄ') as the plain ones they style ('PIXIE', 'Bread'). */
export function unstyleLetters(text: string): string {
  return MAY_BE_STYLED.test(text) ? text.replace(STYLED_CHAR, (char) => char.normalize('NFKC')) : text;
}

// A keycap emoji is a digit, an optional emoji selector and U+20E3: hype channels write figures
// in them ('💰 MC: 1️⃣2️⃣0️⃣K', '1️⃣M+'), which a reader sees as the digits (120K, 1M+). A keycap
// alone before a space is a rank or a bullet ('7️⃣ $OKRA'), and stays an emoji.
const KEYCAP_FIGURE = /(?:\d\uFE0F?\u20E3){2,}|\d\uFE0F?\u20E3(?=[kmb.,%])/giu;
const KEYCAP_MARKS = /[\uFE0F\u20E3]/g;

/** Figures in keycap emojis as the digits they show ('1️⃣2️⃣0️⃣K' is '120K'). */
export function unkeycapDigits(text: string): string {
  return text.includes('\u20E3') ? text.replace(KEYCAP_FIGURE, (figure) => figure.replace(KEYCAP_MARKS, '')) : text;
}

// Invisible marks, joiners, styled letters and keycaps: one scan tells the many messages without
// any of them from the rest, which are read for each.
const MAY_HIDE_OR_STYLE = /[\u200B-\u200F\u2060\uFEFF\u202A-\u202E\u2066-\u2069\uD835\uFF01-\uFF5E\u2102-\u2134\u20E3]/;

/** The text as a reader sees it: no markup, no invisible characters, styled letters and keycap digits plain. */
export function toPlainText(text: string): string {
  if (!MAY_HIDE_OR_STYLE.test(text)) return stripMarkdown(stripHtml(text));
  return unkeycapDigits(unstyleLetters(stripMarkdown(stripHtml(stripInvisibleMarks(text)))));
}
