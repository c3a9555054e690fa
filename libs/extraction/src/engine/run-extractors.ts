import { customPresetFor } from '../presets/library.js';
import type { CustomPreset } from '../presets/preset.js';
import { readMessage, type AlertMessage } from './alert-message.js';
import { meaningfulDescription, renderDisplayTemplate } from './display-template.js';
import { applyPostProcessors, parsePostProcessorChain, type ExtractedValue, type PostProcessorName } from './post-processors.js';
import { cachedUserRegex, capturedValue, RegexError, type SafeRegex } from './safe-regex.js';
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
  /** extractors that could not run: broken ones, and AI ones while their answers are not in */
  skipped: SkippedExtractor[];
}

/**
 * What the AI said for a template's `ai` extractors, by extractor name. The engine never calls
 * the AI itself (it is pure and fast); the extractor service asks it after storing the message
 * and extracts the message again with the answers.
 */
export type AiAnswers = Readonly<Record<string, unknown>>;

// Read once: this module asks it of every extractor of every message.
const OUTPUT_TEMPLATE = OUTPUT_TEMPLATE_EXTRACTOR;

const AI_NOT_ANSWERED = 'the AI has not answered for this message (yet)';

/** The list form wins; the string form is what presets and older templates carry. */
function chainOf(extractor: Extractor): readonly PostProcessorName[] {
  const listed = extractor.post_processors ?? [];
  return listed.length > 0 ? listed : parsePostProcessorChain(extractor.post_processor).names;
}

/**
 * What running an extractor takes, worked out once per extractor rather than once per message:
 * its compiled regex or its preset's processor, and its post-processor chain.
 */
type Plan =
  | { kind: 'skip'; reason: string }
  | { kind: 'ai'; chain: readonly PostProcessorName[] }
  | { kind: 'regex'; regex: SafeRegex; chain: readonly PostProcessorName[] }
  | { kind: 'custom'; preset: CustomPreset; chain: readonly PostProcessorName[] };

/** A plan and what it was made from: an extractor edited in place gets a new plan. */
interface PlanFor {
  plan: Plan;
  extractor: Extractor;
  type: Extractor['type'];
  pattern: Extractor['pattern'];
  presetId: Extractor['preset_id'];
  name: string;
  postProcessors: Extractor['post_processors'];
  postProcessor: Extractor['post_processor'];
}

// By a template's list of extractors: one lookup per message, not one per extractor.
const plans = new WeakMap<readonly Extractor[], PlanFor[]>();

// Template regexes are case-insensitive, like template patterns, and read the visible text.
function planOf(extractor: Extractor): Plan {
  switch (extractor.type) {
    case 'ai':
      return { kind: 'ai', chain: chainOf(extractor) };
    case 'regex': {
      if (!extractor.pattern) return { kind: 'skip', reason: 'a regex extractor needs a pattern' };
      const regex = cachedUserRegex(extractor.pattern, 'i');
      if (regex instanceof RegexError) return { kind: 'skip', reason: regex.message };
      return { kind: 'regex', regex, chain: chainOf(extractor) };
    }
    case 'custom': {
      const preset = customPresetFor(extractor);
      if (!preset) return { kind: 'skip', reason: `no custom processor '${extractor.preset_id ?? extractor.name}'` };
      return { kind: 'custom', preset, chain: chainOf(extractor) };
    }
  }
}

function isPlanFor(known: PlanFor | undefined, extractor: Extractor): known is PlanFor {
  return (
    known !== undefined &&
    known.extractor === extractor &&
    known.type === extractor.type &&
    known.pattern === extractor.pattern &&
    known.presetId === extractor.preset_id &&
    known.name === extractor.name &&
    known.postProcessors === extractor.post_processors &&
    known.postProcessor === extractor.post_processor
  );
}

/** The plans of a template's extractors, in order, made again where an extractor changed. */
function plansOf(extractors: readonly Extractor[]): readonly PlanFor[] {
  let known = plans.get(extractors);
  if (known === undefined) {
    known = [];
    plans.set(extractors, known);
  }
  known.length = Math.min(known.length, extractors.length);
  // An index loop: this runs for every extractor of every message, and entries() made a pair each.
  for (let index = 0; index < extractors.length; index += 1) {
    const extractor = extractors[index] as Extractor;
    if (isPlanFor(known[index], extractor)) continue;
    known[index] = {
      plan: planOf(extractor),
      extractor,
      type: extractor.type,
      pattern: extractor.pattern,
      presetId: extractor.preset_id,
      name: extractor.name,
      postProcessors: extractor.post_processors,
      postProcessor: extractor.post_processor,
    };
  }
  return known;
}

/** An extractor that could not run; anything else runOne gives is the value found. */
class Skipped {
  constructor(readonly reason: string) {}
}

/** An AI answer as a field value: lists read as text ('a, b'), anything else structured as JSON. */
function answerValue(answer: unknown): ExtractedValue {
  if (answer === null || answer === undefined) return null;
  if (typeof answer === 'string' || typeof answer === 'number' || typeof answer === 'boolean') return answer;
  if (Array.isArray(answer) && answer.every((item) => typeof item !== 'object' || item === null)) return answer.join(', ');
  return JSON.stringify(answer);
}

function runOne(plan: Plan, extractor: Extractor, alert: AlertMessage, aiAnswers: AiAnswers | undefined): ExtractedValue | Skipped {
  switch (plan.kind) {
    case 'skip':
      return new Skipped(plan.reason);
    case 'ai':
      if (!aiAnswers || !Object.hasOwn(aiAnswers, extractor.name)) return new Skipped(AI_NOT_ANSWERED);
      return applyPostProcessors(answerValue(aiAnswers[extractor.name]), plan.chain);
    case 'regex': {
      const match = plan.regex.firstMatch(alert.plainText);
      return match ? applyPostProcessors(capturedValue(match), plan.chain) : null;
    }
    case 'custom':
      try {
        return applyPostProcessors(plan.preset.process(alert), plan.chain);
      } catch (error) {
        // A processor bug must not cost the message its other fields; it is reported, not hidden.
        const reason = error instanceof Error ? error.message : String(error);
        return new Skipped(`custom processor '${plan.preset.id}' failed: ${reason}`);
      }
  }
}

/** What the extractors found so far. */
interface Findings {
  fields: Record<string, ExtractedValue>;
  targets: Partial<Record<TargetField, unknown>>;
  accumulated: Record<string, ExtractedValue> | null;
  toAccumulate: FieldToAccumulate[];
  skipped: SkippedExtractor[];
}

/**
 * Adds a field to an object built here. Names come from users, so '__proto__' must become a
 * field like any other and not the object's prototype (as Object.fromEntries would have it,
 * which is many times slower for objects of many fields).
 */
function setField<T>(object: Record<string, T>, name: string, value: T): void {
  if (name === '__proto__') Object.defineProperty(object, name, { value, enumerable: true, writable: true, configurable: true });
  else object[name] = value;
}

function record(findings: Findings, extractor: Extractor, value: ExtractedValue): void {
  const found = extractor.target_field === 'description' ? meaningfulDescription(value) : value;
  // Two extractors of one name or one target: the first that found something wins.
  if (found === null || found === '' || Object.hasOwn(findings.fields, extractor.name)) return;
  setField(findings.fields, extractor.name, found);
  if (extractor.target_field === 'accumulated_data') {
    findings.toAccumulate.push({ field: extractor.name, accumulator: extractor.accumulator_type, value: found });
    findings.accumulated ??= {};
    setField(findings.accumulated, extractor.name, found);
  } else if (!Object.hasOwn(findings.targets, extractor.target_field)) {
    findings.targets[extractor.target_field] = found;
  }
}

function displayTemplateOf(extractor: Extractor): string | null {
  // Older templates keep the display template in the pattern.
  return extractor.output_template ?? extractor.pattern ?? null;
}

/**
 * Runs a template's extractors on one alert message (its text and hyperlink targets). Regex
 * extractors run through RE2 (the library's own patterns on V8, see safe-regex.ts) with their
 * post-processor chain, custom ones through their preset's processor; `_output_template` is
 * filled last, from all the fields found. Nothing here throws on a broken extractor: it is
 * reported in `skipped` and the others still run. The message's reading is shared with an
 * extractAlert of the same message just before (readMessage).
 */
export function runExtractors(template: Template, text: string, links: readonly string[] = [], aiAnswers?: AiAnswers): ExtractorResults {
  return runExtractorsOn(template, readMessage(text, links), aiAnswers);
}

/** runExtractors on a message already read, sharing its token reading with other callers. */
export function runExtractorsOn(template: Template, alert: AlertMessage, aiAnswers?: AiAnswers): ExtractorResults {
  const findings: Findings = { fields: {}, targets: {}, accumulated: null, toAccumulate: [], skipped: [] };
  let displayTemplate: string | null = null;
  for (const { extractor, plan } of plansOf(template.extractors)) {
    if (extractor.name === OUTPUT_TEMPLATE) {
      displayTemplate = displayTemplateOf(extractor);
      continue;
    }
    const outcome = runOne(plan, extractor, alert, aiAnswers);
    if (outcome instanceof Skipped) findings.skipped.push({ name: extractor.name, reason: outcome.reason });
    else if (outcome !== null) record(findings, extractor, outcome);
  }
  return resultsOf(findings, displayTemplate);
}

function resultsOf(findings: Findings, displayTemplate: string | null): ExtractorResults {
  const { fields, targets } = findings;
  const rendered = displayTemplate === null ? null : renderDisplayTemplate(displayTemplate, fields);
  if (rendered !== null) targets.description = rendered;
  if (findings.accumulated !== null) targets.accumulated_data = findings.accumulated;
  const description = meaningfulDescription(targets.description);
  return { fields, targets, toAccumulate: findings.toAccumulate, description, skipped: findings.skipped };
}
