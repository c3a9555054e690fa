import { afterAll, describe, expect, it } from '@jest/globals';
import { RuntimeModule } from './runtime-module.js';
import { startService, type RunningService } from './start-service.js';

// A service whose database and Redis are away: PostgreSQL refuses the connection, Redis is a
// port nobody answers on (its commands wait for a reconnect that does not come).
const running: RunningService[] = [];
afterAll(async () => {
  for (const service of running) await service.app.close();
});

describe('/health with its servers away', () => {
  it('answers 503 naming what is down, without hosts, ports or users', async () => {
    // Nothing listens on port 1.
    const port = 1;
    const service = await startService(
      { name: 'extractor', module: (config, logger) => RuntimeModule.forRoot(config, logger), port: () => 0 },
      {
        DATABASE_URL: `postgres://hub_owner:hunter22@127.0.0.1:${port}/hub`,
        REDIS_URL: `redis://127.0.0.1:${port}`,
        REDIS_PREFIX: 'health_test',
        LOG_LEVEL: 'silent',
        METRICS_PORT: '0',
      },
    );
    running.push(service);
    const response = await fetch(`http://127.0.0.1:${service.port}/health`);
    const text = await response.text();
    expect(response.status).toBe(503);
    expect(JSON.parse(text)).toEqual({ error: 'unhealthy: database unreachable, redis unreachable' });
    for (const secret of ['127.0.0.1', `:${port}`, 'hub_owner', 'ECONNREFUSED']) expect(text).not.toContain(secret);
  });

  it('/metrics still answers, without the queue depths it cannot count', async () => {
    const service = running[0];
    if (!service) throw new Error('the service of the first test is not running');
    const response = await fetch(`http://127.0.0.1:${service.metricsPort}/metrics`);
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(text).toContain('process_cpu_seconds_total');
    expect(text.split('\n').filter((line) => /^queue_(jobs|paused){/.test(line))).toEqual([]);
  });
});
