import fastifyCookie from '@fastify/cookie';
import { GatewayModule } from './gateway.module.js';
import { LiveFeed } from './live/live-feed.js';
import { serveFrontend } from './web/frontend-files.js';
import { cacheAndCompressResponses } from './http/response-caching.js';
import { secureHttp } from './http/security.js';
import { serveQueueBoard } from './queue-board/queue-board.js';
import { REDIS, refuseStrangersBeforeTheBody, type ServiceDefinition } from '@solana-hub/runtime';
import { hasLiveSession } from './auth/live-session.js';
import { NOT_LOGGED_IN } from './auth/session.guard.js';
import { SessionStore } from './auth/session-store.js';
import type { Redis } from 'ioredis';

/** The gateway: REST under /api, the live feed on /ws, the queue dashboard and the built UI, on one port. */
export const gatewayService: ServiceDefinition = {
  name: 'gateway',
  module: (config, logger) => GatewayModule.create(config, logger),
  port: (config) => config.ports.gateway,
  bodyLimitBytes: 256 * 1024,
  configure: async (app, config, logger) => {
    await app.register(fastifyCookie, { secret: config.sessionSecret });
    const sessions = app.get(SessionStore);
    refuseStrangersBeforeTheBody(app, (request) => hasLiveSession(sessions, request.headers.cookie, config.sessionSecret), NOT_LOGGED_IN);
    await secureHttp(app, app.get<Redis>(REDIS), config);
    await cacheAndCompressResponses(app);
    // After secureHttp: its origin check and headers are the whole server's, the board's too.
    await serveQueueBoard(app, config, logger);
    await serveFrontend(app, config, logger);
    await app.get(LiveFeed).start();
  },
};
