// The ingest service's route audit (routes are closed by default): every registered route not declared
// @Public() wants the bearer token on every spelling of its path; a new route joins by itself.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import {
  callEverySpelling,
  createTestDatabase,
  createTestRedis,
  otherThan,
  serviceTestEnv,
  sortRoutes,
  unrefused,
  type AuditCall,
  type RegisteredRoute,
  type RouteSorting,
  type TestDatabase,
} from '@solana-hub/testing';
import { connectRedis, QueueName } from '@solana-hub/queue';
import { declaredRoutes, startService, type RunningService } from '@solana-hub/runtime';
import { ingestService } from '../ingest-service.js';

const redis = createTestRedis();
const token = 'route-audit-ingest-token';
const connection = connectRedis(redis.url);
const queue = new Queue(QueueName.RawMessages, { connection, prefix: redis.prefix });
let database: TestDatabase;
let service: RunningService;
let base: string;
let routes: RouteSorting;

beforeAll(async () => {
  database = await createTestDatabase();
  service = await startService(ingestService, serviceTestEnv(database, redis, { INGEST_PORT: '0', INGEST_TOKEN: token, DEMO_FEED: 'off' }));
  base = `http://127.0.0.1:${service.port}`;
  routes = sortRoutes(service.routes, declaredRoutes(service.app));
});
afterAll(async () => {
  await service.app.close();
  await queue.close();
  connection.disconnect();
  await redis.clear();
  await database.drop();
});

/** A message that would be queued, were the call let through. */
const calls = (): AuditCall[] =>
  routes.protected.map((route) => ({ method: route.method, path: route.url, body: { chat: 'audit', message_id: 1, text: 'CA: probe' } }));

const queued = async () => Object.values(await queue.getJobCounts()).reduce((sum, count) => sum + count, 0);

describe('the ingest routes', () => {
  it('are every route registered, each declared by a controller; only health is open', () => {
    const keys = (list: readonly RegisteredRoute[]) => list.map((route) => `${route.method} ${route.url}`);
    expect(keys(routes.protected)).toEqual(['POST /messages']);
    expect(
      keys(routes.public)
        .filter((key) => !key.startsWith('HEAD'))
        .sort(),
    ).toEqual(['GET /health']);
    expect(routes.undeclared).toEqual([]);
    expect(routes.unregistered).toEqual([]);
  });

  it('want the bearer token on every spelling: 401 where the router takes it to the route, else a JSON 404', async () => {
    for (const authorization of [
      [],
      [['authorization', 'Bearer wrong']],
      [['authorization', `Basic ${token}`]],
      [['authorization', `Bearer ${token}x`]],
    ] as Array<Array<[string, string]>>) {
      const answers = await callEverySpelling(base, calls(), authorization);
      expect(unrefused(answers)).toEqual([]);
      expect(answers.filter((answer) => answer.status === 401).length).toBeGreaterThan(3);
    }
    expect(await queued()).toBe(0);
  });

  it('with the token, a spelling the router does not take to the route queues nothing', async () => {
    const answers = await callEverySpelling(base, calls(), [['authorization', `Bearer ${token}`]], (spelling) => !spelling.routed);
    expect(otherThan(404, answers)).toEqual([]);
    expect(await queued()).toBe(0);
  });
});
