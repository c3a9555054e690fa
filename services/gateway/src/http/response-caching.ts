import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import { REQUEST_ID_HEADER } from '@solana-hub/runtime';

/**
 * Every answer gets an ETag and a request whose If-None-Match still matches is answered 304 without a
 * body; what is sent is compressed. The busiest lists come ready-made from the response cache
 * (their ETag and compressed bodies made once per data version); the plugins cover the rest.
 * Registered before the routes, so both apply to all of them.
 */
export async function cacheAndCompressResponses(app: NestFastifyApplication): Promise<void> {
  // Weak: the same JSON is sent gzip-, brotli- or un-encoded, byte-different but equivalent.
  // Registered first, so it hashes the JSON before compression turns it into a stream.
  await app.register(fastifyEtag, { weak: true });
  // Request bodies are small JSON; decompressing them would only let a zip bomb past bodyLimit.
  await app.register(fastifyCompress, { globalDecompression: false });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 304) {
      keepOnlyTheVersion(reply);
      // No payload at all, not an empty one: Fastify would announce it as content-length: 0.
      return null;
    }
    // Answers depend on the session and change any second: a browser may keep them but must
    // ask again each time (and then gets the 304 above). Whatever the path: an answer that says
    // nothing of its own (the built UI's files do) is never for a shared cache.
    if ((request.method === 'GET' || request.method === 'HEAD') && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', 'private, no-cache');
    }
    return payload;
  });
}

/** What a 304 keeps: its version, and the request id a tracing caller sent (request-context.ts). */
const KEPT_BY_304 = new Set(['etag', REQUEST_ID_HEADER]);

/**
 * A 304 only confirms the version the client holds; the client keeps every other header of
 * the answer it stored (RFC 9111 4.3.4). So each carries its ETag and Date and nothing else
 * (but a traced request's id): no security headers (they protect a body, and there is none), no
 * Connection/Keep-Alive (HTTP/1.1 keeps the connection open without them).
 */
function keepOnlyTheVersion(reply: FastifyReply): void {
  for (const header of Object.keys(reply.getHeaders())) if (!KEPT_BY_304.has(header)) reply.removeHeader(header);
  reply.raw.removeHeader('connection');
}
