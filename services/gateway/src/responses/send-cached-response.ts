import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ResponseEncoding, CachedResponse } from './cached-response.js';

/**
 * Sends a cached response: 304 when the client holds this version already (checked before any
 * body is touched), else the body in the best encoding the client accepts, made once for all.
 */
export async function sendCachedResponse(request: FastifyRequest, reply: FastifyReply, response: CachedResponse): Promise<void> {
  void reply.header('etag', response.etag);
  if (clientHolds(request.headers['if-none-match'], response.etag)) {
    await reply.status(304).send();
    return;
  }
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  void reply.headers(response.headers).header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (encoding === null) {
    await reply.send(response.json);
    return;
  }
  const body = await response.body(encoding);
  await reply.header('content-encoding', encoding).send(body);
}

/** Weak comparison (RFC 9110 13.1.2): W/"x" and "x" name the same version. */
export function clientHolds(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** Brotli, then gzip, among what the client accepts (a q=0 refuses an encoding). */
export function preferredEncoding(acceptEncoding: string | undefined): ResponseEncoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}
