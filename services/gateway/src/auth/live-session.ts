import type { SessionStore } from './session-store.js';
import { sessionIdFromCookieHeader } from './session-cookie.js';

/**
 * Whether a request's Cookie header names a live session (signed, and alive in Redis: using it
 * restarts its idle clock). Throws a 503 when Redis cannot say in time.
 */
export async function hasLiveSession(sessions: SessionStore, cookieHeader: string | undefined, secret: string): Promise<boolean> {
  const id = sessionIdFromCookieHeader(cookieHeader, secret);
  return id !== null && (await sessions.touch(id));
}
