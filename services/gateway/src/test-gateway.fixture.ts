import { serviceTestEnv, type TestDatabase, type TestRedis } from '@solana-hub/testing';
import { startService, type RunningService } from '@solana-hub/runtime';
import { gatewayService } from './gateway-service.js';

export interface TestGateway {
  service: RunningService;
  base: string;
  /** The session cookie of a login with `password`. */
  cookie: string;
}

/** The real gateway on a free port over this test file's database and Redis, logged in once. */
export async function startTestGateway(database: TestDatabase, redis: TestRedis, password: string): Promise<TestGateway> {
  const service = await startService(
    gatewayService,
    serviceTestEnv(database, redis, { PORT: '0', APP_PASSWORD: password, SESSION_SECRET: 's'.repeat(40), FRONTEND_DIST: '/nonexistent' }),
  );
  const base = `http://127.0.0.1:${service.port}`;
  const response = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password }) });
  return { service, base, cookie: (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '' };
}
