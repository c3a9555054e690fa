import { z } from 'zod';

/** Which stored messages to extract again with today's templates. Everything when empty. */
export const reprocessSelectionSchema = z.object({
  /** Message dates from (inclusive) and to (exclusive), ISO-8601. */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  chatId: z.string().min(1).optional(),
  /** Only messages stored with this type (e.g. 'unknown', to apply a new template to them). */
  messageType: z.string().min(1).optional(),
  /** Only rewrite messages whose type the current templates would change. */
  onlyReclassified: z.boolean().default(false),
});
export type ReprocessSelection = z.infer<typeof reprocessSelectionSchema>;

export const reprocessProgressSchema = z.object({
  total: z.number().int(),
  processed: z.number().int(),
  rewritten: z.number().int(),
  tokensRebuilt: z.number().int(),
});
export type ReprocessProgress = z.infer<typeof reprocessProgressSchema>;
