/// <reference lib="dom" />
// What a live dashboard downloads while alerts pour in, and how soon it shows them: 10,000
// tokens and 200,000 messages stored, 5 alerts a second, each stored and announced as the
// extractor does (its token's row and callers brought up to date, the row in the event);
// - one real Chromium dashboard: the bytes it receives in a minute after its first load, polls
//   (counted by the browser, via CDP) and live feed apart, against a client in the same run
//   that polls the whole lists as the dashboard did before (If-None-Match only, no since); the
//   time from an alert's store to its row showing the alert's market cap (alerts about known
//   tokens name the rows the page shows); its polls cancelled in flight;
// - 200 simulated dashboards (their polls at the dashboard's interval with since and the ETag, and
//   their live-feed sockets): time per poll and the gateway's CPU.
// BENCH_NEW_TOKEN_SHARE (default 0.2) is the share of alerts about a new token: 0 and 1 are the
// two busy-dashboard cases of docs/performance.md.
// The analyzer's channel-scores pass (calls, callers, confluence scores) runs every minute here
// as it does in a stack, so the dashboards receive the token rows it rewrites.
// BENCH_PAGE_CPU_PROF=<file> writes a CPU profile of the Chromium page over its measured window
// (Chrome DevTools' Performance panel opens it; functions keep their names when frontend/dist
// was built with `npx vite build --minify false` in frontend/).
//   npm run -s -w @solana-hub/bench dashboard-traffic      (after a build: npm run build)
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import bs58 from 'bs58';
import { sql } from 'kysely';
import { WebSocket } from 'ws';
import {
  refreshChannelCalls,
  storeAlerts,
  storeAlertsWithTokenRows,
  storeConfluenceAsClockMoves,
  storeConfluenceScores,
  type NewAlert,
} from '@solana-hub/db';
import { connectRedis, publishEvents } from '@solana-hub/queue';
import { alertMessageSchema, HOLDS_NOTHING, LIST_VERSION_HEADER } from '@solana-hub/contracts';
import { desktop, launchBrowser } from '@solana-hub/e2e';
import { formatDollars } from '@solana-hub/extraction';
import { dataDir, freePort, provisionServers, repoRoot } from '@solana-hub/tools';
import { createTestDatabase, createTestRedis } from '@solana-hub/testing';
import { startGateway } from './gateway-process.js';
import { machine, printTable, processCpuMs } from './figures.js';
import { benchAlert } from './bench-alert.js';

const TOKENS = Number(process.env.BENCH_TOKENS ?? 10_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 200_000);
const ALERTS_PER_SECOND = 5;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const DASHBOARDS = Number(process.env.BENCH_DASHBOARDS ?? 200);
const NEW_TOKEN_SHARE = Number(process.env.BENCH_NEW_TOKEN_SHARE ?? 0.2);
/** The dashboard's polled lists, as the frontend polls them (RECONCILE_INTERVAL_MS): path and interval in seconds. */
const POLLS: ReadonlyArray<[string, number]> = [
  ['/api/tokens', 30],
  ['/api/latest-messages', 30],
  ['/api/all-messages-by-token', 30],
];
const BROWSER_ACCEPT = { 'accept-encoding': 'gzip, deflate, br, zstd' };

let sequence = 0;
/** The next alert the traffic stores, about token number `tokenIndex`. */
const trafficAlert = (address: string, tokenIndex: number, at: Date) =>
  benchAlert(++sequence, address, tokenIndex, { chatId: 'traffic', timestamp: at });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? NaN;

interface Answer {
  route: string;
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Bytes on the wire: status line, headers and the (compressed) body. */
  bytes: number;
  /** When it was asked (performance.now()) and how long it took. */
  startedAt: number;
  ms: number;
}

/**
 * Where an alert's time goes on its way to the row (stderr): each step's p50 / p99 / max, and
 * the slowest alerts step by step with the page's long tasks that overlapped them.
 */
function printAlertPath(
  paths: Array<{ storedAt: number; rowAt: number; publishedAt: number; arrivedAt: number; shownAt: number }>,
  longTasks: Array<{ at: number; ms: number }>,
): void {
  const steps = (alert: (typeof paths)[number]) => ({
    store: alert.rowAt - alert.storedAt,
    publish: alert.publishedAt - alert.rowAt,
    toPage: alert.arrivedAt - alert.publishedAt,
    render: alert.shownAt - alert.arrivedAt,
    total: alert.shownAt - alert.storedAt,
  });
  const all = paths.map(steps);
  for (const step of ['store', 'publish', 'toPage', 'render', 'total'] as const) {
    const values = all.map((alert) => alert[step]).filter((value) => Number.isFinite(value));
    process.stderr.write(
      `alert path, ${step}: p50 ${percentile(values, 0.5).toFixed(0)} p99 ${percentile(values, 0.99).toFixed(0)} max ${Math.max(...values).toFixed(0)} ms\n`,
    );
  }
  const slowest = [...paths].sort((a, b) => b.shownAt - b.storedAt - (a.shownAt - a.storedAt)).slice(0, 6);
  for (const alert of slowest) {
    const overlapping = longTasks.filter((task) => task.at < alert.shownAt && task.at + task.ms > alert.storedAt);
    process.stderr.write(
      `slow alert: ${Object.entries(steps(alert))
        .map(([step, ms]) => `${step} ${ms.toFixed(0)}`)
        .join(', ')} ms; long tasks ${overlapping.map((task) => task.ms.toFixed(0)).join(', ') || 'none'}\n`,
    );
  }
  const total = longTasks.reduce((sum, task) => sum + task.ms, 0);
  process.stderr.write(`page long tasks: ${longTasks.length}, ${total.toFixed(0)} ms in all\n`);
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1_000 });
function get(route: string, url: string, headers: Record<string, string>): Promise<Answer> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent }, (response) => {
      let bytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`.length;
      for (let i = 0; i < response.rawHeaders.length; i += 2)
        bytes += `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`.length;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({
          route,
          status: response.statusCode ?? 0,
          headers: response.headers,
          bytes,
          startedAt: start,
          ms: performance.now() - start,
        }),
      );
    });
    request.on('error', reject);
  });
}

/**
 * A dashboard's polls without a browser: each list at its interval, as the browser does (since=0
 * first, then the version and ETag it holds), or with only the ETag (`since: false`, as the
 * dashboard polled before).
 */
function pollingDashboard(base: string, cookie: string, { since }: { since: boolean }) {
  const held = new Map<string, { version: string; etag: string }>();
  const answers: Answer[] = [];
  const refused: Answer[] = [];
  let running = true;
  async function pollEvery(route: string, seconds: number): Promise<void> {
    // Dashboards opened at different moments: their polls do not fall together.
    await sleep(Math.random() * seconds * 1000);
    while (running) {
      const mine = held.get(route);
      const url = `${base}${route}${since ? `?since=${mine?.version ?? HOLDS_NOTHING}` : ''}`;
      const answer = await get(route, url, { cookie, ...BROWSER_ACCEPT, ...(mine ? { 'if-none-match': mine.etag } : {}) });
      if (answer.status === 200)
        held.set(route, { version: String(answer.headers[LIST_VERSION_HEADER] ?? ''), etag: String(answer.headers.etag ?? '') });
      // A refusal (a 503 when a loaded machine's Redis cannot check the session in time) is
      // counted apart, not timed with the polls; the dashboard polls again at its interval.
      if (answer.status === 200 || answer.status === 304) answers.push(answer);
      else refused.push(answer);
      await sleep(seconds * 1000);
    }
  }
  const loops = POLLS.map(([route, seconds]) => pollEvery(route, seconds));
  return {
    answers,
    refused,
    /** Every list loaded once. */
    loaded: () => held.size === POLLS.length,
    /** Forget what was counted so far (the first load). */
    reset: () => {
      answers.splice(0);
      refused.splice(0);
    },
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/**
 * A TCP relay in front of the gateway that counts the bytes it hands the browser: what a dashboard
 * downloads on the wire (HTTP headers and compressed bodies, WebSocket frames as deflated), which
 * the browser's own counters cannot tell for WebSocket frames (CDP gives them decoded).
 */
async function countingRelay(port: number): Promise<{ base: string; downloaded: () => number; reset: () => void; close: () => void }> {
  let downloaded = 0;
  const relay = net.createServer((browserSide) => {
    const gatewaySide = net.connect(port, '127.0.0.1');
    gatewaySide.on('data', (chunk: Buffer) => (downloaded += chunk.length));
    browserSide.pipe(gatewaySide).pipe(browserSide);
    const cut = () => {
      browserSide.destroy();
      gatewaySide.destroy();
    };
    browserSide.on('error', cut).on('close', cut);
    gatewaySide.on('error', cut).on('close', cut);
  });
  const relayPort = await freePort();
  await new Promise<void>((resolve) => relay.listen(relayPort, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${relayPort}`, downloaded: () => downloaded, reset: () => (downloaded = 0), close: () => relay.close() };
}

const servers = await provisionServers(process.env, dataDir);
process.env.DATABASE_URL = servers.postgresServerUrl;
process.env.REDIS_URL = servers.redisUrl;
const database = await createTestDatabase();
const redis = createTestRedis();
const publisher = connectRedis(servers.redisUrl);
const children: ChildProcess[] = [];
process.once('exit', () => children.forEach((child) => child.kill()));
const browser = await launchBrowser();
let alerting = true;
let alerts: Promise<void> = Promise.resolve();
let scoring: Promise<void> = Promise.resolve();
/** The rows the Chromium page shows, once it is open: the known tokens its alerts name. */
let shown: string[] = [];
/**
 * Alerts about a shown row: its address, its message's id, its market cap as the row shows it,
 * and the moments (epoch ms) along its path: the store asked (`storedAt`), the messages stored with
 * the token's row (calls, callers, confluence) written and read back (`rowAt`), as the extractor
 * stores them, and the event published.
 */
const sent: Array<{
  address: string;
  id: number;
  marketCap: string;
  storedAt: number;
  rowAt: number;
  publishedAt: number;
}> = [];
/** The analyzer's channel-scores passes run beside the dashboards: when, and how many tokens each wrote. */
const passes: Array<{ startedAt: number; ms: number; written: number }> = [];

try {
  process.stderr.write(`seeding ${TOKENS} tokens and ${MESSAGES} messages…\n`);
  const addresses = Array.from({ length: TOKENS }, () => bs58.encode(randomBytes(32)));
  const seededFrom = Date.now() - MESSAGES * 1_000;
  for (let offset = 0; offset < MESSAGES; offset += 2_000) {
    const batch: NewAlert[] = [];
    for (let i = offset; i < Math.min(offset + 2_000, MESSAGES); i++)
      batch.push(trafficAlert(addresses[i % TOKENS]!, i % TOKENS, new Date(seededFrom + i * 1_000)));
    await storeAlerts(database.db, batch);
  }
  const {
    child: gateway,
    base,
    port,
  } = await startGateway({
    databaseUrl: database.url,
    redisUrl: servers.redisUrl,
    redisPrefix: redis.prefix,
    frontendDist: path.join(repoRoot, 'frontend/dist'),
  });
  children.push(gateway);
  const logIn = async () => {
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'bench' }),
    });
    if (login.status !== 200) throw new Error(`login answered ${login.status}`);
    return (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  };
  const cookie = await logIn();
  // The first derivation of the seeded history's calls and confluence scores (what an upgrade
  // does once, rewriting every token) happens before the measured minutes, not inside them: a
  // Channels read brings the calls up to date first.
  const channels = await fetch(`${base}/api/channels?period=all`, { headers: { cookie } });
  if (channels.status !== 200) throw new Error(`the channels answered ${channels.status}`);
  await storeConfluenceScores(database.db);
  // What autovacuum does in production after a load like the seeding (the test server runs without
  // it): without statistics the planner took the polls' index range scans of the rows written
  // since a version for sequential scans of every message.
  if (process.env.BENCH_NO_ANALYZE !== '1') await sql`VACUUM ANALYZE`.execute(database.db);
  /**
   * The analyzer's channel-scores job, every minute as its job scheduler runs it: after the full
   * pass above, each moves the scores with the clock since the last (its store of every hit rate
   * comes every ten minutes, longer than a run).
   */
  scoring = (async () => {
    let lastPassAt = new Date();
    for (;;) {
      for (let waited = 0; waited < 60 && alerting; waited += 1) await sleep(1_000);
      if (!alerting) return;
      const startedAt = performance.now();
      const now = new Date();
      await refreshChannelCalls(database.db, now);
      const written = await storeConfluenceAsClockMoves(database.db, lastPassAt, now);
      lastPassAt = now;
      passes.push({ startedAt, ms: performance.now() - startedAt, written });
    }
  })();

  /**
   * Alerts at ALERTS_PER_SECOND, NEW_TOKEN_SHARE of them about a new token, each stored and
   * announced as the extractor does. Known tokens are the rows the Chromium page shows while it
   * is open (`shown`), so their market-cap text can be watched; random ones otherwise.
   */
  alerts = (async () => {
    let tokenIndex = TOKENS;
    while (alerting) {
      const started = performance.now();
      const isNew = Math.random() < NEW_TOKEN_SHARE;
      const address = isNew
        ? bs58.encode(randomBytes(32))
        : (shown[Math.floor(Math.random() * shown.length)] ?? addresses[Math.floor(Math.random() * TOKENS)]!);
      const storedAt = Date.now();
      const alert = trafficAlert(address, isNew ? tokenIndex++ : 0, new Date());
      const stored = await storeAlertsWithTokenRows(database.db, [alert]);
      const rowAt = Date.now();
      const rows = new Map(stored.tokens.map((row) => [row.token_address, row]));
      await publishEvents(
        publisher,
        redis.prefix,
        stored.messages.map((message) => ({
          name: 'message.created' as const,
          data: alertMessageSchema.parse(message),
          token: rows.get(address),
        })),
      );
      // As the dashboard formats it (formatCompactMarketCap).
      const id = stored.messages[0]?.id;
      if (!isNew && shown.includes(address) && id !== undefined)
        sent.push({ address, id, marketCap: formatDollars(alert.marketCap ?? 0, 1), storedAt, rowAt, publishedAt: Date.now() });
      await sleep(Math.max(0, 1000 / ALERTS_PER_SECOND - (performance.now() - started)));
    }
  })();

  // One real dashboard in Chromium, and beside it a client polling whole lists as before.
  process.stderr.write(`one dashboard in Chromium for ${SECONDS} s…\n`);
  const relay = await countingRelay(port);
  const context = await browser.newContext({ viewport: desktop });
  const [name, ...value] = cookie.split('=');
  await context.addCookies([{ name: name ?? '', value: value.join('='), url: relay.base }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const browserTraffic = { polls: 0, pollBytes: 0, httpBytes: 0, liveBytes: 0, whole: 0, cancelled: 0 };
  cdp.on('Network.loadingFailed', (event) => {
    if (event.canceled && polled.has(event.requestId)) browserTraffic.cancelled += 1;
  });
  cdp.on('Network.requestWillBeSent', (event) => {
    if (POLLS.some(([route]) => new URL(event.request.url).pathname === route)) polled.set(event.requestId, event.request.url);
  });
  const polled = new Map<string, string>();
  cdp.on('Network.responseReceived', (event) => {
    if (!POLLS.some(([route]) => new URL(event.response.url).pathname === route)) return;
    polled.set(event.requestId, event.response.url);
    browserTraffic.polls += 1;
    if (event.response.headers['x-dashboard-answer'] === 'full' || event.response.headers['X-Dashboard-Answer'] === 'full')
      browserTraffic.whole += 1;
  });
  const loadedPaths = new Set<string>();
  cdp.on('Network.loadingFinished', (event) => {
    browserTraffic.httpBytes += event.encodedDataLength;
    const url = polled.get(event.requestId);
    if (url === undefined) return;
    browserTraffic.pollBytes += event.encodedDataLength;
    loadedPaths.add(new URL(url).pathname);
  });
  cdp.on('Network.webSocketFrameReceived', (event) => (browserTraffic.liveBytes += Buffer.byteLength(event.response.payloadData)));
  // When each live frame reached the page (before the app's own handler), by its message id, and
  // the page's long tasks: where an alert's time goes between its event and its row.
  await page.addInitScript({
    content: `(() => {
      const arrivals = {};
      const longTasks = [];
      Object.assign(window, { frameArrivals: arrivals, longTasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longTasks.push({ at: performance.timeOrigin + entry.startTime, ms: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
      const Native = window.WebSocket;
      window.WebSocket = class extends Native {
        constructor(...args) {
          super(...args);
          this.addEventListener('message', (event) => {
            const at = performance.timeOrigin + performance.now();
            const id = /"data":\\{"id":(\\d+)/.exec(String(event.data));
            if (id) arrivals[id[1]] = at;
          });
        }
      };
    })();`,
  });
  await page.goto(`${relay.base}/`);
  await page.getByTestId('token-row').first().waitFor();
  // Every market cap a row shows, with when it showed it (epoch ms, the machine's clock): its text
  // changed, or the row was mounted (the table mounts only the rows near the viewport, and an
  // alert moves its row to the top from wherever it had scrolled to).
  await page.evaluate(() => {
    const shows: Array<{ address: string; marketCap: string; at: number }> = [];
    Object.assign(window, { marketCapShows: shows });
    // No named functions in here: tsx would wrap them in a helper the page does not have.
    new MutationObserver((mutations) => {
      const at = performance.timeOrigin + performance.now();
      const cells: Element[] = [];
      for (const mutation of mutations) {
        const node = mutation.target instanceof Element ? mutation.target : mutation.target.parentElement;
        const cell = node?.closest('[data-testid="market-cap"]');
        if (cell) cells.push(cell);
        else
          for (const added of mutation.addedNodes)
            if (added instanceof Element) cells.push(...added.querySelectorAll('[data-testid="market-cap"]'));
      }
      for (const cell of cells) {
        const address = cell.closest('[data-token-address]')?.getAttribute('data-token-address');
        // The cell's first figure is the current market cap.
        const marketCap = cell.querySelector('.font-semibold')?.textContent;
        if (address && marketCap) shows.push({ address, marketCap, at });
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  shown = await page
    .locator('[data-testid="token-row"]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-token-address') ?? ''));
  const before = pollingDashboard(base, cookie, { since: false });
  // After the first load: every list received whole, and a polling interval more.
  while (loadedPaths.size < POLLS.length) await sleep(100);
  await sleep(3_500);
  Object.assign(browserTraffic, { polls: 0, pollBytes: 0, httpBytes: 0, liveBytes: 0, whole: 0, cancelled: 0 });
  sent.splice(0);
  before.reset();
  relay.reset();
  const pageProfile = process.env.BENCH_PAGE_CPU_PROF;
  if (pageProfile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
  }
  await sleep(SECONDS * 1_000);
  if (pageProfile) {
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(pageProfile, JSON.stringify(profile));
  }
  const browserMinute = { ...browserTraffic, onTheWire: relay.downloaded() };
  const { shows, arrivals, longTasks } = await page.evaluate(() => {
    const recorded = window as unknown as {
      marketCapShows: Array<{ address: string; marketCap: string; at: number }>;
      frameArrivals: Record<string, number>;
      longTasks: Array<{ at: number; ms: number }>;
    };
    return { shows: recorded.marketCapShows, arrivals: recorded.frameArrivals, longTasks: recorded.longTasks };
  });
  shown = [];
  // Each alert's latency: to the first moment after it was stored that its row showed its market
  // cap, or a later alert's about the same token (two alerts' frames may be applied in one render).
  const paths = sent.flatMap((alert) => {
    const current = new Set(
      sent.filter((later) => later.address === alert.address && later.storedAt >= alert.storedAt).map((later) => later.marketCap),
    );
    const show = shows.find(
      (candidate) => candidate.address === alert.address && candidate.at >= alert.storedAt && current.has(candidate.marketCap),
    );
    return show ? [{ ...alert, arrivedAt: arrivals[String(alert.id)] ?? NaN, shownAt: show.at }] : [];
  });
  const latencies = paths.map((alert) => alert.shownAt - alert.storedAt);
  printAlertPath(paths, longTasks);
  await before.stop();
  const beforeBytes = before.answers.reduce((sum, answer) => sum + answer.bytes, 0);
  await context.close();
  relay.close();
  // Its live feed leaves its session's count once the server saw the socket close.
  await sleep(1_000);

  // 200 dashboards: their polls and their live-feed sockets.
  process.stderr.write(`${DASHBOARDS} simulated dashboards for ${SECONDS} s…\n`);
  // A session opens at most MAX_SOCKETS_PER_SESSION (20) live feeds: one login per 20 dashboards
  // (within the login limit of 10 a minute).
  const cookies = [cookie];
  while (cookies.length < Math.ceil(DASHBOARDS / 20)) cookies.push(await logIn());
  const cookieOf = (index: number) => cookies[Math.floor(index / 20)] ?? cookie;
  const sockets = await Promise.all(
    Array.from({ length: DASHBOARDS }, async (_, index) => {
      const socket = new WebSocket(`${base.replace('http', 'ws')}/ws`, { headers: { cookie: cookieOf(index) } });
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      return socket;
    }),
  );
  const dashboards = Array.from({ length: DASHBOARDS }, (_, index) => pollingDashboard(base, cookieOf(index), { since: true }));
  // Their first loads (whole lists) are not what is measured: polls once every list is held.
  while (!dashboards.every((dashboard) => dashboard.loaded())) await sleep(100);
  await sleep(3_000);
  dashboards.forEach((dashboard) => dashboard.reset());
  const measuredFrom = performance.now();
  const cpuBefore = processCpuMs(gateway.pid ?? 0);
  await sleep(SECONDS * 1_000);
  const cpuMs = processCpuMs(gateway.pid ?? 0) - cpuBefore;
  const answers = dashboards.flatMap((dashboard) => [...dashboard.answers]);
  await Promise.all(dashboards.map((dashboard) => dashboard.stop()));
  sockets.forEach((socket) => socket.close());
  alerting = false;
  await Promise.all([alerts, scoring]);

  const times = answers.map((answer) => answer.ms);
  const overlapsPass = (answer: Answer) =>
    passes.some((pass) => answer.startedAt < pass.startedAt + pass.ms && pass.startedAt < answer.startedAt + answer.ms);
  const outsidePasses = answers.filter((answer) => !overlapsPass(answer)).map((answer) => answer.ms);
  for (const [route] of POLLS) {
    const mine = answers.filter((answer) => answer.route === route);
    const full = mine.filter((answer) => answer.headers['x-dashboard-answer'] === 'full').length;
    process.stderr.write(
      `${route}: ${mine.length} polls, ${full} full, p50 ${percentile(
        mine.map((a) => a.ms),
        0.5,
      ).toFixed(1)} p99 ${percentile(
        mine.map((a) => a.ms),
        0.99,
      ).toFixed(
        1,
      )} max ${Math.max(...mine.map((a) => a.ms)).toFixed(0)} ms, mean ${(mine.reduce((t, a) => t + a.bytes, 0) / mine.length).toFixed(0)} B\n`,
    );
  }
  const per = (status: number) => answers.filter((answer) => answer.status === status).length;
  console.log(
    `\nDashboard traffic benchmark: ${TOKENS} tokens, ${MESSAGES} messages, ${ALERTS_PER_SECOND} alerts/s (${NEW_TOKEN_SHARE * 100} % about a new token), ${SECONDS} s windows — ${machine()}\n`,
  );
  const perMinute = (bytes: number) => kb((bytes * 60) / SECONDS);
  printTable([
    ['figure', 'value'],
    ['---', '---'],
    ['one Chromium dashboard: downloaded a minute on the wire, polls and live feed (goal ≤ 150 KB)', perMinute(browserMinute.onTheWire)],
    [
      'of which polls (as the browser counts them: headers and compressed bodies)',
      `${perMinute(browserMinute.pollBytes)} in ${browserMinute.polls} answers (${browserMinute.whole} whole lists)`,
    ],
    ['of which other HTTP answers (session, counts)', perMinute(browserMinute.httpBytes - browserMinute.pollBytes)],
    [
      'of which the live feed (deflated frames)',
      `${perMinute(browserMinute.onTheWire - browserMinute.httpBytes)} (${perMinute(browserMinute.liveBytes)} of frames once inflated)`,
    ],
    [
      'one Chromium dashboard: alert stored → its row shows its market cap, p50 / p99 (goal 100 / 300 ms)',
      latencies.length === 0
        ? `none measured: no alert was about a row already shown (${sent.length} alerts)`
        : `${percentile(latencies, 0.5).toFixed(0)} ms / ${percentile(latencies, 0.99).toFixed(0)} ms (${latencies.length} of ${sent.length} alerts about shown rows)`,
    ],
    ['one Chromium dashboard: polls cancelled in flight', String(browserMinute.cancelled)],
    [
      'the same polls for whole lists (If-None-Match only, as before): a minute',
      `${perMinute(beforeBytes)} in ${before.answers.length} answers`,
    ],
    [
      `${DASHBOARDS} dashboards: polls answered (200 / 304 / refused)`,
      `${per(200)} / ${per(304)} / ${dashboards.reduce((sum, dashboard) => sum + dashboard.refused.length, 0)}`,
    ],
    [
      `${DASHBOARDS} dashboards: time per poll p50 / p99 (goal p99 ≤ 50 ms)`,
      `${percentile(times, 0.5).toFixed(1)} ms / ${percentile(times, 0.99).toFixed(1)} ms`,
    ],
    [
      `${DASHBOARDS} dashboards: p99 of the polls asked outside a channel-scores pass`,
      `${percentile(outsidePasses, 0.99).toFixed(1)} ms (${answers.length - outsidePasses.length} polls overlapped one)`,
    ],
    [
      "the analyzer's channel-scores passes meanwhile (calls refresh and confluence scores, every minute)",
      passes
        .filter((pass) => pass.startedAt + pass.ms >= measuredFrom)
        .map((pass) => `${pass.ms.toFixed(0)} ms (${pass.written} tokens written)`)
        .join(', ') || 'none',
    ],
    [
      `${DASHBOARDS} dashboards: gateway CPU`,
      `${((cpuMs / (SECONDS * 1_000)) * 100).toFixed(0)} % of a core (${(cpuMs / (SECONDS * ALERTS_PER_SECOND)).toFixed(1)} ms per alert)`,
    ],
  ]);
} finally {
  alerting = false;
  await Promise.all([alerts, scoring]);
  await browser.close();
  for (const child of children) {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  agent.destroy();
  publisher.disconnect();
  await redis.clear();
  await database.drop();
  await servers.stop();
}
