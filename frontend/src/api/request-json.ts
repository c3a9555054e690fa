import { z } from 'zod';
import { HttpError } from './http-error';

/**
 * Sends a request with the session cookie and answers the parsed JSON body. A non-ok answer
 * raises an HttpError: status 500 and above with the status text, lower ones with the body text.
 */
export async function requestJson(url: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(url, { credentials: 'include', ...init });
  if (!response.ok) throw await httpErrorOf(response);
  return response.json();
}

/** requestJson, then checks the body against the contract's schema. */
export async function requestParsed<T>(schema: z.ZodType<T>, url: string, init: RequestInit = {}): Promise<T> {
  return parsedAnswer(schema, await requestJson(url, init), url);
}

/** The body of an answer from `url`, checked against the contract's schema. */
export function parsedAnswer<T>(schema: z.ZodType<T>, body: unknown, url: string): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new Error(`Unexpected answer from ${url}: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

export async function httpErrorOf(response: Response): Promise<HttpError> {
  if (response.status >= 500) {
    return new HttpError(response.status, `${response.status}: ${response.statusText}`);
  }
  const body = await response.text().catch(() => '');
  return new HttpError(response.status, `${response.status}: ${body || response.statusText}`);
}

export const jsonHeaders = { 'Content-Type': 'application/json' } as const;
