import { z } from 'zod';
import { HttpError } from './http-error';

/**
 * A GET with the session cookie whose non-ok answer raises the screen's own error text
 * (e.g. 'Failed to fetch messages: Bad Request'), built from the status text. The
 * error stays an HttpError with the status, so a 401 still ends the session everywhere.
 */
export async function requestWithFailureText<T>(
  schema: z.ZodType<T>,
  url: string,
  failureText: (statusText: string) => string,
  init: RequestInit = {},
): Promise<T> {
  const response = await fetch(url, { credentials: 'include', ...init });
  if (!response.ok) throw new HttpError(response.status, failureText(response.statusText));
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`Unexpected answer from ${url}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
