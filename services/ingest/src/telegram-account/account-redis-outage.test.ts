// The user-account source while Redis hangs or restarts under it (the raw-messages queue and the
// account's lease live there): mtcute's real client on the fake Telegram, the real queue on a
// Redis of this file's own. The cursor moves only once the queue has a message, so what a
// channel posts meanwhile is queued once Redis answers: nothing lost, nothing doubled.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startOwnRedis, until, type OwnRedis } from '@solana-hub/testing';
import { startAccountOnQueue, type AccountOnQueue } from './testing/account-on-queue.js';
import { botApiChatId, FakeTelegram } from './testing/fake-telegram.js';

const fake = new FakeTelegram();
const CHANNEL = 401;
let ownRedis: OwnRedis;
let reading: AccountOnQueue;

beforeAll(async () => {
  ownRedis = await startOwnRedis();
  reading = await startAccountOnQueue(fake, { redisUrl: ownRedis.url });
  fake.addChannel({ id: CHANNEL, title: 'Alpha Calls' });
  await reading.logIn();
  reading.startAccount();
  await reading.watch(CHANNEL);
});
afterAll(async () => {
  await reading.close();
  ownRedis.stop();
});

/** The channel's jobs on the queue, by message id: each job id is one (chat, message, version). */
const queuedIds = async () =>
  (await reading.queue.getJobs(['waiting']))
    .filter((job) => job.data.chatId === botApiChatId(CHANNEL))
    .map((job) => Number(job.data.messageId))
    .sort((a, b) => a - b);

describe('the user account while Redis is away', () => {
  it('queues what was posted while Redis hung, each message once, when it answers again', async () => {
    const before = fake.postMany(CHANNEL, 3, (i) => ({ text: `before ${i}` }));
    await reading.waitForAccepted(CHANNEL, before);
    ownRedis.freeze();
    let during: number[];
    try {
      during = fake.postMany(CHANNEL, 10, (i) => ({ text: `while Redis hangs ${i}` }));
      // Longer than the lease (3 s): the reader gives the account up rather than risk a second reader.
      await new Promise((resolve) => setTimeout(resolve, 4_000));
    } finally {
      ownRedis.thaw();
    }
    const after = fake.postMany(CHANNEL, 2, (i) => ({ text: `after ${i}` }));
    await reading.waitForAccepted(CHANNEL, [...during, ...after], 'every message queued after Redis answered');
    await until(async () => (await queuedIds()).length === 15, 'fifteen jobs on the queue');
    expect(await queuedIds()).toEqual([...before, ...during, ...after]);
    // It held the account no longer than the lease it could not renew, and took it back.
    expect(reading.logs.map((line) => line.msg)).toContain(
      'Telegram account: lost the account lease; stopped reading (another process may take over)',
    );
  }, 60_000);

  it('queues what was posted while Redis restarted (empty, as it comes back without persistence), each once', async () => {
    const restarting = ownRedis.restart(3_000);
    // Redis has exited (SIGTERM takes a moment): what is posted now cannot land in the data it loses.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const during = fake.postMany(CHANNEL, 10, (i) => ({ text: `while Redis restarts ${i}` }));
    await restarting;
    const after = fake.postMany(CHANNEL, 2, (i) => ({ text: `after the restart ${i}` }));
    await reading.waitForAccepted(CHANNEL, [...during, ...after], 'every message queued after the restart');
    // The restarted Redis started empty: what is on the queue now came after it, each once.
    await until(async () => (await queuedIds()).length === 12, 'twelve jobs on the queue', 30_000);
    expect(await queuedIds()).toEqual([...during, ...after]);
  }, 60_000);
});
