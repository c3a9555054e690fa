import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, createTestRedis, serviceTestEnv, type TestDatabase } from '@solana-hub/testing';
import { startService, type RunningService } from '@solana-hub/runtime';
import { gatewayService } from '../gateway-service.js';
import { TEST_SESSION_SECRET } from '../test-gateway.fixture.js';

// Every refused password is one log line with the client's address, for fail2ban: written as the
// gateway writes it behind a proxy (TRUST_PROXY), and matched by the filter docs/security.md shows.
const password = 'failed login log password';
const redis = createTestRedis();
const lines: string[] = [];
let database: TestDatabase;
let service: RunningService;
let base: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const logged = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const env = { PORT: '0', APP_PASSWORD: password, SESSION_SECRET: TEST_SESSION_SECRET, FRONTEND_DIST: '/nonexistent' };
  service = await startService(gatewayService, serviceTestEnv(database, redis, { ...env, TRUST_PROXY: '1', LOG_LEVEL: 'info' }), logged);
  base = `http://127.0.0.1:${service.port}`;
});
afterAll(async () => {
  await service.app.close();
  await redis.clear();
  await database.drop();
});

/**
 * The failregex of the fail2ban filter in docs/security.md, as a JavaScript regex: fail2ban's
 * <ADDR> (an IPv4 or IPv6 address, never a host name) becomes the group `address`.
 */
function documentedFailregex(): RegExp {
  const doc = readFileSync(new URL('../../../../docs/security.md', import.meta.url), 'utf8');
  const failregex = /^failregex\s*=\s*(.+)$/m.exec(doc)?.[1];
  if (failregex === undefined) throw new Error('docs/security.md shows no failregex');
  return new RegExp(failregex.replace('<ADDR>', '(?<address>[0-9.]+|[0-9A-Fa-f:]*:[0-9A-Fa-f:.]*)'));
}

/** A login as it reaches the gateway from its proxy, which appended the address it saw to what the client sent. */
async function loginThroughProxy(attempt: string, forwardedFor: string): Promise<number> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ password: attempt }),
  });
  return response.status;
}

/** The addresses the documented filter would ban for, from the lines written so far. */
const bannedFor = () => lines.flatMap((line) => documentedFailregex().exec(line)?.groups?.address ?? []);

describe('the failed-login log', () => {
  it('writes one line per refused password, with the address the trusted proxy saw, which the documented filter reads', async () => {
    expect(await loginThroughProxy('guess', '198.51.100.7, 203.0.113.9')).toBe(401);
    expect(await loginThroughProxy('guess again', '2001:db8::1')).toBe(401);
    const refused = lines.filter((line) => line.includes('login refused'));
    expect(refused).toHaveLength(2);
    expect(JSON.parse(refused[0] ?? '')).toMatchObject({ level: 40, service: 'gateway', client: '203.0.113.9', msg: 'login refused' });
    expect(bannedFor()).toEqual(['203.0.113.9', '2001:db8::1']);
  });

  it('writes none for a login that succeeds', async () => {
    const before = lines.length;
    expect(await loginThroughProxy(password, '203.0.113.10')).toBe(200);
    expect(lines.slice(before).filter((line) => documentedFailregex().test(line))).toEqual([]);
  });
});
