import { DEFAULT_TEMPLATE_PRIORITY, type TemplateInput } from '../engine/template.js';
import type { WizardAnalysis } from './analyze-sample.js';
import { patternTypeOf } from './sample-patterns.js';
import { extractorsFor, outputTemplateExtractor } from './template-extractors.js';

/** What the trader settled on in steps 2 and 3 of the wizard. */
export interface TemplateChoices {
  name: string;
  display_name: string;
  /** the ticked fields, by name; the others are not saved */
  enabledFieldNames: readonly string[];
  /** the ticked patterns, by text; a text the analysis did not propose is typed by the rule */
  enabledPatterns: readonly string[];
  /** the Token Card Display Template, with {{field}} placeholders */
  displayTemplate?: string;
  aiModel?: string;
  useAi?: boolean;
}

/**
 * The template the wizard saves: only the ticked patterns and the
 * ticked fields' extractors (capped at what a template holds), then the `_output_template`
 * extractor when there is a display template; priority 100 and enabled, so it wins over the
 * built-in templates for the channel's alerts.
 */
export function buildTemplate(analysis: WizardAnalysis, choices: TemplateChoices): TemplateInput {
  const wantedFields = new Set(choices.enabledFieldNames);
  const fields = analysis.fields.filter((field) => wantedFields.has(field.name));
  const displayTemplate = choices.displayTemplate?.trim() ?? '';
  const extractors = extractorsFor(fields, choices);
  if (displayTemplate !== '') extractors.push(outputTemplateExtractor(displayTemplate));

  const wantedPatterns = [...new Set(choices.enabledPatterns.map((pattern) => pattern.trim()).filter((p) => p !== ''))];
  const patterns = wantedPatterns.map((pattern) => ({
    pattern,
    type: analysis.patterns.find((proposed) => proposed.pattern === pattern)?.type ?? patternTypeOf(pattern),
    enabled: true,
  }));

  return {
    name: choices.name.trim(),
    display_name: choices.display_name.trim(),
    enabled: true,
    priority: DEFAULT_TEMPLATE_PRIORITY,
    sample_message: analysis.sample,
    patterns,
    extractors,
  };
}
