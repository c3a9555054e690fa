// The route audit (routes are closed by default): every route the gateway registers is enumerated, and
// each one not declared @Public() is tried without a session, from another origin and with a
// session on every spelling of its path a client could send. A new route joins by itself. The
// built UI's files and fallback cannot be served under jest (@fastify/static is ESM-only): the
// end-to-end route audit (e2e/src/route-audit.e2e.test.ts) tries those. The queue
// board's routes (page, API, files) are Fastify's own, declared by no controller: they are
// audited as protected, which their own session check must make them.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  callEverySpelling,
  createTestDatabase,
  createTestRedis,
  newAlert,
  otherThan,
  rawRequest,
  serviceTestEnv,
  sortRoutes,
  unrefused,
  type AuditCall,
  type RegisteredRoute,
  type RouteSorting,
  type TestDatabase,
} from '@solana-hub/testing';
import { saveTelegramChatList, storeAlerts } from '@solana-hub/db';
import { QueueName } from '@solana-hub/queue';
import { declaredRoutes, QUEUES, startService, type EveryQueue, type RunningService } from '@solana-hub/runtime';
import { gatewayService } from '../gateway-service.js';
import { QUEUE_BOARD_PATH } from '../queue-board/queue-board.js';

const password = 'route audit password';
const redis = createTestRedis();
const TOKEN = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const CHAT_ID = '-1001234567890';
/** A job waiting in a queue for an hour: what a board action that got through would move. */
const DELAYED_JOB = 'audit-delayed';
let database: TestDatabase;
let service: RunningService;
let base: string;
let cookie: string;
let routes: RouteSorting;
let templateId: number;
let boardRoutes: RegisteredRoute[];

beforeAll(async () => {
  database = await createTestDatabase();
  service = await startService(
    gatewayService,
    serviceTestEnv(database, redis, { PORT: '0', APP_PASSWORD: password, SESSION_SECRET: 'a'.repeat(40), FRONTEND_DIST: '/nonexistent' }),
  );
  base = `http://127.0.0.1:${service.port}`;
  const sorted = sortRoutes(service.routes, declaredRoutes(service.app));
  const onTheBoard = (route: RegisteredRoute) => route.url.startsWith(`${QUEUE_BOARD_PATH}/`) || route.url === QUEUE_BOARD_PATH;
  boardRoutes = sorted.undeclared.filter(onTheBoard);
  routes = {
    ...sorted,
    protected: [...sorted.protected, ...boardRoutes],
    undeclared: sorted.undeclared.filter((route) => !onTheBoard(route)),
  };
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  await storeAlerts(database.db, [
    newAlert({
      chatId: 'audit',
      messageId: '1',
      timestamp: new Date(),
      text: `CA: ${TOKEN}`,
      token: { address: TOKEN, chain: 'solana', name: 'Audit Dog', symbol: 'ADOG' },
      marketCap: 1000,
    }),
  ]);
  await saveTelegramChatList(database.db, [{ chatId: CHAT_ID, title: 'Audit Calls', kind: 'channel', username: 'auditcalls' }]);
  await queueOf(QueueName.Analysis).add('analysis', { tokenAddress: TOKEN }, { jobId: DELAYED_JOB, delay: 3_600_000 });
  templateId = (await database.db.selectFrom('templates').select('template_id').orderBy('template_id').executeTakeFirstOrThrow())
    .template_id;
});
afterAll(async () => {
  await service.app.close();
  await redis.clear();
  await database.drop();
});

/** A template the wizard could save: sent by every audited POST/PUT of a template. */
const PROBE_TEMPLATE = {
  name: 'audit_probe',
  display_name: 'Audit probe',
  patterns: [{ pattern: 'AUDIT PROBE', type: 'contains', enabled: true }],
  extractors: [],
  enabled: true,
  priority: 100,
};

/** What a call that got through would change: the body each state-changing route gets. */
function probeBody(method: string, url: string): unknown {
  if (url === '/api/login') return { password };
  if (url === '/api/templates/try') return { template: PROBE_TEMPLATE };
  if (url === '/api/replays') return { raw_message_ids: [1] };
  if (url.startsWith('/api/templates')) return method === 'PUT' ? { ...PROBE_TEMPLATE, enabled: false } : PROBE_TEMPLATE;
  if (url.startsWith('/api/sources/telegram-chats/')) return { watched: true, backfill_hours: 1 };
  return {};
}

/** One of the hub's queues, as the gateway opened it. */
function queueOf(name: QueueName) {
  const queue = service.app.get<EveryQueue>(QUEUES).queues.get(name);
  if (!queue) throw new Error(`the gateway has no queue ${name}`);
  return queue;
}

/** A real-looking value for each path parameter; a route with a new one makes the audit ask for it. */
function concrete(url: string): string {
  const values: Record<string, string> = {
    address: TOKEN,
    id: String(templateId),
    file: 'start.js',
    chatId: CHAT_ID,
    queueName: QueueName.Analysis,
    jobId: DELAYED_JOB,
    queueStatus: 'delayed',
    schedulerId: 'audit-scheduler',
    run: 'mi3k2x-4f09ab',
  };
  // The board's files: one that is there.
  return url.replace(/\/\*$/, '/images/logo.svg').replace(/:(\w+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`the route audit has no value for :${name} (in ${url}); add a real-looking one`);
    return value;
  });
}

const STATE_CHANGING = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);
const callsOf = (list: readonly RegisteredRoute[]): AuditCall[] =>
  list.map((route) => ({
    method: route.method,
    path: concrete(route.url),
    ...(STATE_CHANGING(route.method) ? { body: probeBody(route.method, route.url) } : {}),
  }));

/** Everything a call that got through would have changed, and the session it would have ended. */
async function stateOfTheHub(): Promise<unknown> {
  const templates = await database.db.selectFrom('templates').selectAll().orderBy('template_id').execute();
  const tokens = await database.db.selectFrom('tokens').select(['token_address', 'hidden']).orderBy('token_address').execute();
  const chats = await database.db
    .selectFrom('telegram_chats')
    .select(['chat_id', 'watched', 'backfill_hours'])
    .orderBy('chat_id')
    .execute();
  const session = await (await fetch(`${base}/api/session`, { headers: { cookie } })).json();
  const queues = await Promise.all(
    Object.values(QueueName).map(async (name) => [name, await queueOf(name).getJobCounts(), await queueOf(name).isPaused()]),
  );
  return { templates, tokens, chats, session, queues };
}

describe('the routes', () => {
  it('are every route registered, each declared by a controller', () => {
    const keys = (list: readonly RegisteredRoute[]) => list.map((route) => `${route.method} ${route.url}`);
    expect(keys(routes.protected)).toEqual(
      expect.arrayContaining([
        'GET /api/tokens',
        'HEAD /api/tokens',
        'GET /api/templates/:id',
        'POST /api/templates',
        'DELETE /api/templates/:id',
        'GET /api/docs',
        'POST /api/logout',
        'POST /api/logout-everywhere',
      ]),
    );
    // Open without a session, as declared with @Public(); a new one must be added here on purpose.
    expect([...new Set(keys(routes.public))].filter((key) => !key.startsWith('HEAD')).sort()).toEqual([
      'GET /api/session',
      'GET /health',
      'POST /api/login',
    ]);
    expect(routes.unregistered).toEqual([]);
    expect(routes.undeclared).toEqual([]);
  });

  it('include the queue board: its page, its API and its files', () => {
    const keys = boardRoutes.map((route) => `${route.method} ${route.url}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        `GET ${QUEUE_BOARD_PATH}`,
        `GET ${QUEUE_BOARD_PATH}/queue/:queueName`,
        `GET ${QUEUE_BOARD_PATH}/api/queues`,
        `PUT ${QUEUE_BOARD_PATH}/api/queues/:queueName/retry/:queueStatus`,
        `PUT ${QUEUE_BOARD_PATH}/api/queues/:queueName/clean/:queueStatus`,
        `PUT ${QUEUE_BOARD_PATH}/api/queues/:queueName/:jobId/retry`,
        `POST ${QUEUE_BOARD_PATH}/api/queues/:queueName/add`,
        `GET ${QUEUE_BOARD_PATH}/static/*`,
      ]),
    );
  });
});

describe('without a session', () => {
  it('every protected route answers 401, however its path is spelled; a spelling the router does not route is a JSON 404', async () => {
    const before = await stateOfTheHub();
    const answers = await callEverySpelling(base, callsOf(routes.protected));
    expect(unrefused(answers)).toEqual([]);
    // Not an empty audit: every protected route, and a good share of its spellings, reached the guard.
    expect(answers.filter((answer) => answer.status === 401).length).toBeGreaterThan(routes.protected.length * 4);
    expect(await stateOfTheHub()).toEqual(before);
  });

  it('a poll holding the current ETag is never answered 304 on any spelling', async () => {
    const lists = ['/api/tokens', '/api/latest-messages', '/api/all-messages-by-token', '/api/message-type-stats', '/api/templates'];
    for (const list of lists) {
      const etag = (await fetch(`${base}${list}`, { headers: { cookie } })).headers.get('etag') ?? '';
      expect(etag).not.toBe('');
      const answers = await callEverySpelling(base, [{ method: 'GET', path: list }], [['if-none-match', etag]]);
      expect(answers.filter((answer) => answer.status !== 401 && answer.status !== 404).map((answer) => answer.line)).toEqual([]);
    }
  });

  it('HEAD and OPTIONS reveal nothing either', async () => {
    for (const route of routes.protected.filter((route) => route.method === 'GET')) {
      const target = concrete(route.url).replace(/^\/api/, '/%61pi');
      expect([route.url, (await rawRequest(base, 'HEAD', target)).status]).toEqual([route.url, 401]);
      const options = await rawRequest(base, 'OPTIONS', target);
      expect([route.url, options.status, JSON.parse(options.body)]).toEqual([route.url, 404, { error: expect.any(String) }]);
    }
  });
});

describe('from another origin, with a valid session', () => {
  it('every state-changing call is refused 403 on every spelling, and nothing changes', async () => {
    const before = await stateOfTheHub();
    const changing = [...routes.protected, ...routes.public].filter((route) => STATE_CHANGING(route.method));
    expect(changing.map((route) => route.url)).toEqual(
      expect.arrayContaining([
        '/api/login',
        '/api/logout',
        '/api/logout-everywhere',
        '/api/templates',
        '/api/tokens/:address/archive',
        `${QUEUE_BOARD_PATH}/api/queues/:queueName/clean/:queueStatus`,
      ]),
    );
    const answers = await callEverySpelling(base, callsOf(changing), [
      ['cookie', cookie],
      ['origin', 'https://evil.example'],
    ]);
    expect(otherThan(403, answers)).toEqual([]);
    expect(await stateOfTheHub()).toEqual(before);
  });

  it('is refused whatever it says of itself: a Referer, a null origin, a forwarded host, another port', async () => {
    const before = await stateOfTheHub();
    const host = new URL(base).host;
    const disguises: Array<Array<[string, string]>> = [
      [['referer', 'https://evil.example/page']],
      [['origin', 'null']],
      [
        ['origin', 'https://evil.example'],
        ['x-forwarded-host', 'evil.example'],
      ],
      [
        ['origin', 'http://evil.example'],
        ['x-forwarded-host', 'evil.example'],
        ['x-forwarded-proto', 'http'],
        ['forwarded', 'host=evil.example'],
      ],
      [['origin', `http://127.0.0.1:${service.port + 1}`]],
      [['origin', `https://${host}.evil.example`]],
    ];
    for (const disguise of disguises) {
      const answer = await rawRequest(
        base,
        'POST',
        '/api/templates',
        [['cookie', cookie], ['content-type', 'application/json'], ...disguise],
        JSON.stringify(PROBE_TEMPLATE),
      );
      expect([disguise, answer.status]).toEqual([disguise, 403]);
    }
    expect(await stateOfTheHub()).toEqual(before);
  });

  it('the probes are real: from this origin they do change the hub', async () => {
    const created = await rawRequest(
      base,
      'POST',
      '/api/templates',
      [
        ['cookie', cookie],
        ['content-type', 'application/json'],
        ['origin', base],
      ],
      JSON.stringify(PROBE_TEMPLATE),
    );
    expect(created.status).toBe(201);
    const archived = await rawRequest(base, 'POST', `/api/tokens/${TOKEN}/archive`, [
      ['cookie', cookie],
      ['origin', base],
    ]);
    expect(archived.status).toBe(200);
    await rawRequest(base, 'POST', `/api/tokens/${TOKEN}/unarchive`, [
      ['cookie', cookie],
      ['origin', base],
    ]);
    const chatSwitch = (watched: boolean) =>
      rawRequest(
        base,
        'PUT',
        `/api/sources/telegram-chats/${CHAT_ID}`,
        [
          ['cookie', cookie],
          ['origin', base],
          ['content-type', 'application/json'],
        ],
        JSON.stringify({ watched }),
      );
    expect((await chatSwitch(true)).status).toBe(200);
    await chatSwitch(false);
    const promoted = await rawRequest(base, 'PUT', `${QUEUE_BOARD_PATH}/api/queues/${QueueName.Analysis}/${DELAYED_JOB}/promote`, [
      ['cookie', cookie],
      ['origin', base],
    ]);
    expect(promoted.status).toBe(204);
    expect(await queueOf(QueueName.Analysis).getJobState(DELAYED_JOB)).toBe('waiting');
  });
});

describe('with a session', () => {
  it('a spelling the router does not take to a protected route is a JSON 404, never its data', async () => {
    const reads = routes.protected.filter((route) => route.method === 'GET');
    const answers = await callEverySpelling(base, callsOf(reads), [['cookie', cookie]], (spelling) => !spelling.routed);
    // The board's page is one shell for all its screens, which read their data from its API: a
    // spelling that reaches the page another way (`/queue//x` matches `/queue/:queueName/:jobId`,
    // and the board itself is served with the slash its links add) shows nothing more.
    const boardPage = (answer: { target: string; body: string }) =>
      answer.target.startsWith(QUEUE_BOARD_PATH) && answer.body.startsWith('<!DOCTYPE html>');
    expect(
      otherThan(
        404,
        answers.filter((answer) => !boardPage(answer)),
      ),
    ).toEqual([]);
  });

  it('a path parameter holding NUL, a malformed escape or too many characters is a 4xx {error}, never a 500', async () => {
    const withParams = routes.protected.filter(
      (route) => route.url.includes(':') && route.method === 'GET' && !boardRoutes.includes(route),
    );
    for (const route of withParams) {
      for (const value of ['%00', 'a%00b', '%zz', '%E0%A4%A', 'x'.repeat(5000), '%F0%9F%92%A9', '..%2F..%2Fpackage.json', '__proto__']) {
        const target = route.url.replace(/:\w+/g, value);
        const answer = await rawRequest(base, 'GET', target, [['cookie', cookie]]);
        const line = `${route.url} with ${value.slice(0, 20)} → ${answer.status} ${answer.body.slice(0, 80)}`;
        expect([line, answer.status >= 400 && answer.status < 500, JSON.parse(answer.body)]).toEqual([
          line,
          true,
          { error: expect.any(String) },
        ]);
      }
    }
  });

  it("the board's routes given a NUL, a malformed escape or a long value answer its page or a 4xx, never a 500", async () => {
    const withParams = boardRoutes.filter((route) => route.url.includes(':') && route.method === 'GET');
    expect(withParams.length).toBeGreaterThan(5);
    for (const route of withParams) {
      for (const value of ['%00', 'a%00b', '%zz', '%E0%A4%A', 'x'.repeat(5000), '..%2F..%2Fpackage.json', '__proto__', 'constructor']) {
        const answer = await rawRequest(base, 'GET', route.url.replace(/:\w+/g, value), [['cookie', cookie]]);
        const page = answer.status === 200 && String(answer.headers['content-type']).startsWith('text/html');
        const line = `${route.url} with ${value.slice(0, 20)} → ${answer.status} ${answer.body.slice(0, 80)}`;
        expect([line, page || (answer.status >= 400 && answer.status < 500)]).toEqual([line, true]);
      }
    }
    for (const file of ['..%2F..%2Fpackage.json', '../index.ejs', '%2e%2e/index.ejs', 'js', 'images/logo.svg%00']) {
      const answer = await rawRequest(base, 'GET', `${QUEUE_BOARD_PATH}/static/${file}`, [['cookie', cookie]]);
      expect([file, answer.status]).toEqual([file, 404]);
    }
  });

  it('a path longer than the server reads is refused, and the gateway stays up', async () => {
    for (const length of [5_000, 20_000, 100_000]) {
      const answer = await rawRequest(base, 'GET', `/api/tokens/${'x'.repeat(length)}`, [['cookie', cookie]]);
      expect([length, [414, 431].includes(answer.status)]).toEqual([length, true]);
    }
    expect((await rawRequest(base, 'GET', '/health')).status).toBe(200);
  });

  it('a method override header overrides nothing', async () => {
    for (const header of ['x-http-method-override', 'x-http-method', 'x-method-override']) {
      const read = await rawRequest(base, 'GET', `/api/templates/${templateId}`, [
        ['cookie', cookie],
        [header, 'DELETE'],
      ]);
      expect(read.status).toBe(200);
      const post = await rawRequest(base, 'POST', `/api/templates/${templateId}`, [
        ['cookie', cookie],
        ['origin', base],
        [header, 'DELETE'],
      ]);
      expect(post.status).toBe(404);
    }
    expect((await rawRequest(base, 'GET', `/api/templates/${templateId}`, [['cookie', cookie]])).status).toBe(200);
  });

  it('refuses a request with two Host headers, and answers an unknown route or method with a JSON 404', async () => {
    const twoHosts = await rawRequest(base, 'GET', '/api/tokens', [
      ['host', 'evil.example'],
      ['host', new URL(base).host],
      ['cookie', cookie],
    ]);
    expect([twoHosts.status, JSON.parse(twoHosts.body)]).toEqual([400, { error: 'More than one Host header' }]);
    for (const [method, target] of [
      ['GET', '/api/nothing'],
      ['POST', '/api/nothing'],
      ['DELETE', '/api/tokens'],
      ['PATCH', '/api/templates/1'],
      ['PROPFIND', '/api/tokens'],
      ['GET', '/%2e%2e/%2e%2e/etc/passwd'],
      ['GET', '/api/docs/assets/..%2F..%2Fpackage.json'],
    ] as const) {
      const answer = await rawRequest(base, method, target, [
        ['cookie', cookie],
        ['origin', base],
      ]);
      // Never the path echoed back: 'Not found', or the route's own word for what is missing.
      expect([method, target, answer.status, JSON.parse(answer.body)]).toEqual([method, target, 404, { error: expect.any(String) }]);
      expect(answer.body).not.toContain(target.split('/').at(-1));
    }
    const long = `/api/${'<script>'.repeat(200)}`;
    expect(JSON.parse((await rawRequest(base, 'GET', long, [['cookie', cookie]])).body)).toEqual({ error: 'Not found' });
  });
});
