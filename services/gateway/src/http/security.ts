import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Redis } from 'ioredis';
import type { Config } from '@solana-hub/config';
import { requestOrigin } from './request-origin.js';
import { SESSION_CHECK_TIMEOUT_MS } from '../auth/session-store.js';

/** Login attempts per client address and minute, counted in Redis across every replica. */
export const LOGIN_ATTEMPTS_PER_MINUTE = 10;

/** The methods that must not change anything; every other one is checked for its origin. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const PAGE_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** A year, as browsers keep it: the hub is only ever served over https once it has been. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers (a CSP that allows only this origin: its own live feed, its own images; HSTS
 * only on answers over https, where it means something), the login rate limit, and a
 * same-origin check, scheme included, on every state-changing call, whatever its path: a page on
 * another site cannot make a logged-in browser archive tokens or edit templates, nor log it in
 * (login CSRF). None of it looks at the URL, so no spelling of a path escapes it.
 */
export async function secureHttp(app: NestFastifyApplication, redis: Redis, config: Config): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // 'self' covers ws: and wss: to this host (CSP 3): the live feed, and no other socket.
        connectSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        upgradeInsecureRequests: config.production ? [] : null,
      },
    },
    // The app links out to explorers and charts; they need not know where from.
    referrerPolicy: { policy: 'same-origin' },
    // Sent below, over https only: over plain http a browser ignores it, and it only tells.
    strictTransportSecurity: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  // Page-level policies mean nothing on a JSON answer (nosniff keeps it from ever becoming a
  // page), and a dashboard polls ~80 times a minute: JSON answers keep only the headers that
  // protect a JSON body. Pages, scripts, images and text keep them all.
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
      for (const header of PAGE_ONLY_HEADERS) reply.removeHeader(header);
    }
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    return payload;
  });
  // A connection of its own whose commands give up: while Redis is away a login must be
  // answered (503), not wait for the reconnect, and never go unlimited (no skipOnError).
  const attempts = redis.duplicate({ commandTimeout: SESSION_CHECK_TIMEOUT_MS, connectionName: `${config.redisPrefix}:login-attempts` });
  fastify.addHook('onClose', async () => attempts.disconnect());
  await app.register(fastifyRateLimit, {
    global: false,
    redis: attempts,
    nameSpace: `${config.redisPrefix}:rate-limit:`,
    // Thrown as an error: the JSON error filter answers it as {error: message}.
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many login attempts; try again in ${Math.ceil(context.ttl / 1000)} s`,
    }),
  });
  fastify.addHook('onRequest', async (request, reply) => {
    // RFC 9112 3.2: more than one Host is a 400; the origin check must know which host was asked.
    if (request.raw.rawHeaders.filter((name, i) => i % 2 === 0 && name.toLowerCase() === 'host').length > 1) {
      await reply.status(400).send({ error: 'More than one Host header' });
    } else if (!SAFE_METHODS.has(request.method) && requestOrigin(request.headers, request.protocol) === 'cross') {
      await reply.status(403).send({ error: 'Cross-site request refused' });
    }
  });
}
