// What the account's Telegram client keeps (migration 0021), on real PostgreSQL: peers with their
// access hashes under the account, values and sealed auth keys under the login, and what a new
// login of another account forgets.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@solana-hub/testing';
import {
  deleteTelegramAuthKeys,
  deleteTelegramClientValues,
  forgetOtherTelegramLogins,
  loadTelegramClientState,
  saveTelegramAuthKey,
  saveTelegramClientValues,
} from './telegram-client-state.js';
import { findTelegramPeer, saveTelegramPeers, type TelegramPeer } from './telegram-peers.js';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

const ACCOUNT = 777_000_001;
const bytes = (...values: number[]) => new Uint8Array(values);
const channel = (n: number, changes: Partial<TelegramPeer> = {}): TelegramPeer => ({
  id: -1_000_000_000_000 - n,
  accessHash: `${n * 7}|0`,
  isMin: false,
  usernames: [],
  phone: null,
  updatedAt: new Date('2026-11-28T10:00:00.000Z'),
  complete: bytes(n % 256, 0, 0x5c, 0xff),
  ...changes,
});

describe('peers', () => {
  it('are saved in batches of hundreds, and found by id, username and phone', async () => {
    const many = Array.from({ length: 1_234 }, (_, i) => channel(i + 1));
    await saveTelegramPeers(test.db, ACCOUNT, many);
    const count = await test.db
      .selectFrom('telegram_peers')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst();
    expect(Number(count?.n)).toBe(1_234);
    expect(await findTelegramPeer(test.db, ACCOUNT, { id: channel(1_000).id })).toEqual(channel(1_000));

    const named = channel(2_000, { usernames: ['alpha_calls', 'alpha'] });
    const user = { ...channel(0), id: 5_001, phone: '15550002222', accessHash: '9|1' };
    await saveTelegramPeers(test.db, ACCOUNT, [named, user]);
    expect(await findTelegramPeer(test.db, ACCOUNT, { username: 'alpha' })).toEqual(named);
    expect(await findTelegramPeer(test.db, ACCOUNT, { phone: '15550002222' })).toEqual(user);
    expect(await findTelegramPeer(test.db, ACCOUNT, { username: 'nobody' })).toBeNull();
  });

  it('replace what was kept of them', async () => {
    const renamed = channel(1, { accessHash: '8|8', usernames: ['renamed'], updatedAt: new Date('2026-11-28T11:00:00.000Z') });
    await saveTelegramPeers(test.db, ACCOUNT, [renamed]);
    expect(await findTelegramPeer(test.db, ACCOUNT, { id: renamed.id })).toEqual(renamed);
  });

  it('seen only in passing are found by id, never by username or phone', async () => {
    const passing = { ...channel(0), id: 5_002, isMin: true, usernames: ['passer'], phone: '15550003333' };
    await saveTelegramPeers(test.db, ACCOUNT, [passing]);
    expect(await findTelegramPeer(test.db, ACCOUNT, { id: 5_002 })).toEqual(passing);
    expect(await findTelegramPeer(test.db, ACCOUNT, { username: 'passer' })).toBeNull();
    expect(await findTelegramPeer(test.db, ACCOUNT, { phone: '15550003333' })).toBeNull();
  });

  it('belong to the account that learnt them', async () => {
    expect(await findTelegramPeer(test.db, ACCOUNT + 1, { id: channel(1).id })).toBeNull();
  });
});

describe("a login's values and auth keys", () => {
  it('are saved, replaced and deleted under the login', async () => {
    await saveTelegramClientValues(test.db, 'login-a', [
      ['updates_pts', bytes(1, 2, 3, 4)],
      ['current_user', bytes()],
    ]);
    await saveTelegramClientValues(test.db, 'login-a', [['updates_pts', bytes(5, 6, 7, 8)]]);
    await saveTelegramAuthKey(test.db, 'login-a', 2, 'v1.sealed-two');
    await saveTelegramAuthKey(test.db, 'login-a', 4, 'v1.sealed-four');
    await saveTelegramAuthKey(test.db, 'login-a', 4, 'v1.sealed-four-again');
    expect(await loadTelegramClientState(test.db, 'login-a')).toEqual({
      values: new Map([
        ['updates_pts', bytes(5, 6, 7, 8)],
        ['current_user', bytes()],
      ]),
      sealedAuthKeys: new Map([
        [2, 'v1.sealed-two'],
        [4, 'v1.sealed-four-again'],
      ]),
    });

    await deleteTelegramClientValues(test.db, 'login-a', 'current_user');
    await deleteTelegramAuthKeys(test.db, 'login-a', 4);
    expect(await loadTelegramClientState(test.db, 'login-a')).toEqual({
      values: new Map([['updates_pts', bytes(5, 6, 7, 8)]]),
      sealedAuthKeys: new Map([[2, 'v1.sealed-two']]),
    });
    expect(await loadTelegramClientState(test.db, 'login-b')).toEqual({ values: new Map(), sealedAuthKeys: new Map() });
  });
});

describe('a new login', () => {
  it("forgets other logins' values and keys, and the peers another account learnt; keeps its own account's peers", async () => {
    await saveTelegramPeers(test.db, ACCOUNT + 1, [channel(7)]);
    await forgetOtherTelegramLogins(test.db, { id: 'login-b', userId: ACCOUNT });
    expect(await loadTelegramClientState(test.db, 'login-a')).toEqual({ values: new Map(), sealedAuthKeys: new Map() });
    expect(await findTelegramPeer(test.db, ACCOUNT + 1, { id: channel(7).id })).toBeNull();
    expect(await findTelegramPeer(test.db, ACCOUNT, { id: channel(7).id })).toEqual(channel(7));

    await forgetOtherTelegramLogins(test.db, { id: 'login-c', userId: ACCOUNT + 2 });
    expect(await findTelegramPeer(test.db, ACCOUNT, { id: channel(7).id })).toBeNull();
  });
});
