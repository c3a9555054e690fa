import { OUTPUT_TEMPLATE_EXTRACTOR, type Extractor } from '../engine/template.js';
import { findPreset, MAX_EXTRACTORS, presetToExtractor } from '../presets/library.js';
import type { ExtractedField } from './extracted-field.js';

export interface ExtractorChoices {
  /** fields no preset reads become AI extractors when the template uses AI */
  useAi?: boolean;
  /** the model of those AI extractors; unset, they ask the server's AI_MODEL */
  aiModel?: string;
}

/**
 * The extractor that reads a field in the channel's later messages: its preset, under the
 * field's name and with the target and aggregation chosen in the wizard; failing a preset, an
 * AI extractor when the template uses AI. Null when nothing can read the field.
 */
export function extractorForField(field: ExtractedField, choices: ExtractorChoices = {}): Extractor | null {
  const preset = field.presetId ? findPreset(field.presetId) : undefined;
  const chosen = { name: field.name, target_field: field.targetField, accumulator_type: field.accumulatorType };
  if (preset) return { ...presetToExtractor(preset), ...chosen };
  if (!choices.useAi) return null;
  return {
    ...chosen,
    type: 'ai',
    ai_prompt: `Extract the ${field.displayName} (${field.name}) from this alert message.`,
    ...(choices.aiModel ? { ai_model: choices.aiModel } : {}),
  };
}

/** The fields' extractors in order, as many as a template holds (MAX_EXTRACTORS). */
export function extractorsFor(fields: readonly ExtractedField[], choices: ExtractorChoices = {}): Extractor[] {
  return fields.flatMap((field) => extractorForField(field, choices) ?? []).slice(0, MAX_EXTRACTORS);
}

/** The custom extractor that fills description from the display template, added last when one is given. */
export function outputTemplateExtractor(displayTemplate: string): Extractor {
  return {
    name: OUTPUT_TEMPLATE_EXTRACTOR,
    type: 'custom',
    output_template: displayTemplate,
    target_field: 'description',
    accumulator_type: 'none',
  };
}
