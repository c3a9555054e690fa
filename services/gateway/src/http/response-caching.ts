import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * A dashboard polls several lists every few seconds, and mostly nothing has changed. Every
 * answer gets an ETag (a hash of its body) and a request whose If-None-Match still matches is
 * answered 304 without a body; what is sent is compressed. Registered before the routes, so
 * both apply to all of them.
 */
export async function cacheAndCompressResponses(app: NestFastifyApplication): Promise<void> {
  // Weak: the same JSON is sent gzip-, brotli- or un-encoded, byte-different but equivalent.
  // Registered first, so it hashes the JSON before compression turns it into a stream.
  await app.register(fastifyEtag, { weak: true });
  // Request bodies are small JSON; decompressing them would only let a zip bomb past bodyLimit.
  await app.register(fastifyCompress, { globalDecompression: false });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onSend', async (request, reply, payload) => {
    // Answers depend on the session and change any second: a browser may keep them but must
    // ask again each time (and then gets the 304 above).
    if (request.method === 'GET' && request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', 'private, no-cache');
    }
    return payload;
  });
}
