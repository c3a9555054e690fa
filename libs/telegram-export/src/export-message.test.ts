import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import type { RawMessage } from '@solana-hub/contracts';
import { exportChat } from './export-chat.js';
import { toRawMessage, type MessageOutcome } from './export-message.js';
import { readExport } from './export-reader.js';
import { SkipReason } from './skip-reason.js';
import { exportFixture } from './testing/index.js';

const RECEIVED_AT = '2024-06-01T00:00:00.000Z';

/** Every message of an export with what the import makes of it, by message id. */
async function outcomes(source: Readable): Promise<Map<string, MessageOutcome & { chatId: string | null }>> {
  const found = new Map<string, MessageOutcome & { chatId: string | null }>();
  for await (const item of readExport(source)) {
    if (item.kind !== 'message') continue;
    const id = String((item.value as { id?: unknown }).id);
    const outcome = item.chat.imported ? toRawMessage(item.chat, item.value, RECEIVED_AT) : { skipped: item.chat.reason };
    found.set(id, { ...outcome, chatId: item.chat.chatId });
  }
  return found;
}

const fixture = (name: Parameters<typeof exportFixture>[0]) => outcomes(createReadStream(exportFixture(name)));

function imported(outcome: MessageOutcome | undefined): RawMessage {
  if (!outcome || !('message' in outcome)) throw new Error(`not imported: ${JSON.stringify(outcome)}`);
  return outcome.message;
}

/** A one-chat export around the given messages, as Telegram Desktop writes one. */
function channelExport(...messages: unknown[]): Readable {
  return Readable.from([JSON.stringify({ name: 'Test Channel', type: 'public_channel', id: 1234567890, messages })]);
}

const alert = {
  id: 1,
  type: 'message',
  date: '2024-05-01T10:00:00',
  date_unixtime: '1714557600',
  from: 'Test Channel',
  from_id: 'channel1234567890',
  text: 'CA: 4KxQsZVq5kPA5FrcMEfFH5tjw62Dm3E2krLnDcq6ppqe',
};

describe('a channel export', () => {
  it('makes each message a raw message of the channel, in the Bot API form of its id, with its title', async () => {
    const message = imported((await fixture('channel-export')).get('2'));
    expect(message).toEqual({
      source: 'telegram-export',
      chatId: '-1001987654321',
      chatTitle: 'Solana Gem Radar',
      messageId: '2',
      editVersion: 0,
      date: '2024-04-30T18:03:20.000Z',
      text: 'Welcome to Solana Gem Radar! New Solana gems, 24/7. Not financial advice.',
      links: [],
      receivedAt: RECEIVED_AT,
    });
  });

  it('builds the text from an entity array, and the links from text_link hrefs and link entities (scheme added)', async () => {
    const message = imported((await fixture('channel-export')).get('3'));
    const address = '4KxQsZVq5kPA5FrcMEfFH5tjw62Dm3E2krLnDcq6ppqe';
    expect(message.text).toBe(
      `🚨 NEW GEM ALERT 🚨\n\nMoon Cat ($MCAT)\n\nCA: ${address}\nMC: $48.2K | Liq: $12.1K\n\n📈 Chart | pump.fun/coin/${address}\n\n#solana $MCAT by @gemradar_bot`,
    );
    expect(message.links).toEqual([`https://dexscreener.com/solana/${address}`, `https://pump.fun/coin/${address}`]);
  });

  it('imports an edited message as its latest version, numbered by its edit time', async () => {
    const message = imported((await fixture('channel-export')).get('4'));
    expect(message.editVersion).toBe(1714560300);
    expect(message.text).toContain('did 2x!\nMC now $96.5K');
    expect(message.date).toBe('2024-05-01T10:40:00.000Z');
  });

  it("imports a photo's caption as its text", async () => {
    const message = imported((await fixture('channel-export')).get('5'));
    expect(message.text).toBe('🔥 Pepe Sol (PSOL) is trending #3\n\nCA: 3shFkNKGApWS4ztg3qhvhD4XPvFX6NrxjVTqRDJ1c7kV\nBuy on Jupiter');
    expect(message.links).toEqual(['https://jup.ag/swap/SOL-3shFkNKGApWS4ztg3qhvhD4XPvFX6NrxjVTqRDJ1c7kV']);
  });

  it('imports a forwarded message as a message of the channel it was forwarded to', async () => {
    const message = imported((await fixture('channel-export')).get('7'));
    expect(message.chatId).toBe('-1001987654321');
    expect(message.text).toContain('CA: 814DAHxW1VDvrvD4oQKQoLnNzBBUFSYWVGKozYvWy81o');
  });

  it('takes the URLs of inline buttons as links, where the token may only be', async () => {
    const message = imported((await fixture('channel-export')).get('8'));
    expect(message.links).toEqual([
      'https://dexscreener.com/solana/C6FRnD8cLeEfxThuBfH4nADPp2LBBM9hr91HAFtSqocZ',
      'https://pump.fun/coin/C6FRnD8cLeEfxThuBfH4nADPp2LBBM9hr91HAFtSqocZ',
    ]);
  });

  it('skips service messages, and media without a caption, each with its reason', async () => {
    const all = await fixture('channel-export');
    expect(
      [...all].filter(([, outcome]) => 'skipped' in outcome).map(([id, outcome]) => [id, 'skipped' in outcome && outcome.skipped]),
    ).toEqual([
      ['1', SkipReason.Service],
      ['6', SkipReason.NoText],
      ['9', SkipReason.Service],
      ['10', SkipReason.NoText],
    ]);
    expect(all.size).toBe(11);
  });
});

describe('a supergroup export', () => {
  it('writes the supergroup as -100<id>, and keeps a link that has its scheme as it is', async () => {
    const message = imported((await fixture('supergroup-export')).get('102'));
    expect(message.chatId).toBe('-1001555000111');
    expect(message.chatTitle).toBe('Degen Calls Chat');
    expect(message.text).toBe(
      'Look at this one Bob → HX1e965iLsvELFPXEfBAqtHhkL9x5WnRd1XJAvHWzLw3\nhttps://birdeye.so/token/HX1e965iLsvELFPXEfBAqtHhkL9x5WnRd1XJAvHWzLw3?chain=solana',
    );
    expect(message.links).toEqual(['https://birdeye.so/token/HX1e965iLsvELFPXEfBAqtHhkL9x5WnRd1XJAvHWzLw3?chain=solana']);
  });
});

describe('a supergroup upgraded from a group', () => {
  it("imports the old group's messages under the ids Telegram Desktop moved below zero, apart from the supergroup's own", async () => {
    const all = await outcomes(channelExport({ ...alert, id: -999_999_995 }, { ...alert, id: 5 }));
    expect([...all.values()].map((outcome) => imported(outcome).messageId)).toEqual(['-999999995', '5']);
  });
});

describe("a whole account's export", () => {
  it("imports its groups, channels (left ones too) and bots' chats, and none of its private conversations", async () => {
    const all = await fixture('account-export');
    const queued = [...all.values()].flatMap((outcome) =>
      'message' in outcome ? [`${outcome.message.chatId}/${outcome.message.messageId}`] : [],
    );
    expect(queued).toEqual(['-612345678/13', '-1001987654321/3', '7001234567/77', '-1001700000002/31']);
    expect(all.get('501')).toMatchObject({ skipped: 'a private conversation, not an alert source', chatId: '1000002' });
    expect(all.get('900')).toMatchObject({ skipped: 'a private conversation, not an alert source' });
    expect(all.get('12')).toMatchObject({ skipped: SkipReason.Service });
  });
});

describe('dates', () => {
  it('skips a message dated before Telegram existed (2013-08-01), and one without a date', async () => {
    const all = await outcomes(
      channelExport(
        { ...alert, id: 1, date: '2010-01-01T00:00:00', date_unixtime: '1262304000' },
        { ...alert, id: 2, date: undefined, date_unixtime: undefined },
      ),
    );
    expect(all.get('1')).toMatchObject({ skipped: SkipReason.BeforeTelegram });
    expect(all.get('2')).toMatchObject({ skipped: SkipReason.BadDate });
  });

  it('reads an export older than the unix times in the local time of the computer reading it', async () => {
    const all = await outcomes(
      channelExport({ ...alert, date_unixtime: undefined, date: '2021-03-04T05:06:07', edited: '2021-03-04T05:16:07' }),
    );
    const message = imported(all.get('1'));
    expect(message.date).toBe(new Date(2021, 2, 4, 5, 6, 7).toISOString());
    expect(message.editVersion).toBe(Math.floor(new Date(2021, 2, 4, 5, 16, 7).getTime() / 1000));
  });
});

describe('limits', () => {
  it('skips a text longer than a raw message takes, and a message that is not shaped as one', async () => {
    const all = await outcomes(
      channelExport({ ...alert, id: 1, text: 'x'.repeat(70_000) }, { ...alert, id: 2, text: [{ type: 'bold' }] }, 'a string', {
        ...alert,
        id: 'seven',
      }),
    );
    expect([...all.values()].map((outcome) => 'skipped' in outcome && outcome.skipped)).toEqual([
      SkipReason.TooLong,
      SkipReason.Malformed,
      SkipReason.Malformed,
      SkipReason.Malformed,
    ]);
  });

  it('keeps a message whose only content is a button link', async () => {
    const all = await outcomes(
      channelExport({ ...alert, text: '', inline_bot_buttons: [[{ type: 'url', text: 'Buy', data: 'https://pump.fun/coin/x' }]] }),
    );
    expect(imported(all.get('1')).links).toEqual(['https://pump.fun/coin/x']);
  });
});

describe('chat ids', () => {
  it.each([
    ['public_channel', '-1001234567890'],
    ['private_channel', '-1001234567890'],
    ['public_supergroup', '-1001234567890'],
    ['private_supergroup', '-1001234567890'],
    ['private_group', '-1234567890'],
    ['bot_chat', '1234567890'],
  ])('writes a %s as %s', (type, chatId) => {
    expect(exportChat({ name: 'x', type, id: '1234567890' })).toEqual({ imported: true, chatId, title: 'x' });
  });

  it('does not import a chat of a type it does not know, nor one without an id', () => {
    expect(exportChat({ name: 'x', type: 'space_station', id: '1' })).toMatchObject({
      imported: false,
      reason: "a chat of unknown type 'space_station'",
    });
    expect(exportChat({ name: 'x', type: 'public_channel' })).toMatchObject({ imported: false, reason: 'the chat has no id' });
  });
});
