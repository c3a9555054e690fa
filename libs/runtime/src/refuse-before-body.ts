import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { declaredRoutes } from './declared-routes.js';

/** Fastify reads no body for these. */
const BODILESS_METHODS = new Set(['GET', 'HEAD']);

/** Whether a request's caller is who the service's protected routes want; throws when it cannot tell now. */
export type CallerCheck = (request: FastifyRequest) => Promise<boolean> | boolean;

/**
 * Refuses a stranger's call to a protected route before its body is read or parsed: parsing a
 * megabyte of nested JSON costs a third of a second of CPU, which anyone could otherwise make the
 * server spend before hearing 401. The route's guard still decides as before, after the body;
 * this answers its refusal earlier, from the same declarations (@Public) and on the route Fastify
 * matched, so no spelling of a path escapes it. Routes registered outside Nest (the queue board)
 * are protected here too. A caller the check cannot judge now (Redis away) goes on to the guard,
 * which answers why.
 */
export function refuseStrangersBeforeTheBody(app: NestFastifyApplication, isKnownCaller: CallerCheck, refusal: string): void {
  const open = new Set(
    declaredRoutes(app)
      .filter((route) => route.public)
      .map((route) => `${route.method} ${route.path}`),
  );
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', async (request, reply) => {
      const route = request.routeOptions.url;
      if (BODILESS_METHODS.has(request.method) || route === undefined || open.has(`${request.method} ${route}`)) return;
      let known: boolean;
      try {
        known = await isKnownCaller(request);
      } catch {
        return;
      }
      // The connection closes with the answer: the rest of a stranger's body is never read.
      if (!known) await reply.status(401).header('connection', 'close').send({ error: refusal });
    });
}
