// The gateway under dashboard load: GET /api/tokens and /api/latest-messages with 10,000 tokens
// and 200,000 messages stored, 100 concurrent clients, against a bare node:http server sending
// the same bytes in the same run; and what a dashboard downloads per minute when nothing changes.
//   npm run -s -w @solana-hub/bench gateway       (after a build: npm run build)
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import bs58 from 'bs58';
import { storeAlerts, type NewAlert } from '@solana-hub/db';
import { dataDir, freePort, provisionServers, repoRoot, waitForHealth } from '@solana-hub/devstack';
import { createTestDatabase, createTestRedis } from '@solana-hub/testing';
import { machine, printTable } from './figures.js';

const TOKENS = Number(process.env.BENCH_TOKENS ?? 10_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 200_000);
const CONNECTIONS = 100;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** The dashboard's polls (spec section 7): path and interval in seconds. */
const POLLS: ReadonlyArray<[string, number]> = [
  ['/api/tokens', 3],
  ['/api/latest-messages', 2],
  ['/api/all-messages-by-token', 3],
  ['/api/message-type-stats', 30],
  ['/api/templates', 5],
];

async function seed(database: Awaited<ReturnType<typeof createTestDatabase>>): Promise<number> {
  const addresses = Array.from({ length: TOKENS }, () => bs58.encode(randomBytes(32)));
  const start = performance.now();
  const types = ['insider', 'curated', 'pumpfun_volume', 'volume_alert', 'call_analyzer'];
  for (let offset = 0; offset < MESSAGES; offset += 2_000) {
    const batch: NewAlert[] = [];
    for (let i = offset; i < Math.min(offset + 2_000, MESSAGES); i++) {
      const address = addresses[i % TOKENS]!;
      batch.push({
        chatId: 'bench', messageId: String(i), messageType: types[i % types.length]!,
        timestamp: new Date(Date.now() - (MESSAGES - i) * 1000), text: `🚨 Alert ${i} for ${address}\nMC: $${(i % 900) + 10}K`,
        token: { address, chain: 'solana', name: `Token ${i % TOKENS}`, symbol: `T${i % TOKENS}` }, marketCap: ((i % 900) + 10) * 1000,
        description: 'Holders: 120\nDev: 2.1%', twitterMentions: null, trendingLevel: '🟢', links: [], callerName: null, callerLink: null, fields: {}, accumulate: [],
      });
    }
    await storeAlerts(database.db, batch);
  }
  return Math.round(performance.now() - start);
}

function startProcess(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, args, { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
}

async function stopProcess(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

async function load(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return { requests: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** A bare node:http server in its own process that answers every request with these bytes. */
async function bareServer(body: Buffer): Promise<{ url: string; child: ChildProcess }> {
  const file = path.join(tmpdir(), `bench-body-${process.pid}.json`);
  writeFileSync(file, body);
  const port = await freePort();
  const code = `const b=require('fs').readFileSync(${JSON.stringify(file)});require('http').createServer((q,s)=>{s.writeHead(200,{'content-type':'application/json','content-length':b.length});s.end(b)}).listen(${port},'127.0.0.1')`;
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

/** Bytes on the wire of one conditional poll answered 304: request and response, headers only. */
function unchangedPollBytes(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      let bytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length + 2;
      for (let i = 0; i < response.rawHeaders.length; i += 2) bytes += `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`.length;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes + requestBytes(url, headers)));
    });
    request.on('error', reject);
  });
}

function requestBytes(url: string, headers: Record<string, string>): number {
  const { pathname, host } = new URL(url);
  return [`GET ${pathname} HTTP/1.1`, `Host: ${host}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), 'Connection: keep-alive', '', ''].join('\r\n').length;
}

const servers = await provisionServers(process.env, dataDir);
process.env.DATABASE_URL = servers.postgresServerUrl;
const database = await createTestDatabase();
const redis = createTestRedis();
const children: ChildProcess[] = [];
try {
  const seedMs = await seed(database);
  const port = await freePort();
  const gateway = startProcess([path.join(repoRoot, 'services/gateway/dist/main.js')], {
    DATABASE_URL: database.url, REDIS_URL: servers.redisUrl, REDIS_PREFIX: redis.prefix, PORT: String(port),
    APP_PASSWORD: 'bench', SESSION_SECRET: randomBytes(32).toString('hex'), FRONTEND_DIST: '/nonexistent', LOG_LEVEL: 'warn',
  });
  children.push(gateway);
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(`${base}/health`);
  const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password: 'bench' }) });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

  const rows: Array<[string, string]> = [['figure', 'value'], ['---', '---']];
  for (const route of ['/api/tokens', '/api/latest-messages']) {
    const body = Buffer.from(await (await fetch(`${base}${route}`, { headers: { cookie } })).arrayBuffer());
    const hub = await load(`${base}${route}`, { cookie });
    const bare = await bareServer(body);
    children.push(bare.child);
    const raw = await load(bare.url, {});
    rows.push([`${route} (${Math.round(body.length / 1024)} KB JSON): gateway`, `${hub.requests} req/s, p99 ${hub.p99} ms, ${hub.errors} errors`]);
    rows.push([`${route}: bare node:http, same bytes`, `${raw.requests} req/s, p99 ${raw.p99} ms`]);
    rows.push([`${route}: gateway / bare`, (hub.requests / raw.requests).toFixed(2)]);
  }
  let perMinute = 0;
  for (const [route, everySeconds] of POLLS) {
    const first = await fetch(`${base}${route}`, { headers: { cookie, 'accept-encoding': 'gzip, br' } });
    const etag = first.headers.get('etag') ?? '';
    await first.arrayBuffer();
    const bytes = await unchangedPollBytes(`${base}${route}`, { cookie, 'if-none-match': etag, 'accept-encoding': 'gzip, br' });
    perMinute += bytes * (60 / everySeconds);
  }
  rows.push(['dashboard polls per minute when nothing changes (304s, both directions)', `${(perMinute / 1024).toFixed(1)} KB`]);
  console.log(`\nGateway benchmark: ${TOKENS} tokens, ${MESSAGES} messages (seeded in ${(seedMs / 1000).toFixed(1)} s), ${CONNECTIONS} connections, ${SECONDS} s each — ${machine()}\n`);
  printTable(rows);
} finally {
  for (const child of children) await stopProcess(child);
  await redis.clear();
  await database.drop();
  await servers.stop();
}
