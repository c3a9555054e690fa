import { z } from 'zod';
import { storableText } from './message-text.js';
import { MAX_MESSAGE_TEXT_LENGTH } from './raw-message.js';

/**
 * Templates over REST. The template body itself is the extraction engine's templateSchema
 * (libs/extraction), which also validates patterns and regexes; these are the parts around it.
 */

// Every template is tried on every alert message and its extractors run on each it matches:
// these keep one template, and all of them, to what the extractor can afford per message.
export const MAX_TEMPLATES = 200;
export const MAX_TEMPLATE_PATTERNS = 50;
export const MAX_TEMPLATE_EXTRACTORS = 30;
/** Template, display and extractor names, AI models, presets and post-processor chains. */
export const MAX_TEMPLATE_NAME_LENGTH = 100;
export const MAX_TEMPLATE_REGEX_LENGTH = 1_000;
export const MAX_AI_PROMPT_LENGTH = 4_000;
export const MAX_DISPLAY_TEMPLATE_LENGTH = 2_000;
export const MAX_POST_PROCESSORS = 20;
/** Priorities are stored as 32-bit integers; a million either way orders any set of templates. */
export const MAX_TEMPLATE_PRIORITY = 1_000_000;

const shortText = storableText(MAX_TEMPLATE_NAME_LENGTH);

/**
 * The sizes of a posted template, checked before its shape and regexes are (the extraction
 * engine's templateSchema and validateTemplate): each bounded text, also refused when it holds
 * what PostgreSQL cannot store. Only what is bounded is named; the rest passes through to that
 * check, which also says what is missing.
 */
export const templateLimitsSchema = z.looseObject({
  name: shortText.optional(),
  display_name: shortText.optional(),
  priority: z.number().min(-MAX_TEMPLATE_PRIORITY).max(MAX_TEMPLATE_PRIORITY).optional(),
  sample_message: storableText(MAX_MESSAGE_TEXT_LENGTH).nullish(),
  patterns: z
    .array(z.looseObject({ pattern: storableText(MAX_TEMPLATE_REGEX_LENGTH).optional() }))
    .max(MAX_TEMPLATE_PATTERNS, `at most ${MAX_TEMPLATE_PATTERNS} patterns`)
    .optional(),
  extractors: z
    .array(
      z.looseObject({
        name: shortText.optional(),
        pattern: storableText(MAX_TEMPLATE_REGEX_LENGTH).nullish(),
        post_processors: z.array(z.unknown()).max(MAX_POST_PROCESSORS, `at most ${MAX_POST_PROCESSORS} post-processors`).nullish(),
        post_processor: shortText.nullish(),
        ai_prompt: storableText(MAX_AI_PROMPT_LENGTH).nullish(),
        ai_model: shortText.nullish(),
        preset_id: shortText.nullish(),
        output_template: storableText(MAX_DISPLAY_TEMPLATE_LENGTH).nullish(),
      }),
    )
    .max(MAX_TEMPLATE_EXTRACTORS, `at most ${MAX_TEMPLATE_EXTRACTORS} extractors`)
    .optional(),
});

/** A template id in a path. */
export const templateIdSchema = z
  .string()
  .regex(/^\d{1,10}$/, 'a template id is a whole number')
  .transform(Number)
  .pipe(z.number().int().min(1, 'a template id is at least 1').max(2_147_483_647, 'no template has so large an id'));

/** PUT /api/templates/:id from the enable switch: nothing but the switch. */
export const templateSwitchSchema = z.object({ enabled: z.boolean() }).strict();

/** A stored template as GET /api/templates answers it. */
export const storedTemplateSchema = z.object({
  template_id: z.number().int(),
  name: z.string(),
  display_name: z.string(),
  enabled: z.boolean(),
  priority: z.number().int(),
  sample_message: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  patterns: z.array(z.record(z.string(), z.unknown())),
  extractors: z.array(z.record(z.string(), z.unknown())),
});
export type StoredTemplate = z.infer<typeof storedTemplateSchema>;
