import { describe, expect, it } from '@jest/globals';
import { readJson } from '@solana-hub/testing';
import { chatLayoutsSchema } from '@solana-hub/contracts';
import { recordChatLayoutUpdates, type ChatLayoutUpdate } from '@solana-hub/db';
import type { LayoutRule } from '@solana-hub/extraction';
import { gatewayForTests } from '../test-gateway.fixture.js';

// GET /api/sources/chat-layouts and PUT /api/sources/chat-layouts/:chatId on the real gateway,
// over a real database the extractor's repository functions fill.

const gateway = gatewayForTests('chat layouts api password');
const CHAT = '-1001000000009';
const symbolRule: LayoutRule = {
  field: 'symbol',
  lineFrom: 'top',
  line: 1,
  label: '',
  anchor: 'after-literal',
  before: 'Kt ≈ ',
  after: '',
};
const youngRule: LayoutRule = { ...symbolRule, before: '≈ ' };

const lesson = (agreed: LayoutRule[]): ChatLayoutUpdate => ({
  chatId: CHAT,
  lesson: { agreed, disagreed: [] },
  learned: true,
  read: false,
  checked: 1,
  agreed: 1,
});
const layouts = async () =>
  readJson(await fetch(`${gateway.base}/api/sources/chat-layouts`, { headers: { cookie: gateway.cookie } }), chatLayoutsSchema);
const switchLayout = (chatId: string, body: unknown) =>
  fetch(`${gateway.base}/api/sources/chat-layouts/${chatId}`, {
    method: 'PUT',
    headers: { cookie: gateway.cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the learned layouts on the Sources API', () => {
  it('lists what each chat learned, with its trusted rules, and switches a chat off and on', async () => {
    await recordChatLayoutUpdates(gateway.database.db, [lesson([symbolRule]), lesson([symbolRule]), lesson([symbolRule, youngRule])]);
    const [chat] = (await layouts()).chats;
    expect(chat).toMatchObject({ chatId: CHAT, enabled: true, messagesLearned: 3, messagesRead: 0, valuesChecked: 3, valuesAgreed: 3 });
    // The rule seen once is not shown: it has not agreed often enough to be weighed.
    expect(chat?.rules).toEqual([{ ...symbolRule, agreed: 3, disagreed: 0, trusted: true }]);

    expect((await switchLayout(CHAT, { enabled: false })).status).toBe(200);
    expect((await layouts()).chats[0]?.enabled).toBe(false);
    expect((await switchLayout(CHAT, { enabled: true })).status).toBe(200);
    expect((await layouts()).chats[0]?.enabled).toBe(true);
  });

  it('refuses a switch that is not one', async () => {
    expect((await switchLayout(CHAT, { enabled: 'yes' })).status).toBe(400);
    expect((await switchLayout(CHAT, { enabled: true, extra: 1 })).status).toBe(400);
  });
});
