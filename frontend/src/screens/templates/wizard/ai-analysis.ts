import type { AiExtractResponse, AiExtractRequest } from '@solana-hub/contracts';
import {
  AI_INVESTOR_FIELDS,
  displayTemplateHint,
  mergeFields,
  patternTypeOf,
  proposeField,
  type ExtractedField,
  type WizardAnalysis,
} from '@solana-hub/extraction';
import { z } from 'zod';
import type { AnalysisModels } from './ai-models';

/**
 * The wizard's four AI calls and how their answers are layered on the
 * heuristic analysis. Every answer is optional: an empty one (the AI failed or is not set up)
 * leaves the heuristic's proposal as it was.
 */

export interface AiAnswers {
  messageType: AiExtractResponse;
  fields: AiExtractResponse;
  names: AiExtractResponse;
  displayTemplate: AiExtractResponse;
}

export type AiRequests = Record<keyof AiAnswers, AiExtractRequest>;

/** The part of the sample the display-template call reads: its first 300 characters. */
export const DISPLAY_TEMPLATE_SAMPLE_LENGTH = 300;

const text = { type: 'string' } as const;
const objectOf = (properties: Record<string, unknown>) => ({ type: 'object', properties });

export function aiRequests(sample: string, instructions: string, models: AnalysisModels): AiRequests {
  const ask = (prompt: string, schema: Record<string, unknown>, askedModel = models.chosen, message = sample): AiExtractRequest => ({
    message,
    prompt,
    model: askedModel,
    schema,
    useCache: true,
  });
  return {
    messageType: ask(
      'Identify the type of this trading alert message and the fixed text patterns that every alert of this type contains.',
      objectOf({ message_type: text, key_patterns: { type: 'array', items: text }, confidence: { type: 'number' } }),
    ),
    fields: ask(
      `${instructions.trim()}. Extract the values of these fields when the message has them; put any other useful field under other_fields.`,
      objectOf({ ...Object.fromEntries(AI_INVESTOR_FIELDS.map((name) => [name, {}])), other_fields: { type: 'object' } }),
    ),
    names: ask(
      'Suggest a generic template name in snake_case and a display name for alerts of this kind, not naming this particular token.',
      objectOf({ template_name: text, display_name: text }),
      models.fast,
    ),
    displayTemplate: ask(
      'Write a short display template for a token card: a few lines with {{field_name}} placeholders for the most useful fields of this alert.',
      objectOf({ output_template: text }),
      models.standard,
      sample.slice(0, DISPLAY_TEMPLATE_SAMPLE_LENGTH),
    ),
  };
}

/** Makes the four calls at once; `extract` is the AI client's, which never throws. */
export async function askAi(requests: AiRequests, extract: (request: AiExtractRequest) => Promise<AiExtractResponse>): Promise<AiAnswers> {
  const [messageType, fields, names, displayTemplate] = await Promise.all([
    extract(requests.messageType),
    extract(requests.fields),
    extract(requests.names),
    extract(requests.displayTemplate),
  ]);
  return { messageType, fields, names, displayTemplate };
}

const someText = z.string().trim().min(1).optional().catch(undefined);
const fieldValue = z.union([z.string(), z.number(), z.boolean()]);
const keyPatternsData = z.object({ key_patterns: z.array(z.unknown()).optional().catch(undefined) });
const namesData = z.object({ template_name: someText, display_name: someText });
const displayTemplateData = z.object({ output_template: someText });
const otherFieldsData = z.object({ other_fields: z.record(z.string(), z.unknown()).optional().catch(undefined) });

const TEMPLATE_NAME = /^[a-z][a-z0-9_]*$/;

/** The fields the AI found a value for, each with the target field and aggregation its name suggests. */
export function aiFields(data: Readonly<Record<string, unknown>>): ExtractedField[] {
  const { other_fields: others = {} } = otherFieldsData.parse(data);
  const named = Object.entries(data).filter(([name]) => name !== 'other_fields');
  return [...named, ...Object.entries(others)].flatMap(([name, value]) => {
    const parsed = fieldValue.safeParse(value);
    if (!parsed.success || parsed.data === '') return [];
    return [proposeField({ name, value: parsed.data, source: 'ai' })];
  });
}

function aiPatterns(analysis: WizardAnalysis, data: Readonly<Record<string, unknown>>): WizardAnalysis['patterns'] {
  const known = new Set(analysis.patterns.map((pattern) => pattern.pattern.toLowerCase()));
  const offered = (keyPatternsData.parse(data).key_patterns ?? []).flatMap((pattern) => someText.parse(pattern) ?? []);
  // Offered unticked: a template needs all its ticked patterns, and the heuristic's headline already identifies the alert.
  const fresh = [...new Set(offered)].filter((pattern) => !known.has(pattern.toLowerCase()));
  return [...analysis.patterns, ...fresh.map((pattern) => ({ pattern, type: patternTypeOf(pattern), enabled: false }))];
}

export interface AnalysedSample {
  analysis: WizardAnalysis;
  /** the Token Card Display Template to start from */
  displayTemplate: string;
}

/** The heuristic analysis with the AI's answers layered on: more fields and patterns, better names. */
export function withAiAnswers(analysis: WizardAnalysis, answers: AiAnswers): AnalysedSample {
  const names = namesData.parse(answers.names.data);
  const fields = mergeFields(analysis.fields, aiFields(answers.fields.data));
  const layered: WizardAnalysis = {
    ...analysis,
    template_name: names.template_name && TEMPLATE_NAME.test(names.template_name) ? names.template_name : analysis.template_name,
    display_name: names.display_name ?? analysis.display_name,
    fields,
    patterns: aiPatterns(analysis, answers.messageType.data),
  };
  const displayTemplate = displayTemplateData.parse(answers.displayTemplate.data).output_template ?? displayTemplateHint(fields);
  return { analysis: layered, displayTemplate };
}

/** The heuristic analysis alone, when AI analysis is switched off. */
export function withoutAi(analysis: WizardAnalysis): AnalysedSample {
  return { analysis, displayTemplate: displayTemplateHint(analysis.fields) };
}
