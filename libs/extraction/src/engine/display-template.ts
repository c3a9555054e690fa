import { formatDollars, isDollarField } from '../dollars.js';

/**
 * A token card's display template (the wizard's 'Token Card Display Template', stored in the
 * `_output_template` extractor): text with `{{field}}` placeholders filled from the message's
 * extracted fields.
 *
 * Alerts of one type do not always carry every field, so a line whose placeholders are ALL
 * missing is dropped (no dangling 'Liquidity: ' line), while a missing placeholder on a line
 * that has other values renders as empty text. Dollar fields (market cap, liquidity, volume) are
 * written as the screens write money, '$1.31M', not as the number read. A template none of whose placeholders has a
 * value gives no description at all, rather than its bare labels.
 */

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;

/** The placeholder bots and older templates put where there is no description. */
const NO_DESCRIPTION = /^no description available\.?$/i;

function isPresent(value: unknown): boolean {
  return value !== null && value !== undefined && value !== '';
}

function display(name: string, value: unknown): string {
  if (!isPresent(value)) return '';
  if (typeof value === 'number' && Number.isFinite(value) && isDollarField(name)) return formatDollars(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/** The placeholder names a display template (or one line of it) uses, in order. */
export function displayTemplateFields(template: string): string[] {
  return Array.from(template.matchAll(PLACEHOLDER), (match) => match[1] ?? '');
}

/** The 'No description available' placeholder the screens show counts as no description. */
export function meaningfulDescription(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' || NO_DESCRIPTION.test(text) ? null : text;
}

/** The filled-in template, or null when nothing in it had a value. */
export function renderDisplayTemplate(template: string, fields: Readonly<Record<string, unknown>>): string | null {
  let filledAny = false;
  const lines = template.split('\n').flatMap((line) => {
    const names = displayTemplateFields(line);
    const filled = names.filter((name) => isPresent(fields[name]));
    if (names.length > 0 && filled.length === 0) return [];
    filledAny ||= filled.length > 0;
    return [line.replace(PLACEHOLDER, (_whole, name: string) => display(name, fields[name]))];
  });
  const usesPlaceholders = displayTemplateFields(template).length > 0;
  if (usesPlaceholders && !filledAny) return null;
  return meaningfulDescription(lines.join('\n'));
}
