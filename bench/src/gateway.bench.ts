// The gateway under dashboard load: GET /api/tokens and /api/latest-messages with 10,000 tokens
// and 200,000 messages stored, 100 concurrent clients, against a bare node:http server sending
// the same bytes (status, headers and body) in the same run: full answers as browsers ask for
// them (brotli), full answers uncompressed, and the unchanged polls (304) a live dashboard
// mostly sends; then what an unchanged dashboard exchanges per minute, polls and live feed.
//   npm run -s -w @solana-hub/bench gateway       (after a build: npm run build)
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import bs58 from 'bs58';
import { WebSocket } from 'ws';
import { storeAlerts, type NewAlert } from '@solana-hub/db';
import { connectRedis, publishEvents } from '@solana-hub/queue';
import { alertMessageSchema } from '@solana-hub/contracts';
import { dataDir, freePort, provisionServers } from '@solana-hub/tools';
import { createTestDatabase, createTestRedis } from '@solana-hub/testing';
import { startGateway, startProcess } from './gateway-process.js';
import { machine, printTable } from './figures.js';
import { benchAlert } from './bench-alert.js';

const TOKENS = Number(process.env.BENCH_TOKENS ?? 10_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 200_000);
const CONNECTIONS = 100;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** The dashboard's polls, as the frontend makes them: path and interval in seconds. */
const DASHBOARD_POLLS: ReadonlyArray<[string, number]> = [
  ['/api/tokens', 3],
  ['/api/latest-messages', 2],
  ['/api/all-messages-by-token', 3],
  ['/api/message-type-stats', 30],
];
/** The live feed's keep-alive: the client's PING (answered PONG) and the server's heartbeat ping, each every 30 s. */
const LIVE_FEED_PINGS_PER_MINUTE = 2;
/** What a browser sends with every poll besides the cookie and If-None-Match. */
const BROWSER_ACCEPT = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const ROUTES = ['/api/tokens', '/api/latest-messages'];
const MESSAGE_TYPES = ['insider', 'curated', 'pumpfun_volume', 'volume_alert', 'call_analyzer'];

/** The `i`th alert of the benchmark: the seeded history one a second up to now (then later ones), the message types in turn. */
const nthAlert = (i: number, address: string, tokenIndex: number) =>
  benchAlert(i, address, tokenIndex, {
    chatId: 'bench',
    messageType: MESSAGE_TYPES[i % MESSAGE_TYPES.length]!,
    timestamp: new Date(Date.now() - (MESSAGES - i) * 1000),
  });

async function seed(database: Awaited<ReturnType<typeof createTestDatabase>>): Promise<{ ms: number; addresses: string[] }> {
  const addresses = Array.from({ length: TOKENS }, () => bs58.encode(randomBytes(32)));
  const start = performance.now();
  for (let offset = 0; offset < MESSAGES; offset += 2_000) {
    const batch: NewAlert[] = [];
    for (let i = offset; i < Math.min(offset + 2_000, MESSAGES); i++) batch.push(nthAlert(i, addresses[i % TOKENS]!, i % TOKENS));
    await storeAlerts(database.db, batch);
  }
  return { ms: Math.round(performance.now() - start), addresses };
}

async function stopProcess(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

async function load(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return {
    requests: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx - (result['3xx'] ?? 0),
  };
}

interface Exchange {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** Bytes on the wire, as the client's socket counted them. */
  received: number;
  sent: number;
}

/** One request on a fresh connection, with the wire bytes each way. */
function exchange(url: string, headers: Record<string, string>): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    let socket: Socket | null = null;
    const request = http.get(url, { headers, agent: new http.Agent({ keepAlive: true }) }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        if (!socket) return reject(new Error('no socket'));
        const flat: Record<string, string> = {};
        for (let i = 0; i < response.rawHeaders.length; i += 2) flat[response.rawHeaders[i]!] = response.rawHeaders[i + 1]!;
        resolve({
          status: response.statusCode ?? 0,
          headers: flat,
          body: Buffer.concat(chunks),
          received: socket.bytesRead,
          sent: socket.bytesWritten,
        });
        socket.destroy();
      });
    });
    request.on('socket', (opened: Socket) => (socket = opened));
    request.on('error', reject);
  });
}

/** A bare node:http server in its own process that answers every request with this status, these headers and this body. */
async function bareServer(answer: Exchange): Promise<{ url: string; child: ChildProcess }> {
  const file = path.join(tmpdir(), `bench-body-${process.pid}.bin`);
  writeFileSync(file, answer.body);
  const port = await freePort();
  const headers = Object.fromEntries(
    Object.entries(answer.headers).filter(
      ([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name.toLowerCase()),
    ),
  );
  const code = `const b=require('fs').readFileSync(${JSON.stringify(file)});const h=${JSON.stringify(headers)};require('http').createServer((q,s)=>{s.writeHead(${answer.status},h);s.end(${answer.status === 304 ? '' : 'b'})}).listen(${port},'127.0.0.1')`;
  const child = startProcess(['-e', code], {});
  const url = `http://127.0.0.1:${port}/`;
  for (let tries = 0; tries < 50; tries++) {
    try {
      await fetch(url);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { url, child };
}

/** Gateway against bare node:http sending what the gateway sent for these request headers. */
async function compare(
  rows: Array<[string, string]>,
  children: ChildProcess[],
  label: string,
  url: string,
  headers: Record<string, string>,
) {
  process.stderr.write(`${label}…\n`);
  const sample = await exchange(url, headers);
  const hub = await load(url, headers);
  const bare = await bareServer(sample);
  children.push(bare.child);
  const raw = await load(bare.url, {});
  await stopProcess(bare.child);
  children.splice(children.indexOf(bare.child), 1);
  const size = sample.status === 304 ? `${sample.received} bytes` : `${Math.round(sample.body.length / 1024)} KB`;
  rows.push([
    `${label} (${sample.status}, ${size})`,
    `gateway ${hub.requests} req/s, p99 ${hub.p99} ms, ${hub.errors} errors; bare ${raw.requests} req/s, p99 ${raw.p99} ms; ratio ${(hub.requests / raw.requests).toFixed(2)}`,
  ]);
}

/** Bytes of one live-feed PING/PONG exchange each way, as the client's socket counts them. */
async function liveFeedPingBytes(base: string, cookie: string): Promise<{ received: number; sent: number }> {
  const socket = new WebSocket(`${base.replace('http', 'ws')}/ws`, { headers: { cookie } });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const tcp = (socket as unknown as { _socket: Socket })._socket;
  const [received, sent] = [tcp.bytesRead, tcp.bytesWritten];
  socket.send(JSON.stringify({ type: 'PING' }));
  await new Promise((resolve) => socket.once('message', resolve));
  const pingPong = { received: tcp.bytesRead - received, sent: tcp.bytesWritten - sent };
  socket.close();
  // The server's heartbeat ping is an empty frame (2 bytes); the client's pong is masked (6 bytes).
  return { received: pingPong.received + 2, sent: pingPong.sent + 6 };
}

const servers = await provisionServers(process.env, dataDir);
process.env.DATABASE_URL = servers.postgresServerUrl;
const database = await createTestDatabase();
const redis = createTestRedis();
const publisher = connectRedis(servers.redisUrl);
const children: ChildProcess[] = [];
// A crash skips the finally below: the servers it started must not outlive it.
process.once('exit', () => children.forEach((child) => child.kill()));
try {
  const seeded = await seed(database);
  const { child: gateway, base } = await startGateway({
    databaseUrl: database.url,
    redisUrl: servers.redisUrl,
    redisPrefix: redis.prefix,
    frontendDist: '/nonexistent',
  });
  children.push(gateway);
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: 'bench' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

  const rows: Array<[string, string]> = [
    ['figure', 'value'],
    ['---', '---'],
  ];
  for (const route of ROUTES) {
    // A change the gateway hears of: the next request rebuilds the answer (query, JSON, ETag).
    const stored = await storeAlerts(database.db, [nthAlert(MESSAGES + rows.length, seeded.addresses[0]!, 0)]);
    await publishEvents(publisher, redis.prefix, [{ name: 'message.created', data: alertMessageSchema.parse(stored.messages[0]) }]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const rebuildStart = performance.now();
    const rebuilt = await exchange(`${base}${route}`, { cookie, ...BROWSER_ACCEPT });
    rows.push([
      `${route}: first answer after a change (rebuild + brotli)`,
      `${Math.round(performance.now() - rebuildStart)} ms, ${Math.round(rebuilt.body.length / 1024)} KB brotli`,
    ]);
    await compare(rows, children, `${route} full answer, brotli as browsers ask`, `${base}${route}`, { cookie, ...BROWSER_ACCEPT });
    await compare(rows, children, `${route} full answer, uncompressed`, `${base}${route}`, { cookie });
    await compare(rows, children, `${route} unchanged poll`, `${base}${route}`, {
      cookie,
      ...BROWSER_ACCEPT,
      'if-none-match': rebuilt.headers.etag ?? '',
    });
  }

  let received = 0;
  let sent = 0;
  for (const [route, everySeconds] of DASHBOARD_POLLS) {
    const first = await exchange(`${base}${route}`, { cookie, ...BROWSER_ACCEPT });
    const again = await exchange(`${base}${route}`, { cookie, ...BROWSER_ACCEPT, 'if-none-match': first.headers.etag ?? '' });
    if (again.status !== 304) throw new Error(`${route} answered ${again.status} to an unchanged poll`);
    received += again.received * (60 / everySeconds);
    sent += again.sent * (60 / everySeconds);
  }
  const pings = await liveFeedPingBytes(base, cookie);
  received += pings.received * LIVE_FEED_PINGS_PER_MINUTE;
  sent += pings.sent * LIVE_FEED_PINGS_PER_MINUTE;
  const polls = DASHBOARD_POLLS.reduce((sum, [, everySeconds]) => sum + 60 / everySeconds, 0);
  rows.push([
    `unchanged dashboard per minute (${polls} polls answered 304 + live feed PING/PONG): downloaded`,
    `${(received / 1024).toFixed(1)} KB`,
  ]);
  rows.push(['unchanged dashboard per minute: uploaded (requests with cookie and If-None-Match)', `${(sent / 1024).toFixed(1)} KB`]);
  console.log(
    `\nGateway benchmark: ${TOKENS} tokens, ${MESSAGES} messages (seeded in ${(seeded.ms / 1000).toFixed(1)} s), ${CONNECTIONS} connections, ${SECONDS} s each — ${machine()}\n`,
  );
  printTable(rows);
} finally {
  for (const child of children) await stopProcess(child);
  publisher.disconnect();
  await redis.clear();
  await database.drop();
  await servers.stop();
}
