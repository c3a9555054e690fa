import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Queue } from 'bullmq';
import { rawMessageJobId, rawMessageSchema, type RawMessage } from '@solana-hub/contracts';
import { saveRawMessages } from '@solana-hub/db';
import { connectRedis, QueueName } from '@solana-hub/queue';
import { exportFixture, writeGeneratedExport } from '@solana-hub/telegram-export/testing';
import { createTestDatabase, createTestRedis, startOwnRedis, type TestDatabase } from '@solana-hub/testing';
import { freePort } from '../free-port.js';
import { importHistory } from './import.js';

// The import against a real Redis queue and a real PostgreSQL: what it queues, what it finds
// already there, what it refuses and how it exits.

const redis = createTestRedis();
const connection = connectRedis(redis.url);
const queue = new Queue(QueueName.RawMessages, { connection, prefix: redis.prefix });
let database: TestDatabase;
let dir = '';
const savedEnv = { ...process.env };

beforeAll(async () => {
  database = await createTestDatabase();
  dir = await mkdtemp(path.join(os.tmpdir(), 'import-test-'));
  Object.assign(process.env, { DATABASE_URL: database.url, REDIS_URL: redis.url, REDIS_PREFIX: redis.prefix });
});
afterEach(async () => {
  await queue.obliterate({ force: true });
  await database.db.deleteFrom('raw_messages').execute();
  process.env.REDIS_URL = redis.url;
});
afterAll(async () => {
  process.env = savedEnv;
  await queue.close();
  connection.disconnect();
  await redis.clear();
  await database.drop();
  await rm(dir, { recursive: true, force: true });
});

/** Runs `npm run import -- <file>` in this process; answers its exit status and what it printed. */
async function runImport(file: string): Promise<{ status: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const log = jest.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void out.push(args.join(' ')));
  const error = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void err.push(args.join(' ')));
  try {
    return { status: await importHistory([file]), out: out.join('\n'), err: err.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

async function queued(): Promise<RawMessage[]> {
  const jobs = await queue.getJobs(['waiting']);
  return jobs.map((job) => rawMessageSchema.parse(job.data)).sort((a, b) => Number(a.messageId) - Number(b.messageId));
}

const summaryCount = (out: string, label: string) =>
  Number(new RegExp(`${label}[^\\n]*?([\\d,]+)$`, 'm').exec(out)?.[1]?.replace(/,/g, '') ?? NaN);

describe('npm run import', () => {
  it("queues a channel's messages under their job ids, the edited one as its latest version, and skips the rest with their reasons", async () => {
    const { status, out } = await runImport(exportFixture('channel-export'));
    expect(status).toBe(0);
    const messages = await queued();
    expect(messages.map((message) => message.messageId)).toEqual(['2', '3', '4', '5', '7', '8', '11']);
    expect(messages.every((message) => message.source === 'telegram-export' && message.chatId === '-1001987654321')).toBe(true);
    const jobIds = (await queue.getJobs(['waiting'])).map((job) => job.id).sort();
    expect(jobIds).toEqual(messages.map(rawMessageJobId).sort());
    expect(messages.find((message) => message.messageId === '4')).toMatchObject({ editVersion: 1714560300 });
    expect(out).toMatch(/11 messages read/);
    expect(summaryCount(out, 'queued for extraction')).toBe(7);
    expect(summaryCount(out, 'service message')).toBe(2);
    expect(summaryCount(out, 'no text and no link')).toBe(2);
  });

  it('queues nothing twice: a second import finds every message already queued', async () => {
    await runImport(exportFixture('channel-export'));
    const { status, out } = await runImport(exportFixture('channel-export'));
    expect(status).toBe(0);
    expect(await queue.getJobCountByTypes('waiting')).toBe(7);
    expect(summaryCount(out, 'queued for extraction')).toBe(0);
    expect(summaryCount(out, 'already queued')).toBe(7);
  });

  it('queues nothing that is stored at the same or a newer version, long after its jobs left the queue; an older version is updated', async () => {
    await runImport(exportFixture('channel-export'));
    const stored = await queued();
    // As the extractor stores them, except message 4, stored as its original (a bot saw it before its edit).
    await saveRawMessages(
      database.db,
      stored.map((message) => (message.messageId === '4' ? { ...message, editVersion: 0 } : message)),
    );
    await queue.obliterate({ force: true });
    const { out } = await runImport(exportFixture('channel-export'));
    expect((await queued()).map((message) => `${message.messageId}_v${message.editVersion}`)).toEqual(['4_v1714560300']);
    expect(summaryCount(out, 'already stored')).toBe(6);
  });

  it('streams a generated export of 5,000 messages, and a second import of it queues nothing', async () => {
    const file = path.join(dir, 'generated.json');
    const generated = await writeGeneratedExport(file, 5_000);
    const first = await runImport(file);
    expect(summaryCount(first.out, 'queued for extraction')).toBe(generated.importable);
    expect(await queue.getJobCountByTypes('waiting')).toBe(generated.importable);
    const second = await runImport(file);
    expect(summaryCount(second.out, 'queued for extraction')).toBe(0);
    expect(summaryCount(second.out, 'already queued')).toBe(generated.importable);
    expect(await queue.getJobCountByTypes('waiting')).toBe(generated.importable);
  });

  it('takes the folder of an export for its result.json', async () => {
    const folder = path.join(dir, 'ChatExport_2024-05-01');
    await rm(folder, { recursive: true, force: true });
    await import('node:fs/promises').then((fs) => fs.mkdir(folder));
    await writeFile(path.join(folder, 'result.json'), await readFile(exportFixture('supergroup-export')));
    expect((await runImport(folder)).status).toBe(0);
    expect((await queued()).map((message) => message.chatId)).toEqual(['-1001555000111', '-1001555000111', '-1001555000111']);
  });

  describe('exits 1 and says what is wrong with the file', () => {
    it.each([
      ['a missing file', 'missing.json', null, /^missing\.json: cannot be read \(no such file\)$/],
      ['an empty file', 'empty.json', '', /^empty\.json: not a Telegram Desktop export \(the file is empty\)$/],
      ['an HTML export', 'messages.html', '<!DOCTYPE html>\n<html>', /^messages\.html: not valid JSON/],
      ['JSON of another kind', 'other.json', '{"data": [1, 2]}', /^other\.json: not a Telegram Desktop export \(no messages array\)$/],
    ])('%s', async (_what, name, content, message) => {
      if (content !== null) await writeFile(path.join(dir, name), content);
      process.env.INIT_CWD = dir;
      try {
        const { status, err } = await runImport(name);
        expect(status).toBe(1);
        expect(err).toMatch(message);
      } finally {
        delete process.env.INIT_CWD;
      }
    });

    it('queues the whole messages of a cut-off export before saying it is cut off', async () => {
      const whole = await readFile(exportFixture('channel-export'), 'utf8');
      const file = path.join(dir, 'cut.json');
      await writeFile(file, whole.slice(0, whole.indexOf('"id": 7,')));
      const { status, err } = await runImport(file);
      expect(status).toBe(1);
      expect(err).toMatch(/cut\.json: not valid JSON/);
      expect((await queued()).map((message) => message.messageId)).toEqual(['2', '3', '4', '5']);
    });
  });

  it('pauses while Redis does not answer and goes on when it does: every message queued once', async () => {
    const own = await startOwnRedis();
    const ownConnection = connectRedis(own.url);
    const ownQueue = new Queue(QueueName.RawMessages, { connection: ownConnection, prefix: redis.prefix });
    try {
      const file = path.join(dir, 'outage.json');
      const generated = await writeGeneratedExport(file, 10_000);
      process.env.REDIS_URL = own.url;
      let finished = false;
      const run = runImport(file).finally(() => (finished = true));
      while ((await ownQueue.getJobCountByTypes('waiting')) === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      own.freeze();
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(finished).toBe(false);
      own.thaw();
      const { status, out } = await run;
      expect(status).toBe(0);
      expect(summaryCount(out, 'queued for extraction')).toBe(generated.importable);
      expect(await ownQueue.getJobCountByTypes('waiting')).toBe(generated.importable);
    } finally {
      own.thaw();
      await ownQueue.close();
      ownConnection.disconnect();
      own.stop();
    }
  });

  it('exits 1, before reading anything, when the queue cannot be reached', async () => {
    process.env.REDIS_URL = `redis://127.0.0.1:${await freePort()}`;
    const { status, err } = await runImport(exportFixture('channel-export'));
    expect(status).toBe(1);
    expect(err).toMatch(/^The queue cannot be reached: Redis at 127\.0\.0\.1:\d+ does not answer/);
  });
});
