import { parsePostProcessorChain } from '../engine/post-processors.js';
import { trustPatterns } from '../engine/safe-regex.js';
import type { Extractor, Template } from '../engine/template.js';
import { callerInfoPresets } from './caller-info.js';
import { customProcessorPresets } from './custom-processors.js';
import { financialDataPresets } from './financial-data.js';
import { linksAddressesPresets } from './links-addresses.js';
import type { CustomPreset, Preset } from './preset.js';
import { securityInfoPresets } from './security-info.js';
import { socialSignalsPresets } from './social-signals.js';
import { timeDatePresets } from './time-date.js';
import { tokenInfoPresets } from './token-info.js';
import { tradingMetricsPresets } from './trading-metrics.js';
import { volumeActivityPresets } from './volume-activity.js';

/** Every preset, category by category in the order of PRESET_CATEGORIES. */
export const presetLibrary: readonly Preset[] = [
  ...tokenInfoPresets,
  ...financialDataPresets,
  ...tradingMetricsPresets,
  ...securityInfoPresets,
  ...socialSignalsPresets,
  ...callerInfoPresets,
  ...timeDatePresets,
  ...linksAddressesPresets,
  ...volumeActivityPresets,
  ...customProcessorPresets,
];

// The library's regexes are ours and reviewed: they run on V8's engine (safe-regex.ts).
trustPatterns(presetLibrary.flatMap((preset) => (preset.extractor_type === 'regex' ? [preset.extractor_pattern] : [])));

/** A template holds at most this many extractors once presets are applied. */
export const MAX_EXTRACTORS = 10;

const byId = new Map(presetLibrary.map((preset) => [preset.id, preset]));
// Custom extractors written by hand often name the field rather than the preset.
const customByField = new Map(
  presetLibrary.filter((preset): preset is CustomPreset => preset.extractor_type === 'custom').map((preset) => [preset.field_name, preset]),
);

export function findPreset(id: string): Preset | undefined {
  return byId.get(id);
}

/** The custom preset a custom extractor runs: by its preset_id, else by its name. */
export function customPresetFor(extractor: Pick<Extractor, 'name' | 'preset_id'>): CustomPreset | undefined {
  const preset = extractor.preset_id ? byId.get(extractor.preset_id) : customByField.get(extractor.name);
  return preset?.extractor_type === 'custom' ? preset : undefined;
}

/** The extractor a preset adds to a template. */
export function presetToExtractor(preset: Preset): Extractor {
  return {
    name: preset.field_name,
    type: preset.extractor_type,
    // A custom preset's pattern only documents what its processor reads; it does not run.
    pattern: preset.extractor_type === 'regex' ? preset.extractor_pattern : null,
    post_processors: parsePostProcessorChain(preset.post_processor).names,
    target_field: preset.target_field,
    accumulator_type: preset.accumulator_type,
    preset_id: preset.id,
  };
}

/** The presets that read fields the given message type's alerts carry, in library order. */
export function presetsForMessageType(messageType: string): Preset[] {
  return presetLibrary.filter((preset) => preset.message_types.includes(messageType));
}

export type PresetNotAddedReason = 'unknown preset' | 'already in template' | 'template is full';

export interface AppliedPresets {
  template: Template;
  /** ids of the presets whose extractors were added */
  added: string[];
  notAdded: { presetId: string; reason: PresetNotAddedReason }[];
}

function whyNotAdded(template: Template, preset: Preset | undefined): PresetNotAddedReason | null {
  if (!preset) return 'unknown preset';
  if (template.extractors.some((e) => e.preset_id === preset.id || e.name === preset.field_name)) return 'already in template';
  return template.extractors.length >= MAX_EXTRACTORS ? 'template is full' : null;
}

/**
 * The template with the presets' extractors appended, in the order asked, until it holds
 * MAX_EXTRACTORS extractors; a preset whose field the template already extracts is not added
 * twice. What was left out is said, so the user can be told why.
 */
export function applyPresets(template: Template, presetIds: readonly string[]): AppliedPresets {
  const extractors = [...template.extractors];
  const result: AppliedPresets = { template: { ...template, extractors }, added: [], notAdded: [] };
  for (const presetId of presetIds) {
    const preset = byId.get(presetId);
    const reason = whyNotAdded(result.template, preset);
    if (reason !== null || !preset) {
      result.notAdded.push({ presetId, reason: reason ?? 'unknown preset' });
      continue;
    }
    extractors.push(presetToExtractor(preset));
    result.added.push(presetId);
  }
  return result;
}
