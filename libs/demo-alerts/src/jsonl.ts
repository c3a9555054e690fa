import { z } from 'zod';

/**
 * The objects of a JSONL text, one a line, each checked against the schema; a line that does not
 * parse fails loudly, naming its file and line, so a mislabelled corpus line is never measured.
 */
export function parseJsonl<T>(schema: z.ZodType<T>, jsonl: string, file: string): T[] {
  return jsonl.split('\n').flatMap((line, index) => {
    if (line.trim() === '') return [];
    const parsed = schema.safeParse(JSON.parse(line));
    if (!parsed.success) throw new Error(`${file}:${index + 1}: ${z.prettifyError(parsed.error)}`);
    return [parsed.data];
  });
}
