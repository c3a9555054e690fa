import { customPresetFor } from '../presets/library.js';
import { AlertMessage } from './alert-message.js';
import { meaningfulDescription, renderDisplayTemplate } from './display-template.js';
import {
  applyPostProcessors,
  parsePostProcessorChain,
  type ExtractedValue,
  type PostProcessorName,
} from './post-processors.js';
import { cachedUserRegex, capturedValue, RegexError } from './safe-regex.js';
import { OUTPUT_TEMPLATE_EXTRACTOR, type AccumulatorType, type Extractor, type TargetField, type Template } from './template.js';

/** An extractor that gave nothing because it could not run, and why. */
export interface SkippedExtractor {
  name: string;
  reason: string;
}

/** A field bound for the token's accumulated_data, with how it combines across messages. */
export interface FieldToAccumulate {
  field: string;
  accumulator: AccumulatorType;
  value: ExtractedValue;
}

export interface ExtractorResults {
  /** every value found, by extractor name (a preset's extractor is named after its field) */
  fields: Record<string, ExtractedValue>;
  /** values by where they go; accumulated_data holds the fields bound there, by name */
  targets: Partial<Record<TargetField, unknown>>;
  /** the fields bound for accumulated_data, for the token's fold (accumulators.ts) */
  toAccumulate: FieldToAccumulate[];
  /** the message's description, or null ('No description available' counts as none) */
  description: string | null;
  /** extractors that could not run: AI ones until the AI client is wired, broken ones */
  skipped: SkippedExtractor[];
}

type Outcome = { value: ExtractedValue } | { skipped: string };

const AI_NOT_CONNECTED = 'AI extractors run through the AI client, which this engine does not call';

/** The list form wins; the string form is what presets and older templates carry. */
function chainOf(extractor: Extractor): readonly PostProcessorName[] {
  const listed = extractor.post_processors ?? [];
  return listed.length > 0 ? listed : parsePostProcessorChain(extractor.post_processor).names;
}

// Template regexes are case-insensitive, like template patterns, and read the visible text.
function runRegex(extractor: Extractor, alert: AlertMessage): Outcome {
  if (!extractor.pattern) return { skipped: 'a regex extractor needs a pattern' };
  const regex = cachedUserRegex(extractor.pattern, 'i');
  if (regex instanceof RegexError) return { skipped: regex.message };
  const match = regex.firstMatch(alert.plainText);
  return { value: match ? applyPostProcessors(capturedValue(match), chainOf(extractor)) : null };
}

function runCustom(extractor: Extractor, alert: AlertMessage): Outcome {
  const preset = customPresetFor(extractor);
  if (!preset) return { skipped: `no custom processor '${extractor.preset_id ?? extractor.name}'` };
  try {
    return { value: applyPostProcessors(preset.process(alert), chainOf(extractor)) };
  } catch (error) {
    // A processor bug must not cost the message its other fields; it is reported, not hidden.
    return { skipped: `custom processor '${preset.id}' failed: ${error instanceof Error ? error.message : String(error)}` };
  }
}

function runOne(extractor: Extractor, alert: AlertMessage): Outcome {
  switch (extractor.type) {
    case 'ai':
      return { skipped: AI_NOT_CONNECTED };
    case 'regex':
      return runRegex(extractor, alert);
    case 'custom':
      return runCustom(extractor, alert);
  }
}

/** What the extractors found so far; a Map, so that no field name can touch a prototype. */
interface Findings {
  fields: Map<string, ExtractedValue>;
  targets: Map<TargetField, ExtractedValue>;
  toAccumulate: FieldToAccumulate[];
  skipped: SkippedExtractor[];
}

function record(findings: Findings, extractor: Extractor, value: ExtractedValue): void {
  const found = extractor.target_field === 'description' ? meaningfulDescription(value) : value;
  // Two extractors of one name or one target: the first that found something wins.
  if (found === null || found === '' || findings.fields.has(extractor.name)) return;
  findings.fields.set(extractor.name, found);
  if (extractor.target_field === 'accumulated_data') {
    findings.toAccumulate.push({ field: extractor.name, accumulator: extractor.accumulator_type, value: found });
  } else if (!findings.targets.has(extractor.target_field)) {
    findings.targets.set(extractor.target_field, found);
  }
}

function displayTemplateOf(extractor: Extractor): string | null {
  // Older templates keep the display template in the pattern.
  return extractor.output_template ?? extractor.pattern ?? null;
}

/**
 * Runs a template's extractors on one alert message (its text and hyperlink targets). Regex
 * extractors run through RE2 with their post-processor chain, custom ones through their
 * preset's processor; `_output_template` is filled last, from all the fields found. Nothing
 * here throws on a broken extractor: it is reported in `skipped` and the others still run.
 */
export function runExtractors(template: Template, text: string, links: readonly string[] = []): ExtractorResults {
  return runExtractorsOn(template, new AlertMessage(text, links));
}

/** runExtractors on a message already read, sharing its token reading with other callers. */
export function runExtractorsOn(template: Template, alert: AlertMessage): ExtractorResults {
  const findings: Findings = { fields: new Map(), targets: new Map(), toAccumulate: [], skipped: [] };
  let displayTemplate: string | null = null;
  for (const extractor of template.extractors) {
    if (extractor.name === OUTPUT_TEMPLATE_EXTRACTOR) {
      displayTemplate = displayTemplateOf(extractor);
      continue;
    }
    const outcome = runOne(extractor, alert);
    if ('skipped' in outcome) findings.skipped.push({ name: extractor.name, reason: outcome.skipped });
    else record(findings, extractor, outcome.value);
  }
  return resultsOf(findings, displayTemplate);
}

function resultsOf(findings: Findings, displayTemplate: string | null): ExtractorResults {
  const fields = Object.fromEntries(findings.fields);
  const targets: Partial<Record<TargetField, unknown>> = Object.fromEntries(findings.targets);
  const rendered = displayTemplate === null ? null : renderDisplayTemplate(displayTemplate, fields);
  if (rendered !== null) targets.description = rendered;
  if (findings.toAccumulate.length > 0) {
    targets.accumulated_data = Object.fromEntries(findings.toAccumulate.map((f) => [f.field, f.value]));
  }
  const description = meaningfulDescription(targets.description);
  return { fields, targets, toAccumulate: findings.toAccumulate, description, skipped: findings.skipped };
}
