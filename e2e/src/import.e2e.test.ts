import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { exportFixture } from '@solana-hub/telegram-export/testing';
import { createTestDatabase, createTestRedis } from '@solana-hub/testing';
import { runCli } from '@solana-hub/tools';
import { startE2eStack, type E2eStack } from './e2e-stack.js';

// `npm run import` against the whole stack as a user runs it: the command line as a process,
// the built extractor storing what it queued in PostgreSQL, then the same export once more.

const CHAT = '-1001987654321';
const MOON_CAT = '4KxQsZVq5kPA5FrcMEfFH5tjw62Dm3E2krLnDcq6ppqe';
const SOL_DOG = 'C6FRnD8cLeEfxThuBfH4nADPp2LBBM9hr91HAFtSqocZ';

let stack: E2eStack;
const redis = createTestRedis();

beforeAll(async () => {
  stack = await startE2eStack({ servers: { database: await createTestDatabase(), redis } });
});
afterAll(async () => {
  await stack?.stop();
});

/** The real command line (what `npm run import` runs once dependencies are installed), on the stack's servers. */
const runImport = (file: string) =>
  runCli(['import', file], { DATABASE_URL: stack.database.url, REDIS_URL: redis.url, REDIS_PREFIX: redis.prefix });

const storedRaw = () =>
  stack.database.db.selectFrom('raw_messages').selectAll().where('chat_id', '=', CHAT).orderBy('message_id').execute();
const storedMessages = () => stack.database.db.selectFrom('messages').selectAll().where('chat_id', '=', CHAT).execute();

describe('npm run import against the running stack', () => {
  it("stores the channel's history through the extractor: the edited text, the links, the tokens", async () => {
    const { status, out, err } = await runImport(exportFixture('channel-export'));
    expect({ status, err }).toEqual({ status: 0, err: '' });
    expect(out).toMatch(/queued for extraction\s+7$/m);
    expect(out).toMatch(/extractor stores them now/);

    const raw = await stack.waitFor(async () => {
      const rows = await storedRaw();
      return rows.length === 7 ? rows : undefined;
    });
    expect(raw.map((row) => row.message_id).sort()).toEqual(['11', '2', '3', '4', '5', '7', '8']);
    expect(raw.every((row) => row.source === 'telegram-export' && row.chat_title === 'Solana Gem Radar')).toBe(true);
    const edited = raw.find((row) => row.message_id === '4');
    expect(edited).toMatchObject({ edit_version: 1714560300 });
    expect(edited?.text).toContain('did 2x!\nMC now $96.5K');

    const messages = await stack.waitFor(async () => {
      const rows = await storedMessages();
      return rows.length === 7 ? rows : undefined;
    });
    const byId = new Map(messages.map((row) => [row.message_id, row]));
    expect(byId.get('4')?.message_text).toContain('did 2x!');
    expect(byId.get('3')?.links).toEqual(
      expect.arrayContaining([`dexscreener.com|https://dexscreener.com/solana/${MOON_CAT}`, `pump.fun|https://pump.fun/coin/${MOON_CAT}`]),
    );
    // The token of message 8 is only in its inline buttons.
    expect(byId.get('8')?.links).toEqual(expect.arrayContaining([`dexscreener.com|https://dexscreener.com/solana/${SOL_DOG}`]));
    expect(byId.get('8')?.token_address).toBe(SOL_DOG);
    expect(byId.get('3')?.token_address).toBe(MOON_CAT);
  });

  it('imports the same export again as a no-op: nothing queued, nothing stored twice', async () => {
    const before = { raw: await storedRaw(), messages: await storedMessages() };
    const { status, out } = await runImport(exportFixture('channel-export'));
    expect(status).toBe(0);
    expect(out).toMatch(/queued for extraction\s+0$/m);
    expect(out).toMatch(/already stored \(imported before, or read live\)\s+7$/m);
    // Another message through the same extractor: once it is stored, anything queued before it was handled too.
    expect(await stack.postAlert({ chat: CHAT, message_id: 'after-reimport', text: 'marker' })).toBe(202);
    await stack.waitFor(async () => ((await storedRaw()).some((row) => row.message_id === 'after-reimport') ? true : undefined));
    expect((await storedRaw()).filter((row) => row.message_id !== 'after-reimport')).toEqual(before.raw);
    expect((await storedMessages()).filter((row) => row.message_id !== 'after-reimport').sort((a, b) => a.id - b.id)).toEqual(
      before.messages.sort((a, b) => a.id - b.id),
    );
  });
});
