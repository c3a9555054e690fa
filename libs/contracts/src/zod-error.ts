import type { z } from 'zod';

/** What a zod check found wrong, in a line naming the fields: 'model: Invalid option; schema: Required'. */
export function describeZodError(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => {
      const field = issue.path
        .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
        .join('')
        .replace(/^\./, '');
      return field ? `${field}: ${issue.message}` : issue.message;
    })
    .join('; ');
}
