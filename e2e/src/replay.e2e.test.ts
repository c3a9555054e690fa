import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import bs58 from 'bs58';
import { connectRedis, publishEvent } from '@solana-hub/queue';
import { createTestDatabase, createTestRedis } from '@solana-hub/testing';
import { runCli } from '@solana-hub/tools';
import { startE2eStack, type E2eStack } from './e2e-stack.js';

// `npm run replay` as an operator runs it after adding a template: the command line as a
// process, the built extractor of a running stack doing the work.

const CHAT = 'replay-chat';
let stack: E2eStack;
const redis = createTestRedis();
const connection = connectRedis(redis.url);

beforeAll(async () => {
  stack = await startE2eStack({ servers: { database: await createTestDatabase(), redis } });
});
afterAll(async () => {
  await stack?.stop();
  connection.disconnect();
});

/** The real command line on the stack's servers; `prefix` another key prefix than the stack's. */
const commandLine = (args: string[], prefix = redis.prefix) =>
  runCli(args, { DATABASE_URL: stack.database.url, REDIS_URL: redis.url, REDIS_PREFIX: prefix });

const zebraCall = () => `🦓 ZEBRA CALL\nStriped Horse ($ZBR)\nCA: ${bs58.encode(randomBytes(32))}\nMC: $120K`;
const chatMessages = () => stack.database.db.selectFrom('messages').selectAll().where('chat_id', '=', CHAT).orderBy('message_id').execute();
const summaryCount = (out: string, label: string) =>
  Number(new RegExp(`^  ${label} +([\\d,]+)$`, 'm').exec(out)?.[1]?.replace(/,/g, '') ?? NaN);

describe('npm run replay against the running stack', () => {
  it('applies a template added after the fact: the dry run counts, the replay rewrites those, a second replay changes nothing', async () => {
    for (let id = 1; id <= 3; id++) expect(await stack.postAlert({ chat: CHAT, message_id: `zebra-${id}`, text: zebraCall() })).toBe(202);
    for (let id = 1; id <= 2; id++)
      expect(await stack.postAlert({ chat: CHAT, message_id: `plain-${id}`, text: `just chatting, nothing to see ${id}` })).toBe(202);
    await stack.waitFor(async () => ((await chatMessages()).length === 5 ? true : undefined));
    expect(new Set((await chatMessages()).map((row) => row.message_type))).toEqual(new Set(['unknown']));

    await stack.database.db
      .insertInto('templates')
      .values({
        name: 'zebra_call',
        display_name: 'Zebra Call',
        enabled: true,
        priority: 800,
        sample_message: null,
        patterns: JSON.stringify([{ pattern: 'ZEBRA CALL', type: 'contains', enabled: true }]),
        extractors: '[]',
      })
      .execute();
    await publishEvent(connection, redis.prefix, { name: 'templates.changed', data: { templateId: null } });
    // Once a new zebra call (in another chat) is read as one, the extractor holds the template.
    await stack.waitFor(async () => {
      await stack.postAlert({ message_id: `marker-${Date.now()}`, text: zebraCall() });
      const marked = await stack.database.db
        .selectFrom('messages')
        .select('id')
        .where('message_type', '=', 'zebra_call')
        .executeTakeFirst();
      return marked ? true : undefined;
    });

    const dry = await commandLine(['replay', '--chat', CHAT, '--dry-run']);
    expect({ status: dry.status, err: dry.err }).toEqual({ status: 0, err: '' });
    expect(dry.out).toMatch(/^dry run: 5 messages match; 3 would change type:$/m);
    expect(dry.out).toMatch(/^ {2}unknown → zebra_call +3$/m);
    expect(new Set((await chatMessages()).map((row) => row.message_type))).toEqual(new Set(['unknown']));

    const first = await commandLine(['replay', '--chat', CHAT, '--type', 'unknown', '--only-reclassified']);
    expect({ status: first.status, err: first.err }).toEqual({ status: 0, err: '' });
    expect(first.out).toMatch(/^replay \S+: 5 messages matched, 5 queued in [\d.]+ s$/m);
    expect([summaryCount(first.out, 'rewritten'), summaryCount(first.out, 'unchanged'), summaryCount(first.out, 'failed')]).toEqual([
      3, 2, 0,
    ]);
    const rewritten = await chatMessages();
    expect(rewritten.map((row) => [row.message_id, row.message_type])).toEqual([
      ['plain-1', 'unknown'],
      ['plain-2', 'unknown'],
      ['zebra-1', 'zebra_call'],
      ['zebra-2', 'zebra_call'],
      ['zebra-3', 'zebra_call'],
    ]);

    const second = await commandLine(['replay', '--chat', CHAT]);
    expect(second.status).toBe(0);
    expect([summaryCount(second.out, 'rewritten'), summaryCount(second.out, 'unchanged'), summaryCount(second.out, 'failed')]).toEqual([
      0, 5, 0,
    ]);
    // Not one row written: the dashboards' versions (changed_xid) did not move.
    expect(await chatMessages()).toEqual(rewritten);
  });

  it('says that no extractor runs instead of waiting for one, and leaves the messages queued', async () => {
    const { status, err } = await commandLine(['replay', '--chat', CHAT], `${redis.prefix}-idle`);
    expect(status).toBe(1);
    expect(err).toMatch(
      /^No extractor is running: the 5 messages not replayed yet stay queued and are replayed when an extractor takes them \(npm run queues shows them\)\. Start the stack \(npm start\)\.$/m,
    );
    const queues = await commandLine(['queues'], `${redis.prefix}-idle`);
    expect(queues.status).toBe(0);
    // The five in one chunk.
    expect(queues.out).toMatch(/^replay-chunks +1 +0 +0 +0 +0 +0 +0 +0$/m);
  });

  it('refuses a command line it cannot run with exit 2, the problem in words', async () => {
    const { status, err } = await commandLine(['replay', '--from', 'last tuesday']);
    expect(status).toBe(2);
    expect(err).toMatch(/^--from: "last tuesday" is no ISO-8601 date or date and time/);
    expect((await commandLine(['reprocess'])).status).toBe(2);
  });
});
