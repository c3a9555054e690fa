import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The header a request id comes in with (from a proxy, or a client tracing its call) and goes back in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an incoming id may look like to be kept: a UUID, a proxy's hex or base64url id. Anything
 * longer or with other characters (a newline forging a log line, a megabyte of text) is replaced.
 */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The request a line of log is written for, wherever in the request's work it is written. */
interface RequestContext {
  requestId: string;
}

const requestContext = new AsyncLocalStorage<RequestContext>();

/** The id of the request being worked on, if any: what every log line written for it carries. */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

/** Fastify's genReqId: the caller's X-Request-Id when it is short and safe, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const offered = request.headers[REQUEST_ID_HEADER];
  return typeof offered === 'string' && ACCEPTED_REQUEST_ID.test(offered) ? offered : randomUUID();
}

const requestScopes = new WeakMap<FastifyRequest, AsyncResource>();

/**
 * Runs each request's work inside its context, so the service's logger (createLogger's mixin)
 * adds the request id to every line without being handed it. The body is read from socket
 * events outside the onRequest hook's async context: the scope taken there is entered again
 * before validation, as @fastify/request-context does.
 *
 * The id is answered in X-Request-Id to a caller that sent one (a proxy tracing its calls: kept,
 * or the one that replaced it) and on every error, where someone may ask what happened; not on
 * the successful answers of the dashboard's polls, whose every byte is paid 80 times a minute.
 */
export function trackRequests(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode >= 400 || request.headers[REQUEST_ID_HEADER] !== undefined) void reply.header(REQUEST_ID_HEADER, request.id);
    done(null, payload);
  });
  fastify.addHook('onRequest', (request, _reply, done) => {
    requestContext.run({ requestId: request.id }, () => {
      requestScopes.set(request, new AsyncResource('solana-hub:request'));
      done();
    });
  });
  fastify.addHook('preValidation', (request, _reply, done) => {
    const scope = requestScopes.get(request);
    if (scope) scope.runInAsyncScope(done);
    else done();
  });
}
