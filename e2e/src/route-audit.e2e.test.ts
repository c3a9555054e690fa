import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { callEverySpelling, otherThan, rawRequest, unrefused, type AuditCall } from '@solana-hub/testing';
import { startE2eStack, type E2eStack } from './e2e-stack.js';

// The route audit of the built gateway with the built UI served (the in-process audit,
// services/gateway/src/http/route-audit.test.ts, cannot serve it under jest). The UI adds its
// files and a fallback that answers every other GET with the app's page: a path that names the
// API must never get that page, however it is spelled, and never its data without a session.
// The queue board (/admin/queues) is the same: its page, API and files need a session.

let stack: E2eStack;
let cookie: string;
let operations: Array<AuditCall & { open: boolean }>;

const openApiSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), z.object({ security: z.array(z.unknown()).optional() }))),
});
/** A real-looking value for each path parameter the API reference names. */
const PARAMETERS: Record<string, string> = {
  address: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
  id: '1',
  file: 'start.js',
  chatId: '-1001234567890',
  run: 'mi3k2x-4f09ab',
};

/**
 * The queue board's routes are Fastify's own, in no API reference: one of each kind (the
 * in-process audit, services/gateway/src/http/route-audit.test.ts, tries every one).
 */
const BOARD_CALLS: AuditCall[] = [
  { method: 'GET', path: '/admin/queues' },
  { method: 'GET', path: '/admin/queues/queue/raw-messages' },
  { method: 'GET', path: '/admin/queues/api/queues' },
  { method: 'GET', path: '/admin/queues/api/queues/raw-messages/metrics' },
  { method: 'GET', path: '/admin/queues/static/images/logo.svg' },
  { method: 'PUT', path: '/admin/queues/api/queues/raw-messages/retry/failed', body: {} },
  { method: 'PUT', path: '/admin/queues/api/queues/raw-messages/clean/completed', body: {} },
  { method: 'POST', path: '/admin/queues/api/queues/raw-messages/add', body: { name: 'probe', data: {} } },
];

beforeAll(async () => {
  stack = await startE2eStack({ demoFeed: false });
  cookie = await stack.login();
  // Every operation the API reference lists (checked against the registered routes and their
  // @Public() declarations by services/gateway/src/docs/api-docs.test.ts), parameters filled in.
  const document = openApiSchema.parse(await (await fetch(`${stack.gateway}/api/docs/openapi.json`, { headers: { cookie } })).json());
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path: path.replace(/\{(\w+)\}/g, (_match, name: string) => PARAMETERS[name] ?? `{${name}}`),
      open: operation.security?.length === 0,
    })),
  );
}, 60_000);

afterAll(async () => {
  await stack?.stop();
});

describe('the built gateway with its UI', () => {
  it('lists the API operations to audit', () => {
    expect(operations.map((call) => `${call.method} ${call.path}`)).toEqual(
      expect.arrayContaining(['GET /api/tokens', 'POST /api/templates', 'GET /api/templates/1']),
    );
    expect(operations.filter((call) => /[{}]/.test(call.path))).toEqual([]);
    expect(
      operations
        .filter((call) => call.open)
        .map((call) => call.path)
        .sort(),
    ).toEqual(['/api/login', '/api/session']);
  });

  it('answers every protected operation 401 without a session on every spelling, never the page nor data', async () => {
    const answers = await callEverySpelling(
      stack.gateway,
      operations.filter((call) => !call.open),
    );
    expect(unrefused(answers)).toEqual([]);
  });

  it('answers a logged-in GET a JSON 404, not the page, on every spelling the router does not take to the route', async () => {
    const reads = operations.filter((call) => call.method === 'GET' && !call.open);
    const answers = await callEverySpelling(stack.gateway, reads, [['cookie', cookie]], (spelling) => !spelling.routed);
    expect(otherThan(404, answers)).toEqual([]);
    for (const target of ['/api', '/api/', '/%61pi/whatever', '/ap%69/whatever', '/API/whatever', '/x/../api/whatever']) {
      const answer = await rawRequest(stack.gateway, 'GET', target, [['cookie', cookie]]);
      expect([target, answer.status, JSON.parse(answer.body)]).toEqual([target, 404, { error: expect.any(String) }]);
    }
  });

  it('answers the queue board 401 without a session on every spelling, never the app nor the board', async () => {
    const answers = await callEverySpelling(stack.gateway, BOARD_CALLS);
    expect(unrefused(answers)).toEqual([]);
  });

  it("refuses the queue board's changes from another origin, session or not", async () => {
    const changes = BOARD_CALLS.filter((call) => call.method !== 'GET');
    const answers = await callEverySpelling(stack.gateway, changes, [
      ['cookie', cookie],
      ['origin', 'https://evil.example'],
    ]);
    expect(otherThan(403, answers)).toEqual([]);
  });

  it('answers a logged-in GET of the board a JSON 404, not the app, on every spelling the router does not take to it', async () => {
    const reads = BOARD_CALLS.filter((call) => call.method === 'GET');
    const answers = await callEverySpelling(stack.gateway, reads, [['cookie', cookie]], (spelling) => !spelling.routed);
    // The board's page is one shell for all its screens, which read their data from its API: a
    // spelling that reaches it another way (`/queue//x` matches `/queue/:queueName/:jobId`, and
    // the board itself is served with the slash its links add) shows nothing more.
    const boardPage = (answer: { body: string }) => answer.body.includes('<title>Solana Hub queues</title>');
    expect(
      otherThan(
        404,
        answers.filter((answer) => !boardPage(answer)),
      ),
    ).toEqual([]);
    const board = await rawRequest(stack.gateway, 'GET', '/admin/queues', [['cookie', cookie]]);
    expect([board.status, board.body]).toEqual([200, expect.stringContaining('<title>Solana Hub queues</title>')]);
  });

  it('answers /metrics a JSON 404, not the page, on every spelling: it is served on the metrics port only', async () => {
    for (const target of ['/metrics', '/METRICS', '/%6detrics', '/metrics/', '/x/../metrics', '/metrics;x=1']) {
      const answer = await rawRequest(stack.gateway, 'GET', target, [['cookie', cookie]]);
      expect([target, answer.status, JSON.parse(answer.body)]).toEqual([target, 404, { error: expect.any(String) }]);
    }
  });

  it('still serves the app on its screens and its files', async () => {
    for (const target of ['/', `/history/${PARAMETERS.address}`, '/templates', '/apiary', '/x/%2e%2e/history']) {
      const page = await rawRequest(stack.gateway, 'GET', target);
      expect([target, page.status, page.headers['content-type']]).toEqual([target, 200, expect.stringMatching(/^text\/html/)]);
    }
    const favicon = await rawRequest(stack.gateway, 'GET', '/favicon.svg');
    expect([favicon.status, favicon.headers['content-type']]).toEqual([200, expect.stringMatching(/svg/)]);
  });

  it("keeps the UI's source maps, every source file of it, for a logged-in browser", async () => {
    const page = await rawRequest(stack.gateway, 'GET', '/');
    const script = /src="(\/assets\/index-[\w-]+\.js)"/.exec(page.body)?.[1] ?? '';
    expect((await rawRequest(stack.gateway, 'GET', script)).status).toBe(200);
    const map = `${script}.map`;
    const spellings = [map, map.replace('.map', '%2Emap'), map.replace('/assets/', '/assets/./'), map.replace('/assets/', '//assets/')];
    for (const target of spellings) {
      // Refused, or not the file at all (the app's page for a path no file has): never the map.
      const answer = await rawRequest(stack.gateway, 'GET', target);
      expect([target, answer.body.includes('"sources"')]).toEqual([target, false]);
    }
    expect((await rawRequest(stack.gateway, 'GET', map)).status).toBe(401);
    const mapWithSession = await rawRequest(stack.gateway, 'GET', map, [['cookie', cookie]]);
    expect([mapWithSession.status, mapWithSession.body]).toEqual([200, expect.stringContaining('"sources"')]);
  });
});
