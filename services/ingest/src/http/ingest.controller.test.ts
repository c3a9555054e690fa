import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { createTestDatabase, createTestRedis, serviceTestEnv, errorBodySchema, readJson, type TestDatabase } from '@solana-hub/testing';
import type { RawMessage } from '@solana-hub/contracts';
import { connectRedis, QueueName } from '@solana-hub/queue';
import { startService, type RunningService } from '@solana-hub/runtime';
import { ingestService } from '../ingest-service.js';

const redis = createTestRedis();
let database: TestDatabase;
let service: RunningService;
let url: string;
const token = 'test-ingest-token';
const connection = connectRedis(redis.url);
const queue = new Queue<RawMessage>(QueueName.RawMessages, { connection, prefix: redis.prefix });

beforeAll(async () => {
  database = await createTestDatabase();
  service = await startService(
    ingestService,
    serviceTestEnv(database, redis, {
      INGEST_PORT: '0',
      INGEST_TOKEN: token,
      DEMO_FEED: 'off',
    }),
  );
  url = `http://127.0.0.1:${service.port}/messages`;
});
afterAll(async () => {
  await service.app.close();
  await queue.close();
  connection.disconnect();
  await redis.clear();
  await database.drop();
});

function post(body: unknown, headers: Record<string, string> = { authorization: `Bearer ${token}` }) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('POST /messages', () => {
  it('queues one message as a raw message and answers 202 {accepted}', async () => {
    const response = await post({
      chat: '-100777',
      message_id: 42,
      text: 'CA: abc',
      date: 1_767_225_600,
      links: ['https://pump.fun/coin/x'],
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ accepted: 1 });
    const job = await queue.getJob('msg_-100777_42_v0');
    expect(job?.data).toMatchObject({
      source: 'http',
      chatId: '-100777',
      messageId: '42',
      date: '2026-01-01T00:00:00.000Z',
      links: ['https://pump.fun/coin/x'],
    });
  });

  it('keeps one job when the same message is sent twice', async () => {
    const message = { chat: 'dups', message_id: '1', text: 'same' };
    await post([message, message]);
    await post(message);
    const jobs = await queue.getJobs(['waiting', 'prioritized', 'delayed']);
    expect(jobs.filter((job) => job.data.chatId === 'dups')).toHaveLength(1);
  });

  it('takes an array of up to 1,000 messages', async () => {
    const batch = Array.from({ length: 1000 }, (_, i) => ({ chat: 'bulk', message_id: i, text: `m${i}` }));
    const response = await post(batch);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ accepted: 1000 });
  });

  it('answers 401 without the right bearer token, or with anything after it', async () => {
    expect((await post({ chat: 'a', message_id: 1, text: 't' }, {})).status).toBe(401);
    const wrong = await post({ chat: 'a', message_id: 1, text: 't' }, { authorization: 'Bearer nope' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'Missing or wrong bearer token' });
    expect((await post({ chat: 'a', message_id: 1, text: 't' }, { authorization: `Bearer ${token} extra` })).status).toBe(401);
    expect((await post({ chat: 'a', message_id: 1, text: 't' }, { authorization: `Basic ${token}` })).status).toBe(401);
  });

  it("refuses a stranger's body before reading it, and a body nested deeper than 64 levels before parsing it", async () => {
    const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
    // Malformed or a megabyte of brackets, without the token: 401, not the parser's 400.
    for (const body of ['{"chat":', nested(500_000)]) {
      const refused = await post(body, { authorization: 'Bearer nope' });
      expect([refused.status, await refused.json()]).toEqual([401, { error: 'Missing or wrong bearer token' }]);
    }
    const deep = await post(nested(65));
    expect([deep.status, await deep.json()]).toEqual([400, { error: 'body: JSON nested deeper than 64 levels' }]);
  });

  it('answers 400 naming the bad field', async () => {
    const response = await post([
      { chat: 'a', message_id: 1, text: 't' },
      { chat: 'a', message_id: 2 },
    ]);
    expect(response.status).toBe(400);
    expect((await readJson(response, errorBodySchema)).error).toMatch(/text/);
    const badDate = await post({ chat: 'a', message_id: 1, text: 't', date: 'yesterday' });
    expect((await readJson(badDate, errorBodySchema)).error).toMatch(/date/);
  });

  it('accepts NUL, lone surrogates and control characters, queued cleaned with what was sent kept', async () => {
    const batch = Array.from({ length: 10 }, (_, i) => ({
      chat: 'unclean',
      message_id: i,
      text: i === 3 ? 'nul \u0000 here' : i === 7 ? 'lone \ud800 here' : `plain ${i}`,
    }));
    const response = await post(batch);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ accepted: 10 });
    expect((await queue.getJob('msg_unclean_3_v0'))?.data).toMatchObject({
      text: 'nul \uFFFD here',
      original: { text: 'nul \u0000 here' },
    });
    expect((await queue.getJob('msg_unclean_7_v0'))?.data).toMatchObject({
      text: 'lone \uFFFD here',
      original: { text: 'lone \ud800 here' },
    });
  });

  it('answers 400 naming the field for a date off the calendar, and takes a future one as the time of receipt', async () => {
    const offCalendar = await post([
      { chat: 'dates', message_id: 1, text: 't' },
      { chat: 'dates', message_id: 2, text: 't', date: 99_999_999_999_999 },
    ]);
    expect(offCalendar.status).toBe(400);
    expect((await readJson(offCalendar, errorBodySchema)).error).toMatch(/^\[1\]\.date: /);
    const before = Date.now();
    expect((await post({ chat: 'dates', message_id: 3, text: 't', date: '2099-01-01T00:00:00Z' })).status).toBe(202);
    const job = await queue.getJob('msg_dates_3_v0');
    expect(Date.parse(job?.data.date ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(job?.data.date ?? '')).toBeLessThanOrEqual(Date.now());
  });

  it('answers 400 for links that are no http(s) URL and ids that are no exact whole number', async () => {
    const script = await post({ chat: 'a', message_id: 1, text: 't', links: ['javascript:alert(1)'] });
    expect((await readJson(script, errorBodySchema)).error).toMatch(/^\[0\]\.links\[0\]: /);
    for (const message_id of [2 ** 63, -1, 1.5]) {
      const response = await post({ chat: 'a', message_id, text: 't' });
      expect(response.status).toBe(400);
      expect((await readJson(response, errorBodySchema)).error).toMatch(/^\[0\]\.message_id: /);
    }
  });

  it('gives a chat with any characters a job id BullMQ takes', async () => {
    const response = await post({ chat: 'a:b/c 42 😀', message_id: 'x:1', text: 't' });
    expect(response.status).toBe(202);
    const [job] = (await queue.getJobs(['waiting', 'prioritized'])).filter((candidate) => candidate.data.chatId === 'a:b/c 42 😀');
    expect(job?.id).toMatch(/^msg_[A-Za-z0-9.-]+_[A-Za-z0-9.-]+_v0$/);
  });

  it('queues a resend with an edit_date or a version as a new version of the message, the same edit once', async () => {
    const original = { chat: '-100888', chat_title: 'Alpha Calls', message_id: 5, text: 'CA: one', date: 1_767_225_600 };
    await post(original);
    await post({ ...original, text: 'CA: one (edited)', edit_date: 1_767_225_660 });
    await post({ ...original, text: 'CA: one (edited)', edit_date: '2026-01-01T00:01:00Z' });
    await post({ ...original, text: 'CA: one (third)', version: 3 });
    const jobs = (await queue.getJobs(['waiting', 'prioritized'])).filter((job) => job.data.chatId === '-100888');
    expect(jobs.map((job) => job.id).sort()).toEqual(['msg_-100888_5_v0', 'msg_-100888_5_v1767225660', 'msg_-100888_5_v3']);
    expect((await queue.getJob('msg_-100888_5_v1767225660'))?.data).toMatchObject({
      chatTitle: 'Alpha Calls',
      editVersion: 1_767_225_660,
      text: 'CA: one (edited)',
    });
  });

  it('takes an edit_date ahead of the clock as the time of receipt, and answers 400 naming a bad version', async () => {
    const before = Math.floor(Date.now() / 1000);
    expect((await post({ chat: 'future-edit', message_id: 1, text: 't', edit_date: '2099-01-01T00:00:00Z' })).status).toBe(202);
    const [job] = (await queue.getJobs(['waiting', 'prioritized'])).filter((candidate) => candidate.data.chatId === 'future-edit');
    expect(job?.data.editVersion).toBeGreaterThanOrEqual(before);
    expect(job?.data.editVersion).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
    const badVersion = await post({ chat: 'a', message_id: 1, text: 't', version: 0 });
    expect(badVersion.status).toBe(400);
    expect((await readJson(badVersion, errorBodySchema)).error).toMatch(/^\[0\]\.version: /);
  });

  it('answers 400 for a body that is a JSON string, number or empty list', async () => {
    for (const body of ['"text"', '42', 'null', '[]']) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
  });

  it('answers 400 for malformed JSON and 413 above 1 MiB', async () => {
    const malformed = await post('{"chat":');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: expect.any(String) });
    const huge = await post({ chat: 'a', message_id: 1, text: 'x'.repeat(1024 * 1024) });
    expect(huge.status).toBe(413);
  });
});

describe('health', () => {
  it('reports the database and Redis reachable', async () => {
    const response = await fetch(`http://127.0.0.1:${service.port}/health`);
    expect(await response.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok' } });
    const metrics = await (await fetch(`http://127.0.0.1:${service.metricsPort}/metrics`)).text();
    expect(metrics).toMatch(/ingest_messages_accepted_total\{source="http"\} \d+/);
  });

  it("times every POST /messages in one histogram series per status, whatever the batch, and answers each call's X-Request-Id", async () => {
    const answer = await post(
      { chat: 'timed', message_id: 1, text: 'x' },
      { authorization: `Bearer ${token}`, 'x-request-id': 'relay-42' },
    );
    expect(answer.headers.get('x-request-id')).toBe('relay-42');
    const metrics = await (await fetch(`http://127.0.0.1:${service.metricsPort}/metrics`)).text();
    const series = metrics
      .split('\n')
      .filter((line) => line.startsWith('http_request_duration_seconds_count{') && line.includes('route="/messages"'));
    // 202s, 400s, a 401 and a 413 above: one series each, never one per chat or message.
    expect(series.map((line) => /status_code="(\d+)"/.exec(line)?.[1]).sort()).toEqual(['202', '400', '401', '413']);
  });
});
