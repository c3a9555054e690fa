import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Config } from '@solana-hub/config';
import { SessionStore } from '../auth/session-store.js';
import { sessionIdFromCookieHeader } from '../auth/session-cookie.js';
import { AnswerCache } from './answer-cache.js';
import { cachedListKeyOf } from './cached-lists.js';
import { clientHolds } from './send-cached-answer.js';

/**
 * Most requests a live dashboard makes are polls of a list it already holds. Such a poll is
 * answered 304 here, first thing, when the caller's session is alive and the answer cache holds
 * the current version under the ETag it sent: no routing through Nest, no guards, no security
 * or compression hooks (a 304 has no body for them to act on), nothing but ETag and Date on the
 * wire. Anything else — no session, a bad query, a version not built yet, a changed list — goes
 * on to the controller, which answers exactly as before.
 */
export function answerUnchangedPollsEarly(app: NestFastifyApplication, config: Config): void {
  const answers = app.get(AnswerCache);
  const sessions = app.get(SessionStore);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', async (request, reply) => {
      const ifNoneMatch = request.headers['if-none-match'];
      if (request.method !== 'GET' || !ifNoneMatch) return;
      const key = cachedListKeyOf(request.url.split('?', 1)[0] ?? '', request.query);
      if (key === null) return;
      const sessionId = sessionIdFromCookieHeader(request.headers.cookie, config.sessionSecret);
      if (!sessionId) return;
      // A failure here (Redis or PostgreSQL away) is the controller's to answer and log.
      const answer = await held(sessions, answers, sessionId, key).catch(() => null);
      if (!answer || !clientHolds(ifNoneMatch, answer.etag)) return;
      reply.hijack();
      // As the controllers' 304s: no Connection/Keep-Alive either (HTTP/1.1 keeps the connection).
      reply.raw.removeHeader('connection');
      reply.raw.writeHead(304, { etag: answer.etag });
      reply.raw.end();
    });
}

async function held(sessions: SessionStore, answers: AnswerCache, sessionId: string, key: string) {
  return (await sessions.touch(sessionId)) ? answers.held(key) : null;
}
