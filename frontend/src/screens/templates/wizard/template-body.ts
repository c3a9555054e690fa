import {
  buildTemplate,
  MAX_EXTRACTORS,
  OUTPUT_TEMPLATE_EXTRACTOR,
  type ExtractedField,
  type ExtractorInput,
  type TemplateInput,
  type WizardAnalysis,
} from '@solana-hub/extraction';
import type { WizardState } from './wizard-state';

/**
 * What the wizard saves: POST or PUT {name, display_name, patterns,
 * extractors, sample_message, enabled: true, priority} (100 unless the trader set another), only the ticked patterns and fields,
 * and the `_output_template` extractor when there is a display template.
 */

const enabledFields = (analysis: WizardAnalysis): ExtractedField[] => analysis.fields.filter((field) => field.enabled);

/**
 * The ticked fields' extractors. A field an edited template already had keeps its stored
 * extractor (a hand-written regex or AI prompt is not rebuilt from a preset), with the target
 * and aggregation chosen here and, for an AI one, the model chosen here (the wizard's one model
 * of the template: choosing another, e.g. for one OpenAI shuts down, moves all of them); the
 * others are what buildTemplate made of them.
 */
function savedExtractors(built: readonly ExtractorInput[], fields: readonly ExtractedField[], state: WizardState): ExtractorInput[] {
  const fromFields = fields
    .flatMap((field): ExtractorInput[] => {
      const stored = state.storedExtractors[field.name];
      const model = stored?.type === 'ai' && state.model !== null ? { ai_model: state.model } : {};
      if (stored) return [{ ...stored, ...model, target_field: field.targetField, accumulator_type: field.accumulatorType }];
      return built.filter((extractor) => extractor.name === field.name);
    })
    .slice(0, MAX_EXTRACTORS);
  return [...fromFields, ...built.filter((extractor) => extractor.name === OUTPUT_TEMPLATE_EXTRACTOR)];
}

export function templateBody(state: WizardState, analysis: WizardAnalysis): TemplateInput {
  const fields = enabledFields(analysis);
  const built = buildTemplate(analysis, {
    name: state.name,
    display_name: state.displayName,
    enabledFieldNames: fields.map((field) => field.name),
    enabledPatterns: analysis.patterns.filter((pattern) => pattern.enabled).map((pattern) => pattern.pattern),
    displayTemplate: state.displayTemplate,
    useAi: state.useAi,
    aiModel: state.model ?? undefined,
  });
  return { ...built, priority: state.priority, extractors: savedExtractors(built.extractors ?? [], fields, state) };
}

/** Step 3's summary of what is about to be saved. */
export interface TemplateSummary {
  name: string;
  displayName: string;
  patternCount: number;
  extractorCount: number;
  priority: number;
  /** 'Yes (gpt-6.1-terra)' or 'No' */
  ai: string;
}

/** `defaultModel`: the server's AI_MODEL, which AI extractors naming no model ask. */
export function templateSummary(state: WizardState, analysis: WizardAnalysis, defaultModel: string | undefined): TemplateSummary {
  const body = templateBody(state, analysis);
  return {
    name: body.name,
    displayName: body.display_name,
    patternCount: body.patterns?.length ?? 0,
    extractorCount: body.extractors?.length ?? 0,
    priority: body.priority ?? state.priority,
    ai: state.useAi ? `Yes (${state.model ?? defaultModel ?? 'the default model'})` : 'No',
  };
}

/** Why the template cannot be saved as it stands, before asking the server; null when it can. */
export function missingChoice(state: WizardState): string | null {
  if (state.name.trim() === '') return 'Give the template a name.';
  if (state.displayName.trim() === '') return 'Give the template a display name.';
  return null;
}
