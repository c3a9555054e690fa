import { z } from 'zod';
import { builtInTemplates, type MessageTemplate } from '../message-type.js';
import { POST_PROCESSOR_NAMES } from './post-processors.js';

/**
 * Templates as stored and edited. The schemas are lenient about what older
 * rows and the database hand back (null for a missing text, absent switches) and fill in the
 * defaults; what makes a template unusable (a bad regex, an unknown preset) is reported by
 * validateTemplate when it is saved, so that one broken extractor never hides the others.
 */

/** Where an extractor's value goes: one of the token's own columns, else accumulated_data (the default). */
export const TARGET_FIELDS = [
  'name',
  'symbol',
  'token_address',
  'market_cap',
  'initial_price',
  'volume_24h',
  'holder_count',
  'dev_holdings_percentage',
  'liquidity_usd',
  'description',
  'accumulated_data',
] as const;
export type TargetField = (typeof TARGET_FIELDS)[number];

/** How a field combines across a token's messages (see accumulators.ts). */
export const ACCUMULATOR_TYPES = ['none', 'sum', 'count', 'latest', 'max', 'min'] as const;
export type AccumulatorType = (typeof ACCUMULATOR_TYPES)[number];

export const EXTRACTOR_TYPES = ['ai', 'regex', 'custom'] as const;
export type ExtractorType = (typeof EXTRACTOR_TYPES)[number];

/** The custom extractor that fills a message's description from `{{field}}` placeholders. */
export const OUTPUT_TEMPLATE_EXTRACTOR = '_output_template';

/** The priority the wizard gives a new template: above every built-in, so a user's own wins. */
export const DEFAULT_TEMPLATE_PRIORITY = 100;

const optionalText = z.string().nullish();

export const templatePatternSchema = z.object({
  pattern: z.string().min(1, 'a pattern needs text'),
  /** 'contains': case-insensitive substring; 'regex': a case-insensitive regular expression */
  type: z.enum(['contains', 'regex']).default('contains'),
  enabled: z.boolean().default(true),
});

export const extractorSchema = z.object({
  /** the field the value is stored under, e.g. 'buy_amount' */
  name: z.string().min(1, 'an extractor needs a name'),
  type: z.enum(EXTRACTOR_TYPES),
  /** the regex of a regex extractor; its first group that took part in the match is the value */
  pattern: optionalText,
  /** post-processors run left to right on what the regex captured */
  post_processors: z.array(z.enum(POST_PROCESSOR_NAMES)).nullish(),
  /** the same chain written as one string ('trim,parseAmount'), as presets store it */
  post_processor: optionalText,
  ai_prompt: optionalText,
  ai_model: optionalText,
  target_field: z.enum(TARGET_FIELDS).default('accumulated_data'),
  accumulator_type: z.enum(ACCUMULATOR_TYPES).default('none'),
  /** the preset a custom extractor runs (its processor), or that a regex extractor came from */
  preset_id: optionalText,
  /** the display template of the `_output_template` extractor, with `{{field}}` placeholders */
  output_template: optionalText,
});

export const templateSchema = z.object({
  template_id: z.number().int().nullish(),
  /** the message type the template gives, e.g. 'pumpfun_volume' */
  name: z.string().min(1, 'a template needs a name'),
  display_name: z.string().min(1, 'a template needs a display name'),
  enabled: z.boolean().default(true),
  priority: z.number().int().default(DEFAULT_TEMPLATE_PRIORITY),
  sample_message: z
    .string()
    .nullish()
    .transform((text) => text ?? ''),
  created_at: z.union([z.string(), z.date()]).nullish(),
  patterns: z.array(templatePatternSchema).default([]),
  extractors: z.array(extractorSchema).default([]),
});

/** A template as the engine uses it, defaults filled in. */
export type Template = z.output<typeof templateSchema>;
/** A template as it may be written or stored, defaults not yet applied. */
export type TemplateInput = z.input<typeof templateSchema>;
export type Extractor = z.output<typeof extractorSchema>;
export type ExtractorInput = z.input<typeof extractorSchema>;

/** A stored or posted template with its defaults; throws zod's error when it is not one. */
export function parseTemplate(input: unknown): Template {
  return templateSchema.parse(input);
}

/**
 * A built-in message-type template (message-type.ts) as a full template. Built-ins only
 * classify; they start with no extractors, and the user adds presets to them like to any other.
 */
export function fromMessageTemplate(template: MessageTemplate): Template {
  return parseTemplate({
    name: template.name,
    display_name: template.display_name,
    enabled: template.enabled ?? true,
    priority: template.priority,
    patterns: template.patterns.map((pattern) => ({ ...pattern })),
  });
}

/** The built-in templates in the stored shape, as the database seeds them. */
export const builtInTemplateRecords: readonly Template[] = builtInTemplates.map(fromMessageTemplate);
