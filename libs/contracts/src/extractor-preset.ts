import { z } from 'zod';

/**
 * A preset of the extractor library as GET /api/extractor-presets serves it:
 * data only; a custom preset's processor stays with the engine, which finds it by id.
 */
export const extractorPresetSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  field_name: z.string(),
  extractor_type: z.enum(['regex', 'custom']),
  extractor_pattern: z.string(),
  post_processor: z.string().nullable(),
  target_field: z.string(),
  accumulator_type: z.string(),
  display_format: z.string(),
  output_format: z.string(),
  example_input: z.string(),
  example_output: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  message_types: z.array(z.string()),
  tags: z.array(z.string()),
});
export type ExtractorPreset = z.infer<typeof extractorPresetSchema>;
