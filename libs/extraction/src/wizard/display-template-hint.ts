import { findPreset } from '../presets/library.js';
import type { ExtractedField } from './extracted-field.js';

/**
 * A starting Token Card Display Template: one line per ticked field, as its preset would
 * show it ('🐦 Mentions: {{twitter_mentions}}'), else 'Label: {{field}}'. The token's name,
 * ticker and address are left out: the card's title already shows them.
 */

const SHOWN_ON_CARD_TITLE = new Set(['name', 'symbol', 'token_address']);

function lineFor(field: ExtractedField): string {
  const preset = field.presetId ? findPreset(field.presetId) : undefined;
  const own = `{{${preset?.field_name ?? ''}}}`;
  // A preset's line names its own field; the wizard may call the field otherwise.
  if (preset?.output_format.includes(own)) return preset.output_format.replaceAll(own, `{{${field.name}}}`);
  return `${field.displayName}: {{${field.name}}}`;
}

export function displayTemplateHint(fields: readonly ExtractedField[]): string {
  return fields
    .filter((field) => field.enabled && !SHOWN_ON_CARD_TITLE.has(field.targetField))
    .map(lineFor)
    .join('\n');
}
