import type { ExtractorPreset } from '@solana-hub/contracts';
import { findPreset, parseTemplate, presetToExtractor, proposeField, runExtractors, type ExtractedField } from '@solana-hub/extraction';

/**
 * Fields added from the preset library in the Extracted Fields tab: the preset, run on the
 * sample, proposes its field with what it reads there.
 */
export function presetField(presetId: string, sample: string): ExtractedField | null {
  const preset = findPreset(presetId);
  if (!preset) return null;
  const probe = parseTemplate({ name: 'preset_probe', display_name: 'Preset probe', extractors: [presetToExtractor(preset)] });
  const value = runExtractors(probe, sample).fields[preset.field_name] ?? null;
  return proposeField({ name: preset.field_name, value, source: 'sample', presetId });
}

export interface PresetGroup {
  category: string;
  presets: ExtractorPreset[];
}

/** The presets not yet among the fields that match the search (name, field, description or tag), by category. */
export function presetsToOffer(presets: readonly ExtractorPreset[], fields: readonly ExtractedField[], search: string): PresetGroup[] {
  const taken = new Set(fields.flatMap((field) => [field.presetId, field.name]));
  const wanted = search.trim().toLowerCase();
  const matches = (preset: ExtractorPreset) =>
    [preset.name, preset.field_name, preset.description, ...preset.tags].some((text) => text.toLowerCase().includes(wanted));
  const groups = new Map<string, ExtractorPreset[]>();
  for (const preset of presets) {
    if (taken.has(preset.id) || taken.has(preset.field_name) || !matches(preset)) continue;
    groups.set(preset.category, [...(groups.get(preset.category) ?? []), preset]);
  }
  return [...groups].map(([category, inCategory]) => ({ category, presets: inCategory }));
}
