import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Injectable, Module } from '@nestjs/common';
import type { Config } from '@solana-hub/config';
import type { Logger } from 'pino';
import { createTestDatabase, createTestRedis, serviceTestEnv, type TestDatabase } from '@solana-hub/testing';
import { HealthChecks, type HealthCheck } from './health.js';
import { RuntimeModule } from './runtime-module.js';
import { startService, type RunningService } from './start-service.js';

/** A part of a service with a check of its own, as a Telegram source has; the test sets its answer. */
@Injectable()
class SourceWithACheck {
  static answer: HealthCheck = () => 'ok';
  constructor(checks: HealthChecks) {
    checks.add('telegram-bot', () => SourceWithACheck.answer());
  }
}

@Module({})
class ServiceWithACheck {
  static create(config: Config, logger: Logger) {
    return { module: ServiceWithACheck, imports: [RuntimeModule.forRoot(config, logger)], providers: [SourceWithACheck] };
  }
}

const redis = createTestRedis();
let database: TestDatabase;
let service: RunningService;

beforeAll(async () => {
  database = await createTestDatabase();
  service = await startService(
    { name: 'ingest', module: (config, logger) => ServiceWithACheck.create(config, logger), port: () => 0 },
    serviceTestEnv(database, redis),
  );
});
afterAll(async () => {
  await service.app.close();
  await database.drop();
});

const health = async () => {
  const response = await fetch(`http://127.0.0.1:${service.port}/health`);
  return { status: response.status, body: await response.json() };
};

describe("a service's own health checks", () => {
  it('are answered beside the database and Redis', async () => {
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', checks: { database: 'ok', redis: 'ok', 'telegram-bot': 'ok' } } });
  });

  it('make /health 503 with their own reason when they are not ok', async () => {
    SourceWithACheck.answer = () => 'token refused';
    expect(await health()).toEqual({ status: 503, body: { error: 'unhealthy: telegram-bot token refused' } });
  });

  it('are unreachable when they throw or do not answer in time', async () => {
    SourceWithACheck.answer = () => {
      throw new Error('no connection to 10.0.0.7');
    };
    expect(await health()).toEqual({ status: 503, body: { error: 'unhealthy: telegram-bot unreachable' } });
    SourceWithACheck.answer = () => new Promise<string>(() => undefined);
    expect(await health()).toEqual({ status: 503, body: { error: 'unhealthy: telegram-bot unreachable' } });
  });
});
