import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import type { RawMessage } from '@solana-hub/contracts';
import { createTestDatabase, newAlert, type TestDatabase } from '@solana-hub/testing';
import { storeAlerts, type NewAlert } from './alert-repository.js';
import { rewriteChangedAlerts } from './alert-rewrite.js';
import { dropOldMessageTexts } from './message-retention.js';
import { saveRawMessages } from '../raw-messages/raw-message-repository.js';
import { countRawMessages, replayPages } from '../raw-messages/raw-message-selection.js';
import { newestStoredReadings } from '../raw-messages/stored-readings.js';
import { setTokenArchived } from '../tokens/token-archive.js';
import { toAlertMessage } from './alert-message-row.js';

// The message retention on a real PostgreSQL: archived tokens' messages older than the retention
// lose their raw text (message and raw message), everything read from it stays.

const DAY = 24 * 3_600_000;
const now = new Date('2026-06-01T12:00:00Z');
const archived = 'Archived111111111111111111111111111111pump';
const busy = 'Busy22222222222222222222222222222222222pump';
const active = 'Active3333333333333333333333333333333333pump';
const restored = 'Restored44444444444444444444444444444444pump';
const token = (address: string) => ({ address, chain: 'solana' as const, name: 'Kept Name', symbol: 'KEPT' });

let test: TestDatabase;

const alert = (chatId: string, messageId: string, address: string, daysAgo: number, extra: Partial<NewAlert> = {}) =>
  newAlert({
    chatId,
    messageId,
    timestamp: new Date(now.getTime() - daysAgo * DAY),
    token: token(address),
    text: `${address} call ${messageId}, market cap 42K`,
    marketCap: 42_000,
    fields: { liquidity: 5_000 },
    callerName: 'ann',
    ...extra,
  });

const raw = ({ chatId, messageId, timestamp, text }: NewAlert): RawMessage => ({
  source: 'telegram-bot',
  chatId,
  chatTitle: 'Retention Chat',
  messageId,
  editVersion: 0,
  date: timestamp.toISOString(),
  text,
  links: [],
  receivedAt: timestamp.toISOString(),
  original: { text: `${text}\u200b` },
});

const stored: NewAlert[] = [
  alert('old', '1', archived, 40),
  alert('old', '2', archived, 31),
  alert('old', '3', archived, 5),
  alert('old', '4', active, 40),
  alert('old', '5', restored, 40),
  ...Array.from({ length: 2_500 }, (_, index) => alert('busy', String(index), busy, 60)),
];

const message = (chatId: string, messageId: string) =>
  test.db.selectFrom('messages').selectAll().where('chat_id', '=', chatId).where('message_id', '=', messageId).executeTakeFirstOrThrow();
const rawRow = (chatId: string, messageId: string) =>
  test.db
    .selectFrom('raw_messages')
    .selectAll()
    .where('chat_id', '=', chatId)
    .where('message_id', '=', messageId)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  test = await createTestDatabase();
  await storeAlerts(test.db, stored);
  await saveRawMessages(test.db, stored.map(raw));
  for (const address of [archived, busy, restored]) await setTokenArchived(test.db, address, true);
  await setTokenArchived(test.db, restored, false);
});

afterAll(async () => {
  await test.drop();
});

describe('the message retention', () => {
  it('drops the raw text of archived tokens’ messages older than its days, a bounded statement at a time, keeping what was read', async () => {
    const before = await message('old', '1');
    const drop = await dropOldMessageTexts(test.db, 30, now);

    expect(drop).toEqual({ droppedBefore: new Date(now.getTime() - 30 * DAY), messages: 2 + 2_500, statements: 2 });
    const after = await message('old', '1');
    expect(after).toMatchObject({ message_text: '', text_dropped_at: now });
    // Everything else as it was, its list version too: no dashboard shows an archived token's messages.
    const { message_text: _text, text_dropped_at: _dropped, ...read } = before;
    expect(after).toMatchObject(read);
    expect(await rawRow('old', '1')).toMatchObject({ text: '', original_fields: null, chat_title: 'Retention Chat' });
    expect((await message('busy', '2499')).text_dropped_at).toEqual(now);
    // Recent, of an active token, of a token back from the archive: kept whole.
    for (const id of ['3', '4', '5']) {
      expect(await message('old', id)).toMatchObject({ text_dropped_at: null, message_text: expect.stringContaining('call') });
      expect((await rawRow('old', id)).text).toContain('call');
    }
    // The token's calls and figures do not move.
    const tokenRow = await test.db.selectFrom('tokens').selectAll().where('token_address', '=', archived).executeTakeFirstOrThrow();
    expect(tokenRow).toMatchObject({ message_count: 3, token_name: 'Kept Name' });
  });

  it('is idempotent: a second pass drops nothing', async () => {
    expect(await dropOldMessageTexts(test.db, 30, now)).toMatchObject({ messages: 0 });
  });

  it('skips a message another transaction holds rather than wait for it, and drops it on the next pass', async () => {
    await storeAlerts(test.db, [alert('held', '1', archived, 50), alert('held', '2', archived, 50)]);
    await test.db.transaction().execute(async (tx) => {
      await sql`SELECT id FROM messages WHERE chat_id = 'held' AND message_id = '1' FOR UPDATE`.execute(tx);
      expect(await dropOldMessageTexts(test.db, 30, now)).toMatchObject({ messages: 1 });
    });
    expect(await dropOldMessageTexts(test.db, 30, now)).toMatchObject({ messages: 1 });
    expect((await message('held', '1')).message_text).toBe('');
  });

  it('tells the screens when the text went', async () => {
    expect(toAlertMessage(await message('old', '1'))).toMatchObject({
      message_text: '',
      text_dropped_at: now.toISOString(),
      market_cap: 42_000,
      caller_name: 'ann',
    });
    expect(toAlertMessage(await message('old', '3'))).toMatchObject({ text_dropped_at: null });
  });

  it('leaves the dropped messages out of a replay and a try on history, and a replay queued before keeps their reading', async () => {
    const replayed = [];
    for await (const pageOfReplay of replayPages(test.db, { chatId: 'old', onlyReclassified: false }, 100)) replayed.push(...pageOfReplay);
    expect(replayed.map(({ raw: message }) => message.messageId).sort()).toEqual(['3', '4', '5']);
    expect(await countRawMessages(test.db, { chatId: 'old', onlyReclassified: false })).toBe(3);
    const readings = await newestStoredReadings(test.db, null, 10_000);
    expect(
      readings
        .filter((reading) => reading.chatId === 'old')
        .map((reading) => reading.messageId)
        .sort(),
    ).toEqual(['3', '4', '5']);

    const rewrite = await rewriteChangedAlerts(test.db, [alert('old', '1', archived, 40, { messageType: 'reclassified' })]);
    expect(rewrite.changed).toEqual([false]);
    expect(await message('old', '1')).toMatchObject({ message_type: 'insider', message_text: '' });
  });
});
