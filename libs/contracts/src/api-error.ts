import { z } from 'zod';

/** The body of every refused REST call: what is wrong, in words a user can act on. */
export const apiErrorSchema = z.object({ error: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;
