import type { StoredTemplate } from '@solana-hub/contracts';
import {
  analyzeSample,
  OUTPUT_TEMPLATE_EXTRACTOR,
  parseTemplate,
  proposeField,
  runExtractors,
  type ExtractedField,
  type ExtractedValue,
  type Extractor,
} from '@solana-hub/extraction';
import { initialWizardState, type WizardState } from './wizard-state';

/**
 * A stored template opened in the wizard (?edit=): straight to step 2 with its
 * own patterns, extractors and sample, each field showing what it reads in the sample.
 */

function fieldOf(extractor: Extractor, value: ExtractedValue | undefined): ExtractedField {
  const proposed = proposeField({ name: extractor.name, value: value ?? null, source: 'sample', presetId: extractor.preset_id ?? null });
  // The stored choices stand over the wizard's defaults for the name.
  return { ...proposed, name: extractor.name, targetField: extractor.target_field, accumulatorType: extractor.accumulator_type };
}

/** Throws when the stored template is not one the engine can read (the load then fails). */
export function editStateOf(stored: StoredTemplate): WizardState {
  const template = parseTemplate(stored);
  const extractors = template.extractors.filter((extractor) => extractor.name !== OUTPUT_TEMPLATE_EXTRACTOR);
  const values = runExtractors(template, template.sample_message).fields;
  const aiExtractor = extractors.find((extractor) => extractor.type === 'ai');
  const displayTemplate = template.extractors.find((extractor) => extractor.name === OUTPUT_TEMPLATE_EXTRACTOR);
  return {
    ...initialWizardState,
    step: 2,
    sample: template.sample_message,
    useAi: aiExtractor !== undefined,
    model: aiExtractor?.ai_model ?? null,
    analysis: {
      ...analyzeSample(template.sample_message),
      fields: extractors.map((extractor) => fieldOf(extractor, values[extractor.name])),
      patterns: template.patterns,
      extractors: template.extractors,
    },
    name: template.name,
    displayName: template.display_name,
    displayNameTyped: true,
    priority: template.priority,
    displayTemplate: displayTemplate?.output_template ?? displayTemplate?.pattern ?? '',
    editingId: stored.template_id,
    storedExtractors: Object.fromEntries(extractors.map((extractor) => [extractor.name, extractor])),
  };
}
