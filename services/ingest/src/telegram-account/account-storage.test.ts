// The account client's storage in PostgreSQL: mtcute's real client on the fake Telegram, real
// PostgreSQL (reached through a proxy a test can cut). What a client learnt outlives it, in
// batches; auth keys are sealed; a new login of another account starts from nothing; a process
// without the lease writes nothing; PostgreSQL away fails no Telegram call and loses nothing.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Writable } from 'node:stream';
import type { Kysely, KyselyPlugin } from 'kysely';
import pino from 'pino';
import { MemoryStorage, MtPeerNotFoundError, type ITelegramStorageProvider } from '@mtcute/core';
import { defaultProductionDc, writeStringSession } from '@mtcute/core/utils.js';
import { connectDatabase, type Database, type TelegramLogin } from '@solana-hub/db';
import { createTestDatabase, startTcpProxy, type TcpProxy, type TestDatabase } from '@solana-hub/testing';
import { accountClient } from './account-client.js';
import { AccountStorage } from './account-storage.js';
import { openSession } from './session-seal.js';
import { SESSION_KEY } from './testing/account-on-queue.js';
import { FakeTelegram } from './testing/fake-telegram.js';
import { fakeTelegramNetwork } from './testing/fake-telegram-client.js';

const fake = new FakeTelegram();
const CHANNELS = 250;
const logs: Array<{ msg: string }> = [];
const logger = pino(
  { level: 'info' },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(JSON.parse(chunk.toString()) as { msg: string });
      done();
    },
  }),
);
let test: TestDatabase;

/** Counts the statements that write peers: the library hands over a page of dialogs' peers at once. */
let peerInserts = 0;
const countPeerInserts: KyselyPlugin = {
  transformQuery({ node }) {
    if (node.kind === 'InsertQueryNode' && node.into?.table.identifier.name === 'telegram_peers') peerInserts += 1;
    return node;
  },
  transformResult: async ({ result }) => result,
};

beforeAll(async () => {
  test = await createTestDatabase();
  fake.addDialogs(4_001, CHANNELS);
});
afterAll(async () => {
  await test.drop();
  expect(fake.unknownMethods).toEqual([]);
});

const session = () => writeStringSession({ version: 3, self: null, primaryDcs: defaultProductionDc, authKey: fake.authorizedKey() });

function storageFor(login: TelegramLogin, options: { db?: Kysely<Database>; holdsAccount?: () => boolean } = {}): AccountStorage {
  return new AccountStorage({
    db: options.db ?? test.db.withPlugin(countPeerInserts),
    logger,
    login,
    sessionKey: SESSION_KEY,
    holdsAccount: options.holdsAccount ?? (() => true),
  });
}

async function startedClient(storage: ITelegramStorageProvider, sessionString: string) {
  const client = accountClient(fakeTelegramNetwork(fake), { apiId: 1, apiHash: 'ab'.repeat(16), logger, storage });
  await client.importSession(sessionString);
  return client;
}

async function listDialogs(storage: ITelegramStorageProvider, sessionString: string): Promise<number> {
  const client = await startedClient(storage, sessionString);
  let dialogs = 0;
  for await (const _ of client.iterDialogs({ archived: 'keep' })) dialogs += 1;
  await client.destroy();
  return dialogs;
}

const chatId = (channelId: number) => -1_000_000_000_000 - channelId;
const rows = (table: 'telegram_peers' | 'telegram_auth_keys' | 'telegram_client_values') => test.db.selectFrom(table).selectAll().execute();
const userIds = async () => [...new Set((await rows('telegram_peers')).map((row) => row.user_id))];

describe("the account client's storage", () => {
  const first: TelegramLogin = { id: 'login-1', userId: fake.user.id };
  const firstSession = session();

  it('keeps the peers a client learnt, a page of dialogs a statement: the next client reads a chat without listing', async () => {
    peerInserts = 0;
    expect(await listDialogs(storageFor(first), firstSession)).toBe(CHANNELS);
    expect((await rows('telegram_peers')).length).toBeGreaterThanOrEqual(CHANNELS);
    expect(peerInserts).toBeGreaterThan(0);
    expect(peerInserts).toBeLessThanOrEqual(Math.ceil(CHANNELS / 100));

    const restarted = await startedClient(storageFor(first), firstSession);
    const callsBefore = fake.calls.length;
    const [message] = await restarted.getHistory(chatId(4_001), { limit: 1 });
    expect(message?.text).toBe('post of 4001');
    expect(fake.calls.slice(callsBefore)).toEqual(['messages.getHistory']);
    await restarted.destroy();
  });

  it('is what makes that possible: a client keeping nothing cannot read the chat before it lists the dialogs', async () => {
    const forgetful = await startedClient(new MemoryStorage(), firstSession);
    await expect(forgetful.getHistory(chatId(4_001), { limit: 1 })).rejects.toBeInstanceOf(MtPeerNotFoundError);
    await forgetful.destroy();
  });

  it('keeps the auth key sealed with TELEGRAM_SESSION_KEY, never in the clear', async () => {
    const key = Buffer.from((await listAuthKey(firstSession)) ?? []);
    const [stored, ...others] = await rows('telegram_auth_keys');
    expect(others).toEqual([]);
    expect(stored?.login_id).toBe('login-1');
    const everything = JSON.stringify([await rows('telegram_auth_keys'), await rows('telegram_client_values')], (_, value: unknown) =>
      value instanceof Uint8Array ? Buffer.from(value).toString('hex') : value,
    );
    expect(everything).not.toContain(key.toString('hex'));
    expect(everything).not.toContain(key.toString('base64'));
    expect(Buffer.from(openSession(stored?.sealed_key ?? '', SESSION_KEY), 'base64').equals(key)).toBe(true);
  });

  it('forgets, at a new login of another account, the keys and values of the old login and the peers of the old account', async () => {
    const other: TelegramLogin = { id: 'login-2', userId: fake.user.id + 1 };
    const client = await startedClient(storageFor(other), session());
    await client.destroy();
    expect((await rows('telegram_auth_keys')).map((row) => row.login_id)).toEqual(['login-2']);
    expect(new Set((await rows('telegram_client_values')).map((row) => row.login_id))).toEqual(new Set(['login-2']));
    expect(await userIds()).toEqual([]);
  });

  it('keeps the peers at a new login of the same account', async () => {
    await listDialogs(storageFor({ id: 'login-3', userId: fake.user.id }), session());
    await listDialogs(storageFor({ id: 'login-4', userId: fake.user.id }), session());
    expect(await userIds()).toEqual([fake.user.id]);
    expect((await rows('telegram_auth_keys')).map((row) => row.login_id)).toEqual(['login-4']);
  });

  it('writes nothing from a process that does not hold the account', async () => {
    const standby = { id: 'login-standby', userId: fake.user.id + 2 };
    await listDialogs(storageFor(standby, { holdsAccount: () => false }), session());
    expect(await userIds()).toEqual([fake.user.id]);
    expect((await rows('telegram_auth_keys')).map((row) => row.login_id)).toEqual(['login-4']);
  });

  describe('with PostgreSQL away', () => {
    let proxy: TcpProxy;
    let db: Kysely<Database>;
    beforeAll(async () => {
      proxy = await startTcpProxy(test.url);
      db = connectDatabase(proxy.url, { onConnectionLost: () => undefined });
    });
    afterAll(async () => {
      await db.destroy();
      await proxy.close();
    });

    it('fails no Telegram call; what the client learnt waits in memory and is written once PostgreSQL is back', async () => {
      const login = { id: 'login-5', userId: fake.user.id };
      await test.db.deleteFrom('telegram_peers').execute();
      const client = await startedClient(storageFor(login, { db }), session());
      proxy.cut();
      let dialogs = 0;
      for await (const _ of client.iterDialogs({ archived: 'keep' })) dialogs += 1;
      expect(dialogs).toBe(CHANNELS);
      expect(logs.map((line) => line.msg)).toContain(
        'Telegram account: could not save what the client learnt (peers, updates state); kept in memory for the next save',
      );
      // The peers are there for the client meanwhile.
      expect((await client.getHistory(chatId(4_123), { limit: 1 }))[0]?.text).toBe('post of 4123');

      proxy.restore();
      await client.getHistory(chatId(4_124), { limit: 1 });
      expect((await rows('telegram_peers')).length).toBeGreaterThanOrEqual(CHANNELS);
      expect(logs.map((line) => line.msg)).toContain('Telegram account: what the client learnt is saved again');
      await client.destroy();
    });
  });
});

/** Logs in a client with its own storage, as the first test's login, and answers the auth key it keeps. */
async function listAuthKey(sessionString: string): Promise<Uint8Array | null> {
  const storage = storageFor({ id: 'login-1', userId: fake.user.id });
  const client = await startedClient(storage, sessionString);
  const key = await storage.authKeys.get(defaultProductionDc.main.id);
  await client.destroy();
  return key;
}
