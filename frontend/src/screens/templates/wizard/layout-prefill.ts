import type { ChatLayoutRule } from '@solana-hub/contracts';
import {
  analyzeSample,
  layoutExtractors,
  parseTemplate,
  proposeField,
  runExtractors,
  type ExtractedField,
  type Extractor,
  type WizardAnalysis,
} from '@solana-hub/extraction';
import { withoutAi } from './ai-analysis';
import { initialWizardState, type WizardState } from './wizard-state';

/** A chat's newest stored message and its learned layout, as "Save as template" on Sources hands them over (?fromChat=). */
export interface LearnedLayoutSource {
  chatTitle: string;
  sample: string;
  rules: readonly ChatLayoutRule[];
}

/** The field a learned extractor fills, reading `value` in the sample: the proposed one of its name, else a new one. */
function learnedField(fields: readonly ExtractedField[], extractor: Extractor, value: ExtractedField['value']): ExtractedField {
  const proposed = fields.find((field) => field.name === extractor.name);
  const field = proposed ?? proposeField({ name: extractor.name, value, source: 'sample', accumulatorType: extractor.accumulator_type });
  return { ...field, value, enabled: true, presetId: null };
}

/** The analysis with the learned fields' values, and the learned ones the sample did not propose added. */
function withLearnedFields(analysis: WizardAnalysis, learned: readonly Extractor[]): WizardAnalysis {
  const template = parseTemplate({ name: 'learned_layout', display_name: 'Learned layout', extractors: learned });
  const values = runExtractors(template, analysis.sample).fields;
  const byName = new Map(
    learned.map((extractor) => [extractor.name, learnedField(analysis.fields, extractor, values[extractor.name] ?? null)]),
  );
  const kept = analysis.fields.map((field) => byName.get(field.name) ?? field);
  const added = [...byName.values()].filter((field) => !analysis.fields.some((proposed) => proposed.name === field.name));
  return { ...analysis, fields: [...kept, ...added] };
}

/**
 * The wizard opened on a chat's learned layout: the sample analysed as step 1 does without AI,
 * then the token's name, symbol and market cap read by regexes built from the chat's trusted
 * rules (layoutExtractors), which the template saves in place of the presets. At step 2, to name
 * and save as usual. Null when no trusted rule gives a regex: the wizard then starts empty.
 */
export function layoutPrefillState({ chatTitle, sample, rules }: LearnedLayoutSource): WizardState | null {
  const learned = layoutExtractors(rules.filter((rule) => rule.trusted));
  if (learned.length === 0) return null;
  const { analysis, displayTemplate } = withoutAi(withLearnedFields(analyzeSample(sample), learned));
  return {
    ...initialWizardState,
    step: 2,
    sample,
    useAi: false,
    analysis,
    name: analysis.template_name,
    displayName: analysis.display_name,
    displayTemplate,
    storedExtractors: Object.fromEntries(learned.map((extractor) => [extractor.name, extractor])),
    prefilledFrom: chatTitle,
  };
}
