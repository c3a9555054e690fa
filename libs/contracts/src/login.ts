import { z } from 'zod';

export const loginRequestSchema = z.object({ password: z.string().max(1024) });
export const loginResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;
/** Whether the caller is logged in, and (for the UI's notice) whether the demo feed is playing. */
export const sessionResponseSchema = z.object({ authenticated: z.boolean(), demoFeed: z.boolean().default(false) });
