import type { AlertMessage } from '../engine/alert-message.js';
import type { ExtractedValue } from '../engine/post-processors.js';
import { runExtractorsOn } from '../engine/run-extractors.js';
import { parseTemplate } from '../engine/template.js';
import { findPreset, MAX_EXTRACTORS, presetLibrary, presetToExtractor } from '../presets/library.js';
import type { Preset } from '../presets/preset.js';
import { proposeField, type ExtractedField } from './extracted-field.js';
import { confidenceFor } from './field-rules.js';

/**
 * The fields a sample message shows, read by the preset library: the same presets, run the
 * same way, as the saved template will run them on the channel's later messages.
 */

/**
 * Presets whose field the trader knows under another name: the wizard's target-field mapping
 * (targetFieldFor) sends token_address, holder_count and dev_holdings to the token's own columns, while the
 * presets' names (contract_address, total_holders, dev_percent) would land in accumulated_data.
 */
const MAPPED_NAMES: Readonly<Record<string, string>> = {
  'contract-address': 'token_address',
  'total-holders': 'holder_count',
  'dev-percent': 'dev_holdings',
};

/**
 * Presets that only echo other fields: 'percentage' is whatever percent comes first (the
 * bonding curve, a change, a dev share: each has its own preset) and 'token_info' is the
 * name and ticker again.
 */
const ECHO_PRESETS = new Set(['percentage', 'token-info']);

/**
 * The token's own readings lead the list, then the named investor fields, then the others in
 * library order: the first ones are the first to fit in a template.
 */
const TOKEN_PRESETS = ['contract-address', 'token-name', 'token-symbol', 'market-cap', 'trending-level'];

const byConfidence = (a: Preset, b: Preset): number => confidenceFor(fieldNameFor(b)) - confidenceFor(fieldNameFor(a));

const proposedPresets: readonly Preset[] = [
  ...TOKEN_PRESETS.flatMap((id) => presetLibrary.filter((preset) => preset.id === id)),
  ...presetLibrary.filter((preset) => !TOKEN_PRESETS.includes(preset.id) && !ECHO_PRESETS.has(preset.id)).sort(byConfidence),
];

// One template holding every preset, named as the wizard names the fields, run once per sample.
const everyPreset = parseTemplate({
  name: 'wizard_sample_scan',
  display_name: 'Wizard sample scan',
  extractors: proposedPresets.map((preset) => ({ ...presetToExtractor(preset), name: fieldNameFor(preset) })),
});

/** The name the wizard proposes a preset's field under. */
export function fieldNameFor(preset: Preset): string {
  return MAPPED_NAMES[preset.id] ?? preset.field_name;
}

/**
 * Presets that read again what another preset reads, when both find the same value: a buy
 * line's SOL as 'recent SOL activity' (summed twice, it would double the token's buys), a 24h
 * volume as 'volume', a price as 'price in USD', a price change as the 1h change.
 */
const SECOND_READINGS: Readonly<Record<string, readonly string[]>> = {
  'recent-sol-activity': ['buy-amount', 'sell-amount', 'total-buys'],
  volume: ['volume-24h'],
  'price-usd': ['price'],
  'one-hour-change': ['price-change'],
};

/**
 * Every field a preset finds in the sample, in the order above. A second reading of a value
 * another field already has is proposed unticked, and so is every field past what a template
 * holds, so that the proposal as it stands saves and extracts as shown.
 */
export function fieldsInSample(alert: AlertMessage): ExtractedField[] {
  const found = runExtractorsOn(everyPreset, alert).fields;
  const valueOf = (preset: Preset | undefined): ExtractedValue | undefined => (preset ? found[fieldNameFor(preset)] : undefined);
  let ticked = 0;
  return proposedPresets.flatMap((preset) => {
    const value = valueOf(preset);
    if (value === undefined || value === null) return [];
    const firstReadings = SECOND_READINGS[preset.id] ?? [];
    const repeats = firstReadings.some((id) => valueOf(findPreset(id)) === value);
    const enabled = !repeats && ticked < MAX_EXTRACTORS;
    if (enabled) ticked += 1;
    return [proposeField({ name: fieldNameFor(preset), value, source: 'sample', presetId: preset.id, enabled })];
  });
}
