import { afterAll, beforeAll } from '@jest/globals';
import { createTestDatabase, createTestRedis, serviceTestEnv, type TestDatabase, type TestRedis } from '@solana-hub/testing';
import { startService, type RunningService } from '@solana-hub/runtime';
import { gatewayService } from './gateway-service.js';
import { GatewayModule } from './gateway.module.js';
import { defaultGatewaySettings, type GatewaySettings } from './gateway-settings.js';

/** The SESSION_SECRET of every test gateway, for tests that sign or read cookies themselves. */
export const TEST_SESSION_SECRET = 's'.repeat(40);

export interface TestGateway {
  service: RunningService;
  base: string;
  /** The session cookie of a login with `password`. */
  cookie: string;
}

/**
 * The real gateway on a free port over this test file's database and Redis, logged in once;
 * `settings` shortens its waits where a test needs it, `env` adds environment variables.
 */
export async function startTestGateway(
  database: TestDatabase,
  redis: TestRedis,
  password: string,
  settings: Partial<GatewaySettings> = {},
  env: Record<string, string> = {},
): Promise<TestGateway> {
  const service = await startService(
    { ...gatewayService, module: (config, logger) => GatewayModule.create(config, logger, { ...defaultGatewaySettings, ...settings }) },
    serviceTestEnv(database, redis, {
      PORT: '0',
      APP_PASSWORD: password,
      SESSION_SECRET: TEST_SESSION_SECRET,
      FRONTEND_DIST: '/nonexistent',
      ...env,
    }),
  );
  const base = `http://127.0.0.1:${service.port}`;
  return { service, base, cookie: await logIn(base, password) };
}

/** The session cookie of a new login with `password` at the gateway at `base`. */
export async function logIn(base: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** The gateway of one test file; its fields are set once the file's beforeAll has run. */
export class GatewayForTests implements TestGateway {
  readonly redis = createTestRedis();
  database!: TestDatabase;
  service!: RunningService;
  base!: string;
  cookie!: string;
}

/**
 * Starts the gateway (over a database and Redis prefix of its own) before the file's tests and
 * stops and cleans up after them. Read its fields inside tests.
 */
export function gatewayForTests(
  password: string,
  settings: Partial<GatewaySettings> = {},
  env: Record<string, string> = {},
): GatewayForTests {
  const gateway = new GatewayForTests();
  beforeAll(async () => {
    gateway.database = await createTestDatabase();
    Object.assign(gateway, await startTestGateway(gateway.database, gateway.redis, password, settings, env));
  });
  afterAll(async () => {
    await gateway.service.app.close();
    await gateway.redis.clear();
    await gateway.database.drop();
  });
  return gateway;
}
