import { z } from 'zod';
import type { ServiceName } from './config.js';

/** Each service's place after METRICS_PORT, the order of the HTTP ports' defaults (8080-8083). */
const METRICS_PORT_OFFSET: Record<ServiceName, number> = { gateway: 0, ingest: 1, extractor: 2, analyzer: 3 };

/**
 * METRICS_PORT: Prometheus' /metrics is served on ports of its own, never on the services' ports,
 * which proxies, the ingress and the LAN reach: it tells who logs in and fails, whether the
 * owner's dashboard is open, message volumes, queue depths and AI spend. The gateway's is
 * METRICS_PORT and the ingest, extractor and analyzer take the next three, so the four services
 * of `npm start` share one host with one setting. Unset: no metrics port. 0: each takes a free one.
 */
export const metricsPortSetting = z.coerce
  .number()
  .int()
  .min(0)
  .max(65_535 - Math.max(...Object.values(METRICS_PORT_OFFSET)))
  .optional();

/** The metrics port of every service, from METRICS_PORT. */
export function metricsPortsFrom(first: number): Readonly<Record<ServiceName, number>> {
  const portOf = (service: ServiceName) => (first === 0 ? 0 : first + METRICS_PORT_OFFSET[service]);
  return { gateway: portOf('gateway'), ingest: portOf('ingest'), extractor: portOf('extractor'), analyzer: portOf('analyzer') };
}
