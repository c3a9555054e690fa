import { loginResponseSchema, sessionResponseSchema } from '@solana-hub/contracts';
import { queryOptions } from '@tanstack/react-query';
import { HttpError, isUnauthorized } from './http-error';
import { jsonHeaders, requestParsed } from './request-json';

export const sessionQueryKey = ['/api/session'] as const;

export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => requestParsed(sessionResponseSchema, '/api/session', { signal }),
});

export type LoginResult = { success: true } | { success: false; message: string };

/** POST /api/login. A refused password answers 401 with {success:false, message}, not an error. */
export async function login(password: string): Promise<LoginResult> {
  const response = await fetch('/api/login', {
    method: 'POST',
    credentials: 'include',
    headers: jsonHeaders,
    body: JSON.stringify({ password }),
  });
  const body = loginResponseSchema.safeParse(await response.json().catch(() => null));
  if (body.success) {
    if (response.ok && body.data.success) return { success: true };
    if (!body.data.success) return { success: false, message: body.data.message || 'Invalid password' };
  }
  if (response.status === 401) return { success: false, message: 'Invalid password' };
  throw new HttpError(response.status, `${response.status}: ${response.statusText}`);
}

const logoutResponseSchema = loginResponseSchema.pick({ success: true });

/**
 * POST /api/logout; answers whether the session is over. A 401 means it already was; another
 * error status is a refused logout; only a network or parse failure throws.
 */
export async function logout(): Promise<boolean> {
  try {
    const body = await requestParsed(logoutResponseSchema, '/api/logout', { method: 'POST', headers: jsonHeaders });
    return body.success;
  } catch (error) {
    if (isUnauthorized(error)) return true;
    if (error instanceof HttpError) return false;
    throw error;
  }
}
