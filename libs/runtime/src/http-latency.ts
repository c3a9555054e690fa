import type { FastifyInstance } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

/** From a poll answered out of memory (a few ms) to an analysis waiting on three outside APIs. */
const LATENCY_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The label of a request no route took: every 404 probe shares one series. */
const UNMATCHED_ROUTE = '(unmatched)';

const LATENCY_METRIC = 'http_request_duration_seconds';

/**
 * `http_request_duration_seconds{method, route, status_code}`: every request Fastify answers,
 * its time from arrival to answer, labelled with the route pattern the router matched
 * (`/api/tokens/:address`), never the URL it was sent as: one series per route and status, not
 * one per token address or scanner's guess.
 */
export function measureHttpLatency(fastify: FastifyInstance, registry: Registry): void {
  const latency = new Histogram({
    name: LATENCY_METRIC,
    help: 'Time from a request to its answer, by matched route pattern',
    labelNames: ['method', 'route', 'status_code'],
    buckets: LATENCY_BUCKETS_SECONDS,
    registers: [registry],
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    latency.observe(
      { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
