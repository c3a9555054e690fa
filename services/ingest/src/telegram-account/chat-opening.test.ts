import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { until } from '@solana-hub/testing';
import { FakeTelegram } from './testing/fake-telegram.js';
import { startReadingAccount, type AccountOnQueue } from './testing/account-on-queue.js';

// Telegram pushes a channel's updates reliably only to a client that has the channel open; the
// library keeps an opened channel's updates flowing by asking for its difference as often as
// Telegram's answers say. Each watched channel is opened once read, and closed when unwatched.

const KEPT = 4_401;
const DROPPED = 4_402;
let harness: AccountOnQueue;

beforeAll(async () => {
  const fake = new FakeTelegram();
  fake.addChannel({ id: KEPT, title: 'Kept Calls' });
  fake.addChannel({ id: DROPPED, title: 'Dropped Calls', kind: 'supergroup' });
  // Telegram's answers ask an opened channel's client to come back in a second (its own are longer).
  fake.pollChannelsEvery(1);
  harness = await startReadingAccount(fake);
});
afterAll(async () => {
  await harness.close();
  expect(harness.fake.unknownMethods).toEqual([]);
});

/** The calls of `method` naming a channel, so far. */
function callsFor(method: 'messages.getPeerDialogs' | 'updates.getChannelDifference', channelId: number): number {
  return harness.fake.requests.filter((request) => {
    if (request._ !== method) return false;
    if (request._ === 'updates.getChannelDifference') {
      const channel = request.channel;
      return channel._ === 'inputChannel' && channel.channelId === channelId;
    }
    return request.peers.some(
      (peer) => peer._ === 'inputDialogPeer' && peer.peer._ === 'inputPeerChannel' && peer.peer.channelId === channelId,
    );
  }).length;
}

describe('watched channels', () => {
  it('are opened once read: the library asks for their dialog, then for their difference as Telegram says', async () => {
    await harness.watch(KEPT);
    await harness.watch(DROPPED);
    for (const channelId of [KEPT, DROPPED]) {
      await until(() => callsFor('messages.getPeerDialogs', channelId) === 1, `channel ${channelId} opened`);
      await until(() => callsFor('updates.getChannelDifference', channelId) >= 2, `channel ${channelId} polled while open`);
    }
  });

  it('are closed when switched off: the library stops asking for their difference', async () => {
    await harness.unwatch(DROPPED);
    await until(
      () => harness.logs.some((line) => line.msg === 'Telegram account: chat no longer read' && line.chat === 'Dropped Calls'),
      'the chat no longer read',
    );
    const dropped = callsFor('updates.getChannelDifference', DROPPED);
    const kept = callsFor('updates.getChannelDifference', KEPT);
    await until(() => callsFor('updates.getChannelDifference', KEPT) >= kept + 3, 'the kept channel polled three more times');
    // At most the one ask already scheduled when it was closed.
    expect(callsFor('updates.getChannelDifference', DROPPED)).toBeLessThanOrEqual(dropped + 1);
  });
});
