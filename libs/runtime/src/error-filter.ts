import { Catch, HttpException, HttpStatus, NotFoundException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyError as RouterError, FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import { isDatabaseUnavailable } from '@solana-hub/db';
import { isRedisUnavailable } from '@solana-hub/queue';

interface FastifyError {
  statusCode?: number;
  code?: string;
  message: string;
}

/**
 * Every error leaves as `{ error: "..." }`, the one error body every API shares. Expected client errors keep their
 * message; anything unexpected is logged with its detail and answered with a generic 500. A
 * server-side failure the code answers on purpose (an HttpException of 5xx: 'AI is not
 * configured', an analyzer that did not answer) is logged as a warning with its text: the code
 * that threw it logged the cause, and a stack per request would only bury real errors.
 */
@Catch()
export class JsonErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { status, message } = this.describe(exception);
    if (status >= 500 && exception instanceof HttpException)
      this.logger.warn({ status, error: message }, 'request answered with a failure');
    else if (status === Number(HttpStatus.SERVICE_UNAVAILABLE))
      this.logger.warn({ status, problem: (exception as Error).message }, 'request answered with a failure');
    else if (status >= 500) this.logger.error({ err: exception }, 'request failed');
    // An error is JSON whatever the route meant to answer: a route that declared another type
    // (the Channels CSV, a download) would otherwise send the object unserialized and fail again.
    reply.removeHeader('content-disposition');
    void reply.status(status).type('application/json; charset=utf-8').send({ error: message });
  }

  private describe(exception: unknown): { status: number; message: string } {
    // Nest words a request no route takes 'Cannot GET /the/path/as/sent': echoing a path back,
    // however long and whatever it holds, tells the caller nothing it does not know.
    if (exception instanceof NotFoundException && UNROUTED.test(exception.message))
      return { status: HttpStatus.NOT_FOUND, message: 'Not found' };
    if (exception instanceof HttpException) {
      const body = exception.getResponse();
      const message = typeof body === 'string' ? body : ((body as { message?: unknown }).message ?? exception.message);
      return {
        status: exception.getStatus(),
        message: Array.isArray(message) ? message.join('; ') : typeof message === 'string' ? message : JSON.stringify(message),
      };
    }
    const fastifyError = exception as FastifyError;
    if (typeof fastifyError?.statusCode === 'number' && fastifyError.statusCode < 500) {
      // Fastify's own refusals: body too large (413), malformed JSON (400), wrong content type (415).
      return { status: fastifyError.statusCode, message: fastifyError.message };
    }
    // A database or Redis restart or failover: the client may try again in a moment; the cause is logged as a warning.
    if (isDatabaseUnavailable(exception))
      return { status: HttpStatus.SERVICE_UNAVAILABLE, message: 'The database is unavailable; try again in a moment' };
    if (isRedisUnavailable(exception))
      return { status: HttpStatus.SERVICE_UNAVAILABLE, message: 'The service is unavailable right now; try again in a moment' };
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error' };
  }
}

/** Nest's message for a request no route takes. */
const UNROUTED = /^Cannot [A-Z]+ /;

/** What the router refuses before any route runs, by status. */
const ROUTER_REFUSALS: Record<number, string> = {
  400: 'The URL is not valid (malformed percent-encoding)',
  414: 'A path segment is too long',
};

/**
 * The router's own refusals (a malformed percent-encoding: 400, a path parameter over the
 * router's length limit: 414), which Fastify answers before any route, hook or filter runs: as
 * every other error, `{error}`, and without echoing the (possibly huge) URL back.
 */
export function answerRouterRefusal(error: RouterError, _request: unknown, reply: FastifyReply): void {
  const status = error.statusCode ?? HttpStatus.INTERNAL_SERVER_ERROR;
  void reply.status(status).send({ error: ROUTER_REFUSALS[status] ?? 'Internal server error' });
}
