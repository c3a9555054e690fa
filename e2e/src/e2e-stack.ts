import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createTestDatabase, createTestRedis, type TestDatabase, type TestRedis } from '@solana-hub/testing';
import { dataDir, freePort, launchStack, waitForHealth, type LaunchOptions, type Stack } from '@solana-hub/tools';
import { stubTelegramClient, type StubTelegram, type StubTelegramSetup } from './stub-telegram.js';

// The whole product as a user runs it: the four built services as processes, the built UI,
// real PostgreSQL and Redis. Every end-to-end test file starts its own stack with this.

export interface E2eStack {
  gateway: string;
  ingest: string;
  password: string;
  ingestToken: string;
  database: TestDatabase;
  /** The launcher's processes: their replicas, exits and restarts. */
  stack: Stack;
  /** Every service's /health. */
  healthUrls: string[];
  logs: string[];
  /** Logs in over HTTP and answers the session cookie as `name=value`. */
  login(): Promise<string>;
  /** Posts one alert to the ingest endpoint as a Telegram source would; answers the HTTP status. */
  postAlert(alert: {
    chat?: string;
    chat_title?: string;
    message_id: string | number;
    text: string;
    date?: string;
    links?: string[];
  }): Promise<number>;
  waitFor<T>(probe: () => T | undefined | Promise<T | undefined>, timeoutMs?: number): Promise<T>;
  stop(): Promise<void>;
}

export interface E2eOptions {
  /** Replays the sample alerts (DEMO_FEED=on) so screens fill without posting. */
  demoFeed?: boolean;
  env?: Record<string, string>;
  /** The stack's database and Redis prefix (default: fresh ones on the servers `npm test` provisioned); stop() drops and clears them. */
  servers?: { database: TestDatabase; redis: TestRedis };
  /** How the launcher runs the services: replicas, restarts. */
  launch?: LaunchOptions;
  /** Whether stop() prints the logs when a service logged an error (default true). */
  printErrorLogs?: boolean;
  /**
   * The ingest reads a stub Telegram account (logged in, with these channels) instead of nothing:
   * it starts from services/ingest/dist/telegram-account/testing/stub-account-main.js, and the
   * stack answers a client of the stub's control API as `telegram`.
   */
  stubTelegram?: StubTelegramSetup;
}

/** The ingest's entry that reads the stub account (relative to services/ingest). */
const STUB_ACCOUNT_ENTRY = path.join('dist', 'telegram-account', 'testing', 'stub-account-main.js');

/** The user-account settings the stub needs, as a trader's .env would hold them (the gateway reads them too). */
function stubAccountEnv(accountFile: string, controlPort: number): Record<string, string> {
  return {
    TELEGRAM_API_ID: '94575',
    TELEGRAM_API_HASH: randomBytes(16).toString('hex'),
    TELEGRAM_SESSION_KEY: randomBytes(32).toString('hex'),
    STUB_TELEGRAM_ACCOUNT_FILE: accountFile,
    STUB_TELEGRAM_CONTROL_PORT: String(controlPort),
  };
}

export function startE2eStack(options: E2eOptions & { stubTelegram: StubTelegramSetup }): Promise<E2eStack & { telegram: StubTelegram }>;
export function startE2eStack(options?: E2eOptions): Promise<E2eStack>;
export async function startE2eStack(options: E2eOptions = {}): Promise<E2eStack & { telegram?: StubTelegram }> {
  const stub = options.stubTelegram;
  if (stub === undefined) return startStack(options);
  const controlPort = await freePort();
  // A file rather than an environment variable: a history of thousands of posts is too long for one.
  const accountDir = await mkdtemp(path.join(tmpdir(), 'stub-telegram-'));
  const accountFile = path.join(accountDir, 'account.json');
  const telegram = stubTelegramClient(`http://127.0.0.1:${controlPort}`, accountFile);
  await telegram.setAccount(stub);
  const stack = await startStack({
    ...options,
    env: { ...stubAccountEnv(accountFile, controlPort), ...options.env },
    launch: { ...options.launch, entries: { ...options.launch?.entries, ingest: STUB_ACCOUNT_ENTRY } },
  });
  const stop = async () => {
    await stack.stop();
    await rm(accountDir, { recursive: true, force: true });
  };
  return { ...stack, stop, telegram };
}

/**
 * The market and security providers at a port nobody listens on: each call fails at once as
 * unreachable, never asks the real services, whether or not the machine reaches the internet.
 */
export const SILENT_PROVIDERS = {
  DEXSCREENER_URL: 'http://127.0.0.1:9',
  RUGCHECK_URL: 'http://127.0.0.1:9',
  SOLANA_RPC_URL: 'http://127.0.0.1:9',
} as const;

async function startStack(options: E2eOptions): Promise<E2eStack> {
  const redis: TestRedis = options.servers?.redis ?? createTestRedis();
  const database = options.servers?.database ?? (await createTestDatabase());
  const password = 'e2e-password';
  const ingestToken = 'e2e-ingest-token';
  const logs: string[] = [];
  const [port, ingestPort, extractorPort, analyzerPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const stack: Stack = launchStack(
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
      DEMO_FEED: options.demoFeed ? 'on' : 'off',
      DEMO_FEED_SPEED: '20',
      LOG_LEVEL: 'warn',
      // A test's outcome must not depend on whether the machine reaches the internet.
      ...SILENT_PROVIDERS,
      // A UI built elsewhere (`vite build --outDir DIR`) instead of frontend/dist.
      ...(process.env.FRONTEND_DIST ? { FRONTEND_DIST: process.env.FRONTEND_DIST } : {}),
      ...options.env,
    },
    (line) => logs.push(line),
    options.launch,
  );
  const gateway = `http://127.0.0.1:${port}`;
  const ingest = `http://127.0.0.1:${ingestPort}`;
  const healthUrls = [port, ingestPort, extractorPort, analyzerPort].map((p) => `http://127.0.0.1:${p}/health`);
  const healthy = Promise.all(healthUrls.map((url) => waitForHealth(url, 30_000)));
  const crashed = stack.firstExit.then(({ service, code }) => {
    throw new Error(`${service} exited with ${code}:\n${logs.join('\n')}`);
  });
  await Promise.race([healthy, crashed]);

  async function waitFor<T>(probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`not seen within ${timeoutMs} ms\n${logs.slice(-20).join('\n')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  return {
    gateway,
    ingest,
    password,
    ingestToken,
    database,
    stack,
    healthUrls,
    logs,
    waitFor,
    async login() {
      const response = await fetch(`${gateway}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password }),
      });
      if (response.status !== 200) throw new Error(`login answered ${response.status}`);
      return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    },
    async postAlert(alert) {
      const response = await fetch(`${ingest}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ingestToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ chat: 'e2e-chat', date: new Date().toISOString(), ...alert }),
      });
      return response.status;
    },
    async stop() {
      await stack.stop();
      await redis.clear();
      await database.drop();
      if ((options.printErrorLogs ?? true) && logs.some((line) => /ERROR|FATAL/.test(line))) console.log(logs.join('\n'));
    },
  };
}

/** Debian's Chromium with the flags ENVIRONMENT.md lists; nothing leaves the machine. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
    ],
  });
}

export const desktop = { width: 1440, height: 900 };
export const phone = { width: 390, height: 844 };

/**
 * A page already holding a session cookie, so a test can open any screen directly: that of a new
 * login, or `session` (a cookie a test logged in for once: many logins meet the rate limit).
 */
export async function signedInPage(browser: Browser, stack: E2eStack, viewport = desktop, session?: string): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const [name, ...value] = (session ?? (await stack.login())).split('=');
  await context.addCookies([{ name: name ?? '', value: value.join('='), url: stack.gateway }]);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.gateway });
  return context.newPage();
}

/** Picks an option of one of the app's selects (Radix: the trigger, then the option in its popup). */
export async function chooseOption(page: Page, selectTestId: string, option: string): Promise<void> {
  await page.getByTestId(selectTestId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Waits until the page's live feed (/ws) is open, so an alert stored from now on reaches it. */
export async function waitForLiveFeed(page: Page): Promise<void> {
  await page.locator('[data-testid="live-status"][data-status="open"]').waitFor();
}

/**
 * Lets the first request to `url` through and holds every later one unanswered. A poll waits
 * for the one before it, so from then on what the page shows can only have come over the live
 * feed, not from the server's answer to a poll.
 */
export async function answerOnlyFirstRequest(page: Page, url: string): Promise<void> {
  let answered = false;
  await page.route(url, async (route) => {
    if (answered) return;
    answered = true;
    await route.continue();
  });
}

/** Saves a full-page screenshot under .data/screenshots/ (the test run's record of each screen). */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  const screenshots = path.join(dataDir, 'screenshots');
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: path.join(screenshots, `${name}.png`), fullPage: true });
}
