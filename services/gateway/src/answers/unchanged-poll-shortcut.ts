import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Config } from '@solana-hub/config';
import { httpLatency, Metrics, REQUEST_ID_HEADER, requestIdOf } from '@solana-hub/runtime';
import { SessionStore } from '../auth/session-store.js';
import { sessionIdFromCookieHeader } from '../auth/session-cookie.js';
import { AnswerCache } from './answer-cache.js';
import { cachedListKeyOf } from './cached-lists.js';
import { clientHolds } from './send-cached-answer.js';

/**
 * Most requests a live dashboard makes are polls of a list it already holds. Such a poll is
 * answered 304 at the HTTP server's door, before Fastify and Nest, when everything needed is at
 * hand in memory: a session this replica saw alive within the last second, a cached answer of
 * the data version still trusted, and that answer's ETag in If-None-Match. Nothing but ETag and
 * Date goes on the wire. Anything else — no session or one to check in Redis, a bad query, a
 * version to read or build, a changed list — goes on to Fastify and the controller, which
 * answer exactly as before (and then remember what the next poll needs). A poll answered here
 * counts in http_request_duration_seconds like any other, and gets its X-Request-Id back when it
 * sent one, as Fastify's answers do.
 */
export function answerUnchangedPollsAtTheDoor(app: NestFastifyApplication, config: Config): void {
  const answers = app.get(AnswerCache);
  const sessions = app.get(SessionStore);
  const latency = httpLatency(app.get(Metrics).registry);
  const server = app.getHttpServer();
  const handlers = server.listeners('request') as Array<(request: IncomingMessage, response: ServerResponse) => void>;
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const arrived = performance.now();
    const held = heldList(request);
    if (held === null) {
      for (const handler of handlers) handler(request, response);
      return;
    }
    // As the controllers' 304s: no Connection/Keep-Alive either (HTTP/1.1 keeps the connection).
    response.removeHeader('connection');
    const traced = request.headers[REQUEST_ID_HEADER] === undefined ? {} : { [REQUEST_ID_HEADER]: requestIdOf(request) };
    response.writeHead(304, { etag: held.etag, ...traced });
    response.end();
    latency.observe({ method: 'GET', route: held.path, status_code: '304' }, (performance.now() - arrived) / 1000);
  });

  /** The list's path (its route, spelled exactly so) and the ETag of the answer the client holds, when it holds the current one. */
  function heldList(request: IncomingMessage): { path: string; etag: string } | null {
    const ifNoneMatch = request.headers['if-none-match'];
    if (request.method !== 'GET' || !ifNoneMatch || !request.url) return null;
    // The path exactly as sent: another spelling of a list's path (encoded, dotted, doubled)
    // goes the long way, through the router and the session guard.
    const queryAt = request.url.indexOf('?');
    const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    const key = cachedListKeyOf(path, queryOf(new URLSearchParams(queryAt === -1 ? '' : request.url.slice(queryAt + 1))));
    if (key === null) return null;
    const sessionId = sessionIdFromCookieHeader(request.headers.cookie, config.sessionSecret);
    if (!sessionId || !sessions.isRecentlyAlive(sessionId)) return null;
    const etag = answers.tagNow(key);
    return etag !== null && clientHolds(ifNoneMatch, etag) ? { path, etag } : null;
  }
}

/** The query as Fastify parses it: a repeated name becomes a list (which the schemas refuse). */
function queryOf(params: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of params) {
    const seen = query[name];
    query[name] = seen === undefined ? value : [...[seen].flat(), value];
  }
  return query;
}
