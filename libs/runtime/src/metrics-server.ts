import { fastify, type FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

/**
 * Prometheus' /metrics, alone on the service's metrics port (METRICS_PORT). What it tells (login
 * attempts by status, whether the owner's dashboard is open, every route hit, message volumes,
 * queue depths, AI spend) is for the operator's Prometheus, not for whoever reaches the
 * service's own port through a proxy, an ingress or the LAN: that port answers 404 for it.
 */
export function metricsServer(registry: Registry): FastifyInstance {
  const server = fastify();
  server.get('/metrics', async (_request, reply) => reply.type(registry.contentType).send(await registry.metrics()));
  return server;
}
