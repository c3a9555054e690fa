import { z } from 'zod';

/**
 * Templates over REST. The template body itself is the extraction engine's templateSchema
 * (libs/extraction), which also validates patterns and regexes; these are the parts around it.
 */

/** A template id in a path. */
export const templateIdSchema = z
  .string()
  .regex(/^\d{1,10}$/, 'a template id is a whole number')
  .transform(Number)
  .pipe(z.number().int().min(1, 'a template id is at least 1').max(2_147_483_647, 'no template has so large an id'));

/** PUT /api/templates/:id from the enable switch: nothing but the switch. */
export const templateSwitchSchema = z.object({ enabled: z.boolean() }).strict();

/** A stored template as GET /api/templates answers it (spec section 3). */
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
