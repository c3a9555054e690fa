import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import bs58 from 'bs58';
import { chromium, type Browser } from 'playwright-core';
import { WebSocket } from 'ws';
import type { AlertMessage, Token } from '@solana-hub/contracts';
import { createTestDatabase, createTestRedis, type TestDatabase } from '@solana-hub/testing';
import { launchStack, waitForHealth, type Stack } from './launch/stack.js';
import { freePort } from './free-port.js';
import { dataDir } from './repo-root.js';

// The whole product as a user runs it: the four built services as processes, the built UI,
// real PostgreSQL and Redis, and (below) a real browser.
const redis = createTestRedis();
const password = 'e2e-password';
const ingestToken = 'e2e-ingest-token';
const logs: string[] = [];
let database: TestDatabase;
let stack: Stack;
let gateway: string;
let ingest: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const [port, ingestPort, extractorPort, analyzerPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  stack = launchStack(
    {
      PATH: process.env.PATH,
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      REDIS_PREFIX: redis.prefix,
      PORT: String(port),
      INGEST_PORT: String(ingestPort),
      EXTRACTOR_PORT: String(extractorPort),
      ANALYZER_PORT: String(analyzerPort),
      APP_PASSWORD: password,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      INGEST_TOKEN: ingestToken,
      DEMO_FEED: 'on',
      DEMO_FEED_SPEED: '20',
      LOG_LEVEL: 'warn',
    },
    (line) => logs.push(line),
  );
  gateway = `http://127.0.0.1:${port}`;
  ingest = `http://127.0.0.1:${ingestPort}`;
  const healthy = Promise.all([port, ingestPort, extractorPort, analyzerPort].map((p) => waitForHealth(`http://127.0.0.1:${p}/health`, 30_000)));
  const crashed = stack.firstExit.then(({ service, code }) => {
    throw new Error(`${service} exited with ${code}:\n${logs.join('\n')}`);
  });
  await Promise.race([healthy, crashed]);
}, 60_000);

afterAll(async () => {
  await stack?.stop();
  await redis.clear();
  await database?.drop();
  if (logs.some((line) => /ERROR|FATAL/.test(line))) console.log(logs.join('\n'));
});

async function login(): Promise<string> {
  const response = await fetch(`${gateway}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password }) });
  expect(response.status).toBe(200);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

describe('the pipeline, end to end', () => {
  it('turns a message posted to the ingest endpoint into a token in the API and a NEW_MESSAGE frame', async () => {
    const cookie = await login();
    const address = bs58.encode(randomBytes(32));
    const frames: Array<{ type: string; data: AlertMessage }> = [];
    const socket = new WebSocket(`${gateway.replace('http', 'ws')}/ws`, { headers: { cookie } });
    socket.on('message', (data) => frames.push(JSON.parse(data.toString())));
    await new Promise((resolve, reject) => {
      socket.on('open', resolve);
      socket.on('error', reject);
    });

    const text = `🚨 NEW ALERT 🚨\n🧪 Pipeline Probe ($PROBE)\nCA: ${address}\n💰 MC: $42.5K`;
    const posted = await fetch(`${ingest}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ingestToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ chat: 'e2e-chat', message_id: 1, text, date: new Date().toISOString() }),
    });
    expect(posted.status).toBe(202);

    const frame = await waitFor(() => frames.find((f) => f.type === 'NEW_MESSAGE' && f.data.token_address === address), 20_000);
    socket.close();
    expect(frame.data).toMatchObject({ token_address: address, token_symbol: 'PROBE', market_cap: 42_500, message_text: text });

    const tokens = (await (await fetch(`${gateway}/api/tokens`, { headers: { cookie } })).json()) as Token[];
    expect(tokens.find((token) => token.token_address === address)).toMatchObject({
      token_symbol: 'PROBE',
      current_market_cap: 42_500,
      initial_market_cap: 42_500,
      message_count: 1,
    });
  });

  it('stores a message sent twice once', async () => {
    const cookie = await login();
    const address = bs58.encode(randomBytes(32));
    const body = JSON.stringify({ chat: 'e2e-chat', message_id: 'twice', text: `Twice ($TWICE)\nCA: ${address}\nMC: $10K` });
    const headers = { authorization: `Bearer ${ingestToken}`, 'content-type': 'application/json' };
    await fetch(`${ingest}/messages`, { method: 'POST', headers, body });
    await fetch(`${ingest}/messages`, { method: 'POST', headers, body });
    const token = await waitFor(async () => {
      const tokens = (await (await fetch(`${gateway}/api/tokens`, { headers: { cookie } })).json()) as Token[];
      return tokens.find((t) => t.token_address === address);
    }, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const count = await database.db.selectFrom('messages').where('token_address', '=', address).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    expect(token.message_count).toBe(1);
  });
});

describe('the dashboard in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends a visitor to /login, logs in, and shows demo tokens arriving live', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${gateway}/`);
    await page.waitForURL('**/login');
    await expect(page.getByText('Solana Hub').first().isVisible()).resolves.toBe(true);
    await page.locator('input[type="password"]').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${gateway}/`);
    await page.getByText('Token Dashboard').first().waitFor();
    await page.getByTestId('demo-feed-notice').waitFor();

    const rows = page.locator('[data-testid="token-table"] [data-token-address]');
    await rows.first().waitFor({ timeout: 20_000 });
    const before = await rows.count();
    // The demo feed keeps playing; new tokens appear without a reload.
    await waitFor(async () => ((await rows.count()) > before ? true : undefined), 30_000);

    const screenshots = path.join(dataDir, 'screenshots');
    mkdirSync(screenshots, { recursive: true });
    await page.screenshot({ path: path.join(screenshots, 'dashboard.png'), fullPage: true });
    await page.close();
  });

  it('shows 404 - Not Found for an unknown path', async () => {
    const page = await browser.newPage();
    const cookie = await login();
    const [name, value] = cookie.split('=');
    await page.context().addCookies([{ name: name ?? '', value: value ?? '', url: gateway }]);
    await page.goto(`${gateway}/no-such-screen`);
    await page.getByText('404 - Not Found').waitFor();
    await page.close();
  });
});

async function waitFor<T>(probe: () => T | undefined | Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not seen within ${timeoutMs} ms\n${logs.slice(-20).join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
