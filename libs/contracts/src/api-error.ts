import { z } from 'zod';

/** The body of a refused REST call (DESIGN section 2): what is wrong, in words a user can act on. */
export const apiErrorSchema = z.object({ error: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;
