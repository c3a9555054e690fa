import { afterAll, describe, expect, it } from '@jest/globals';
import { createTestRedis } from '@solana-hub/testing';
import { RuntimeModule } from './runtime-module.js';
import { startService, type RunningService } from './start-service.js';

// /metrics is for the operator's Prometheus: on a port of its own, never on the service's port,
// which proxies, the ingress and the LAN reach.
const redis = createTestRedis();
afterAll(() => redis.clear());

async function startWith(env: Record<string, string>): Promise<RunningService> {
  return startService(
    { name: 'ingest', module: (config, logger) => RuntimeModule.forRoot(config, logger), port: () => 0 },
    { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', REDIS_URL: redis.url, REDIS_PREFIX: redis.prefix, LOG_LEVEL: 'silent', ...env },
  );
}

const get = (port: number | null, path: string) => fetch(`http://127.0.0.1:${port}${path}`);

describe('/metrics', () => {
  it('is served on the metrics port only: the service port answers 404, the metrics port nothing else', async () => {
    const service = await startWith({ METRICS_PORT: '0' });
    try {
      expect(service.metricsPort).not.toBe(service.port);
      const metrics = await get(service.metricsPort, '/metrics');
      expect(metrics.status).toBe(200);
      expect(metrics.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(await metrics.text()).toContain('process_cpu_seconds_total');
      expect((await get(service.port, '/metrics')).status).toBe(404);
      for (const path of ['/health', '/', '/metrics/x']) expect([path, (await get(service.metricsPort, path)).status]).toEqual([path, 404]);
    } finally {
      await service.app.close();
    }
  });

  it('is served nowhere without METRICS_PORT', async () => {
    const service = await startWith({});
    try {
      expect(service.metricsPort).toBeNull();
      expect((await get(service.port, '/metrics')).status).toBe(404);
    } finally {
      await service.app.close();
    }
  });

  it('stops with the service: its port is closed once the service has shut down', async () => {
    const service = await startWith({ METRICS_PORT: '0' });
    expect((await get(service.metricsPort, '/metrics')).status).toBe(200);
    await service.app.close();
    await expect(get(service.metricsPort, '/metrics')).rejects.toThrow('fetch failed');
  });
});
