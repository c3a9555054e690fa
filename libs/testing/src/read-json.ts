import { z } from 'zod';

/** A response body parsed with the schema it promises: tests read typed data, never casts. */
export async function readJson<S extends z.ZodType>(response: Response, schema: S): Promise<z.infer<S>> {
  return schema.parse(await response.json());
}

export const errorBodySchema = z.object({ error: z.string() });
