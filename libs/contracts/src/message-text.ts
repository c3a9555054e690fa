import { z } from 'zod';

/**
 * Text as PostgreSQL can store it and a screen or a log can show it. PostgreSQL's text and
 * jsonb refuse NUL and unpaired UTF-16 surrogates, and JSON lets any sender write both (as
 * `\u0000` and `\ud800`): one such message used to fail the whole batch it was written with.
 * The other control characters are stored fine but have no place in an alert: ESC rewrites the
 * terminal that shows a log line, the rest are invisible on a screen. Tab, line feed and
 * carriage return are the ones alerts use.
 */
const UNSAFE_CHARACTER = /[^\P{Cc}\t\n\r]|\p{Cs}/gu;
// In a Unicode regex a surrogate pair is one code point (never \p{Cs}): only a lone half matches.
const UNSTORABLE_CHARACTER = /\u0000|\p{Cs}/u;

/** U+FFFD, Unicode's mark for a character that could not be kept: it shows where one was. */
export const REPLACEMENT_CHARACTER = '\uFFFD';

/** The text with each NUL, lone surrogate and control character (but tab, LF, CR) replaced by U+FFFD. */
export function cleanText(text: string): string {
  return text.replace(UNSAFE_CHARACTER, REPLACEMENT_CHARACTER);
}

/**
 * A string of at most `max` characters that PostgreSQL can take as it is: for text a user
 * writes on purpose (a template's name or regex, a search), where a silent change would alter
 * its meaning, so it is refused instead of cleaned.
 */
export function storableText(max: number) {
  return z
    .string()
    .max(max, `at most ${max} characters`)
    .refine((text) => !UNSTORABLE_CHARACTER.test(text), 'holds a NUL or an unpaired surrogate, which PostgreSQL cannot take');
}
