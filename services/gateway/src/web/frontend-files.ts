import { existsSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import type { Config } from '@solana-hub/config';
import { refuseWithoutSession } from '../auth/refuse-without-session.js';
import { SessionStore } from '../auth/session-store.js';

/** frontend/dist of this checkout, seen from services/gateway/dist/web/. */
const CHECKOUT_FRONTEND_DIST = fileURLToPath(new URL('../../../../frontend/dist', import.meta.url));

/** A source map holds every source file of the UI: for a logged-in developer, not for anyone. */
const SOURCE_MAP = /\.map$/;

/**
 * Serves the built single-page app, so a browser can open /history/... directly. Its source
 * maps only with a session.
 */
export async function serveFrontend(app: NestFastifyApplication, config: Config, logger: Logger): Promise<void> {
  const root = config.frontendDist ?? CHECKOUT_FRONTEND_DIST;
  if (!existsSync(`${root}/index.html`)) {
    logger.warn({ root }, 'no built frontend found: the UI is not served (run the build)');
    return;
  }
  const fastify = app.getHttpAdapter().getInstance();
  // Loaded only when there is a UI to serve: @fastify/static require()s an ESM-only package,
  // which Node 20 runs but jest's module loader cannot, and the API tests serve no UI.
  const { default: fastifyStatic } = await import('@fastify/static');
  const sessions = app.get(SessionStore);
  await fastify.register(async (files) => {
    // Decided on the file route the router matched: no spelling of its path escapes it.
    files.addHook('onRequest', async (request, reply) => {
      if (SOURCE_MAP.test(request.routeOptions.url ?? '')) await refuseWithoutSession(request, reply, sessions, config.sessionSecret);
    });
    await files.register(fastifyStatic, { root, wildcard: false, index: 'index.html' });
    // Files win over this wildcard (find-my-way prefers static routes); every other GET is a
    // screen of the app, except what names the API, the queue board (/admin) or /metrics however
    // it is spelled, which stays a JSON 404: /metrics is served on the metrics port only, and a
    // scraper or a probe pointed here must not take the app's page for an answer.
    files.get<{ Params: { '*': string } }>('/*', (request, reply) => {
      if (namesTheServer(request.params['*'])) return reply.callNotFound();
      return reply.type('text/html').sendFile('index.html');
    });
  });
}

/**
 * Whether a path the router left to the app's screens still names the API, the queue board or /metrics:
 * the router has decoded it (`/%61pi/x`, `/api%2Fx`), but dot segments, doubled slashes,
 * backslashes, case and whatever follows `api` in its segment (`/api;x=1/`, `/api%00/`) are as
 * sent.
 */
function namesTheServer(decodedPath: string): boolean {
  return /^\/(api|admin|metrics)(?![a-z0-9_])/i.test(posix.normalize(`/${decodedPath.replaceAll('\\', '/')}`));
}
