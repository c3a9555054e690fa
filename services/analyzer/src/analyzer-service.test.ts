import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, createTestRedis, serviceTestEnv, errorBodySchema, readJson, type TestDatabase } from '@solana-hub/testing';
import { startService, type RunningService } from '@solana-hub/runtime';
import { analyzerService } from './analyzer-service.js';

const redis = createTestRedis();
let database: TestDatabase;
let service: RunningService;

beforeAll(async () => {
  database = await createTestDatabase();
  service = await startService(analyzerService, serviceTestEnv(database, redis, {
    ANALYZER_PORT: '0',
  }));
});
afterAll(async () => {
  await service.app.close();
  await database.drop();
});

describe('analyzer service', () => {
  it('starts and reports its database and Redis on /health', async () => {
    const response = await fetch(`http://127.0.0.1:${service.port}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok' } });
  });

  it('answers 503 {error} on /health when the database is gone', async () => {
    const broken = await startService(analyzerService, {
      ...serviceTestEnv(database, redis, { ANALYZER_PORT: '0' }),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nowhere',
    });
    const response = await fetch(`http://127.0.0.1:${broken.port}/health`);
    await broken.app.close();
    expect(response.status).toBe(503);
    expect((await readJson(response, errorBodySchema)).error).toMatch(/database/);
  });
});
