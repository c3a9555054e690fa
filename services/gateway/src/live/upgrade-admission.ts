import type { IncomingMessage } from 'node:http';
import { TLSSocket } from 'node:tls';
import { requestOrigin, type Scheme } from '../http/request-origin.js';
import { sessionIdFromCookieHeader } from '../auth/session-cookie.js';
import type { SessionStore } from '../auth/session-store.js';

const LIVE_FEED_PATH = '/ws';

export type Admission = { admitted: true; sessionId: string } | { admitted: false; status: 400 | 401 | 403 | 404 };

/**
 * Whether an upgrade request may open the live feed: to exactly /ws (closed by default: no
 * other spelling reaches it), in HTTP/1.1 (RFC 6455 4.1; ws itself would take 1.0), not from a
 * page of another site (that page would open our feed with the trader's cookie: cross-site
 * WebSocket hijacking), and with a live session. A client that sends no Origin is no browser
 * page and has no ambient cookie to abuse: its session decides. Throws when the session cannot
 * be checked (Redis).
 */
/**
 * The scheme of the upgrade as this server received it. Behind a TLS proxy that is http while
 * the page was https: browsers send Sec-Fetch-Site on such upgrades, which decides before the
 * scheme is looked at; only an old browser without it is refused there.
 */
function schemeOf(request: IncomingMessage): Scheme {
  return request.socket instanceof TLSSocket ? 'https' : 'http';
}

export async function admitUpgrade(request: IncomingMessage, sessions: SessionStore, sessionSecret: string): Promise<Admission> {
  const path = (request.url ?? '').split('?', 1)[0];
  if (path !== LIVE_FEED_PATH) return { admitted: false, status: 404 };
  if (request.httpVersion !== '1.1') return { admitted: false, status: 400 };
  if (requestOrigin(request.headers, schemeOf(request)) === 'cross') return { admitted: false, status: 403 };
  const sessionId = sessionIdFromCookieHeader(request.headers.cookie, sessionSecret);
  if (sessionId === null || !(await sessions.touch(sessionId))) return { admitted: false, status: 401 };
  return { admitted: true, sessionId };
}
