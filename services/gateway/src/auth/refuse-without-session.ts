import { HttpException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasLiveSession } from './live-session.js';
import { NOT_LOGGED_IN } from './session.guard.js';
import type { SessionStore } from './session-store.js';

/**
 * For routes outside Nest (the queue board, the UI's source maps), which the session guard does
 * not see: answers 401 (or 503 while sessions cannot be checked) as the guard does, in the
 * API's `{error}` form, unless the request has a live session.
 */
export async function refuseWithoutSession(
  request: FastifyRequest,
  reply: FastifyReply,
  sessions: SessionStore,
  secret: string,
): Promise<void> {
  try {
    if (await hasLiveSession(sessions, request.headers.cookie, secret)) return;
    await reply.status(401).send({ error: NOT_LOGGED_IN });
  } catch (error) {
    if (!(error instanceof HttpException)) throw error;
    await reply.status(error.getStatus()).send({ error: error.message });
  }
}
