import { fastifyCookie } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE } from './session-store.js';

/** The session id from a Cookie header, if its signature holds. */
export function sessionIdFromCookieHeader(header: string | undefined, secret: string): string | null {
  if (!header) return null;
  const signed = fastifyCookie.parse(header)[SESSION_COOKIE];
  if (!signed) return null;
  const result = fastifyCookie.unsign(signed, secret);
  return result.valid ? result.value : null;
}

/**
 * The browser keeps the cookie for the session's whole lifetime (`lifetimeSeconds`): it is set
 * once, at login, and the server decides when the session ends before that (unused for 7 days).
 */
export function setSessionCookie(reply: FastifyReply, id: string, secure: boolean, lifetimeSeconds: number): void {
  void reply.setCookie(SESSION_COOKIE, id, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: lifetimeSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
