import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import bs58 from 'bs58';
import { Queue } from 'bullmq';
import type { Browser, Page } from 'playwright-core';
import type { RawMessage, TokenMessagesPage } from '@solana-hub/contracts';
import { connectRedis, QueueName } from '@solana-hub/queue';
import { createTestRedis } from '@solana-hub/testing';
import { launchBrowser, signedInPage, startE2eStack, type E2eStack } from './e2e-stack.js';
import { CHAT, HOSTILE_STRINGS, ingestCases, type IngestCase, type StoredMessage } from './bad-inputs/ingest-cases.js';
import { replayCases, templateCases, templateTryCases, type TemplateCase } from './bad-inputs/template-cases.js';
import { queryCases } from './bad-inputs/query-cases.js';

// The bad-input suite: every case of the corpus under bad-inputs/ sent to
// the real stack: the HTTP ingest, the template API, the reading API's query strings. Each is
// answered with a 4xx naming the field or stored safely; markup is shown as text in a real
// browser; and at the end every message the ingest answered 202 is in the database, or in the
// failed set with its reason.

const redis = createTestRedis();
const connection = connectRedis(redis.url);
const ingestToken = 'bad-inputs-ingest-token';
let stack: E2eStack;
let cookie: string;
/** Every message an ingest answer of 202 promised to store. */
const accepted: StoredMessage[] = [];

beforeAll(async () => {
  // The stack on this file's Redis prefix, so the test can read the raw-messages queue.
  stack = await startE2eStack({ env: { REDIS_URL: redis.url, REDIS_PREFIX: redis.prefix, INGEST_TOKEN: ingestToken } });
  cookie = await stack.login();
}, 60_000);

afterAll(async () => {
  await stack?.stop();
  connection.disconnect();
  await redis.clear();
});

function requestBody(body: IngestCase['body'] | TemplateCase['body']): string | Uint8Array<ArrayBuffer> {
  return 'json' in body ? JSON.stringify(body.json) : body.raw;
}

function postToIngest(body: string | Uint8Array<ArrayBuffer>, contentType = 'application/json'): Promise<Response> {
  return fetch(`${stack.ingest}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ingestToken}`, 'content-type': contentType },
    body,
  });
}

function postTemplate(body: string | Uint8Array<ArrayBuffer>, path = '/api/templates'): Promise<Response> {
  return fetch(`${stack.gateway}${path}`, {
    method: 'POST',
    headers: { cookie, origin: stack.gateway, 'content-type': 'application/json' },
    body,
  });
}

async function expectRefusal(response: Response, outcome: { status: number; error: RegExp }): Promise<void> {
  expect(response.status).toBe(outcome.status);
  const answer = (await response.json()) as { error?: unknown };
  expect(answer).toEqual({ error: expect.any(String) });
  expect(answer.error).toMatch(outcome.error);
}

describe('the HTTP ingest', () => {
  it.each(ingestCases)('$name', async (testCase) => {
    const response = await postToIngest(requestBody(testCase.body), testCase.contentType);
    if (testCase.outcome.status !== 202) return expectRefusal(response, testCase.outcome);
    expect(response.status).toBe(202);
    const sent = 'json' in testCase.body && Array.isArray(testCase.body.json) ? testCase.body.json.length : 1;
    expect(await response.json()).toEqual({ accepted: 'json' in testCase.body ? sent : testCase.outcome.stored.length });
    accepted.push(...testCase.outcome.stored);
  });

  // The service refuses by the declared length, before reading a byte of the body, and closes the
  // connection: a client still writing a large body may see the close (EPIPE) before the answer, so
  // the test sends the headers alone and waits for the answer.
  it('answers 413 to a body declared over 1 MiB before reading it', async () => {
    const answer = await declareBody(`${stack.ingest}/messages`, 1024 * 1024 + 1);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String) });
  });
});

/** Sends only the headers of a POST declaring `length` bytes of JSON, and reads the answer. */
function declareBody(url: string, length: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${ingestToken}`, 'content-type': 'application/json', 'content-length': length },
    });
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body });
        request.destroy();
      });
    });
    request.on('error', reject);
    request.flushHeaders();
  });
}

describe('the template API', () => {
  it.each(templateCases)('$name', async (testCase) => {
    const response = await postTemplate(requestBody(testCase.body));
    if ('error' in testCase.outcome) await expectRefusal(response, testCase.outcome);
    else expect(response.status).toBe(201);
  });

  it('runs the catastrophic regex on RE2: a 64 KiB message it would backtrack on for ever is stored', async () => {
    // The corpus saved a template named 'catastrophic' with the pattern (a+)+$. Once a message is
    // read as one, the extractor has the template.
    await stack.waitFor(async () => {
      const probe = { chat: CHAT, message_id: `probe-${Date.now()}`, text: 'aaaa' };
      expect((await postToIngest(JSON.stringify(probe))).status).toBe(202);
      accepted.push({ chat: CHAT, messageId: probe.message_id, text: probe.text });
      // Any probe read as one will do: the one just posted is seldom extracted yet.
      const row = await stack.database.db
        .selectFrom('messages')
        .select('id')
        .where('chat_id', '=', CHAT)
        .where('message_id', 'like', 'probe-%')
        .where('message_type', '=', 'catastrophic')
        .executeTakeFirst();
      return row ? true : undefined;
    }, 60_000);
    const attack = { chat: CHAT, message_id: 'catastrophic-attack', text: `${'a'.repeat(64 * 1024 - 1)}!` };
    expect((await postToIngest(JSON.stringify(attack))).status).toBe(202);
    accepted.push({ chat: CHAT, messageId: attack.message_id, text: attack.text });
    await stack.waitFor(() =>
      stack.database.db.selectFrom('messages').select('id').where('message_id', '=', attack.message_id).executeTakeFirst(),
    );
  });
});

describe('a try on history and the replay after it', () => {
  it.each([...templateTryCases, ...replayCases])('$name', async (testCase) => {
    const path = testCase.name.startsWith('replay:') ? '/api/replays' : '/api/templates/try';
    const response = await postTemplate(requestBody(testCase.body), path);
    if ('error' in testCase.outcome) await expectRefusal(response, testCase.outcome);
    else expect(response.status).toBe(testCase.outcome.status);
  });
});

describe('the query strings of the reading API', () => {
  it.each(queryCases)('$name', async (testCase) => {
    await expectRefusal(await fetch(`${stack.gateway}${testCase.path}`, { headers: { cookie } }), { status: 400, error: testCase.error });
  });
});

describe('markup in a message, in a real browser', () => {
  const address = bs58.encode(randomBytes(32));
  const text = [
    '🚨 NEW ALERT 🚨',
    '🐶 Pwn Pup ($PWN)',
    `CA: ${address}`,
    '💰 MC: $12K',
    HOSTILE_STRINGS.script,
    HOSTILE_STRINGS.img,
    HOSTILE_STRINGS.sql,
  ].join('\n');
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
    const hostile = { chat: CHAT, message_id: 'hostile-token', text };
    expect((await postToIngest(JSON.stringify(hostile))).status).toBe(202);
    accepted.push({ chat: CHAT, messageId: hostile.message_id, text });
    await stack.waitFor(async () => {
      const response = await fetch(`${stack.gateway}/api/tokens/${address}/messages`, { headers: { cookie } });
      return response.ok && ((await response.json()) as TokenMessagesPage).totalCount === 1 ? true : undefined;
    });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  /** The markup is on the page as the characters it is, and none of it ran or became an element. */
  async function expectShownAsText(page: Page): Promise<void> {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByText(HOSTILE_STRINGS.script).first().waitFor();
    await page.getByText(HOSTILE_STRINGS.img).first().waitFor();
    await page.getByText(HOSTILE_STRINGS.sql).first().waitFor();
    await expect(page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).resolves.toBeUndefined();
    await expect(page.locator('img[src="x"]').count()).resolves.toBe(0);
    expect(dialogs).toEqual([]);
  }

  it('shows it as text on the token history page', async () => {
    const page = await signedInPage(browser, stack);
    await page.goto(`${stack.gateway}/history/${address}`);
    await page.getByTestId('history-heading').waitFor();
    await expectShownAsText(page);
    await page.context().close();
  });

  it('shows it as text on the message tracer, for a search that finds it', async () => {
    const page = await signedInPage(browser, stack);
    await page.goto(`${stack.gateway}/messages`);
    await page.getByTestId('tracer-search').fill('Pwn Pup');
    await page.getByTestId('tracer-messages').getByTestId('message-card').first().waitFor();
    await expectShownAsText(page);
    await page.context().close();
  });
});

describe('the promise of a 202', () => {
  it('stored every message it accepted, or holds it in the failed set with its reason: none is missing', async () => {
    const queue = new Queue<RawMessage>(QueueName.RawMessages, { connection, prefix: redis.prefix });
    try {
      await stack.waitFor(
        async () => ((await queue.getJobCountByTypes('waiting', 'active', 'delayed', 'prioritized')) === 0 ? true : undefined),
        60_000,
      );
      const key = (chat: string, messageId: string) => JSON.stringify([chat, messageId]);
      const failed = new Map((await queue.getFailed()).map((job) => [key(job.data.chatId, job.data.messageId), job.failedReason]));
      const rows = await stack.database.db.selectFrom('messages').select(['chat_id', 'message_id', 'message_text', 'timestamp']).execute();
      const stored = new Map(rows.map((row) => [key(row.chat_id, row.message_id), row]));
      const now = Date.now();
      const wrong = accepted.flatMap((message) => {
        const row = stored.get(key(message.chat, message.messageId));
        if (!row) return failed.get(key(message.chat, message.messageId)) ? [] : [`missing: ${key(message.chat, message.messageId)}`];
        if (row.message_text !== message.text) return [`stored otherwise: ${key(message.chat, message.messageId)}`];
        return message.datedAtReceipt && row.timestamp.getTime() > now
          ? [`dated in the future: ${key(message.chat, message.messageId)}`]
          : [];
      });
      expect(accepted.length).toBeGreaterThan(1000);
      expect(wrong).toEqual([]);
    } finally {
      await queue.close();
    }
  });
});
