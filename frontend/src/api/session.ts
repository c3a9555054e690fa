import { apiErrorSchema, loginResponseSchema, sessionResponseSchema } from '@solana-hub/contracts';
import { queryOptions } from '@tanstack/react-query';
import { HttpError, isUnauthorized } from './http-error';
import { jsonHeaders, requestParsed } from './request-json';

export const sessionQueryKey = ['/api/session'] as const;

export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => requestParsed(sessionResponseSchema, '/api/session', { signal }),
});

export type LoginResult = { success: true } | { success: false; message: string };

/**
 * POST /api/login. A refused password (401 {success:false, message}) or a refused attempt
 * (e.g. 429 {error}) is a failure with the server's message; only a server fault throws.
 */
export async function login(password: string): Promise<LoginResult> {
  const response = await fetch('/api/login', {
    method: 'POST',
    credentials: 'include',
    headers: jsonHeaders,
    body: JSON.stringify({ password }),
  });
  const body: unknown = await response.json().catch(() => null);
  const answer = loginResponseSchema.safeParse(body);
  if (response.ok && answer.success && answer.data.success) return { success: true };
  if (response.status >= 500) throw new HttpError(response.status, `${response.status}: ${response.statusText}`);
  return { success: false, message: refusalMessage(body) || 'Invalid password' };
}

function refusalMessage(body: unknown): string | undefined {
  const refusal = loginResponseSchema.safeParse(body);
  if (refusal.success) return refusal.data.message;
  return apiErrorSchema.safeParse(body).data?.error;
}

const logoutResponseSchema = loginResponseSchema.pick({ success: true });

/** POST /api/logout: ends this session. See endSessions. */
export const logout = () => endSessions('/api/logout');

/** POST /api/logout-everywhere: ends every session, this one included. See endSessions. */
export const logoutEverywhere = () => endSessions('/api/logout-everywhere');

/**
 * Answers whether this session is over. A 401 means it already was; another error status is a
 * refused logout; only a network or parse failure throws.
 */
async function endSessions(path: '/api/logout' | '/api/logout-everywhere'): Promise<boolean> {
  try {
    // An empty body with a JSON content type is refused (400) by the server's JSON parser.
    const body = await requestParsed(logoutResponseSchema, path, { method: 'POST', headers: jsonHeaders, body: '{}' });
    return body.success;
  } catch (error) {
    if (isUnauthorized(error)) return true;
    if (error instanceof HttpError) return false;
    throw error;
  }
}
