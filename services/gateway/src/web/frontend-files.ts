import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from '@solana-hub/config';

/** frontend/dist of this checkout, seen from services/gateway/dist/web/. */
const CHECKOUT_FRONTEND_DIST = fileURLToPath(new URL('../../../../frontend/dist', import.meta.url));

/**
 * Serves the built single-page app. Paths that are not files and not /api get index.html,
 * so a browser can open /history/... directly; unknown /api paths stay JSON 404s.
 */
export async function serveFrontend(app: NestFastifyApplication, config: Config, logger: Logger): Promise<void> {
  const root = config.frontendDist ?? CHECKOUT_FRONTEND_DIST;
  if (!existsSync(`${root}/index.html`)) {
    logger.warn({ root }, 'no built frontend found: the UI is not served (run the build)');
    return;
  }
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  // Loaded only when there is a UI to serve: @fastify/static require()s an ESM-only package,
  // which Node 20 runs but jest's module loader cannot, and the API tests serve no UI.
  const { default: fastifyStatic } = await import('@fastify/static');
  await fastify.register(fastifyStatic, { root, wildcard: false, index: 'index.html' });
  fastify.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/ws')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ error: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
}
