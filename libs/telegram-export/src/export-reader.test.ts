import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from '@jest/globals';
import { NotAnExportError, readExport, type ExportItem } from './export-reader.js';
import { exportFixture, writeGeneratedExport } from './testing/index.js';

async function readAll(source: Readable): Promise<ExportItem[]> {
  const items: ExportItem[] = [];
  for await (const item of readExport(source)) items.push(item);
  return items;
}

const text = (json: string) => Readable.from([json]);
// A file arrives in chunks cut anywhere, even inside a character: one byte at a time is the worst case.
const byteByByte = (json: string) => Readable.from([...Buffer.from(json)].map((byte) => Buffer.from([byte])));

describe('readExport', () => {
  it('announces each chat before its messages, and hands the messages over as the export wrote them', async () => {
    const items = await readAll(createReadStream(exportFixture('account-export')));
    const chats = items.filter((item) => item.kind === 'chat').map((item) => item.chat.chatId);
    expect(chats).toEqual(['1000002', '-612345678', '-1001987654321', '7001234567', '1000003', '-1001700000002']);
    expect(items.filter((item) => item.kind === 'message')).toHaveLength(7);
    expect(items[1]).toMatchObject({
      kind: 'message',
      chat: { chatId: '1000002' },
      value: { id: '501', type: 'message', text: 'hey, did you see MCAT?' },
    });
  });

  it('reads the same from a stream cut into single bytes, multi-byte characters included', async () => {
    const json = JSON.stringify({
      name: 'Ракета 🚀',
      type: 'private_channel',
      id: 42,
      messages: [{ id: 1, type: 'message', date_unixtime: '1714557600', text: ['Ц ', { type: 'bold', text: '🚀' }] }],
    });
    expect(await readAll(byteByByte(json))).toEqual(await readAll(text(json)));
    expect((await readAll(byteByByte(json)))[1]).toMatchObject({
      chat: { title: 'Ракета 🚀', chatId: '-10042' },
      value: { text: ['Ц ', { type: 'bold', text: '🚀' }] },
    });
  });

  it.each([
    ['an HTML export', '<!DOCTYPE html><html><head><title>Exported Data</title>', /^not valid JSON/],
    ['a cut-off export', '{"name": "x", "type": "public_channel", "id": 1, "messages": [{"id": 1, "type": "mess', /^not valid JSON/],
    ['a JSON array', '[{"id": 1}]', /^not a Telegram Desktop export \(not a JSON object\)$/],
    ['another JSON object', '{"data": [1, 2, 3]}', /^not a Telegram Desktop export \(no messages array\)$/],
    ['an empty file', '', /^not valid JSON/],
    [
      "an account's export without its chats",
      JSON.stringify({ about: '', frequent_contacts: { list: [{ id: 5, type: 'user', name: 'Bob' }] } }),
      /\(no messages array\)$/,
    ],
  ])('refuses %s, saying what is wrong', async (_what, json, message) => {
    const error = await readAll(text(json)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotAnExportError);
    expect((error as Error).message).toMatch(message);
  });

  describe('a generated export of 20,000 messages', () => {
    let dir = '';
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    it('is read whole, message by message', async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'telegram-export-'));
      const file = path.join(dir, 'result.json');
      const generated = await writeGeneratedExport(file, 20_000);
      let messages = 0;
      let lastId = '';
      for await (const item of readExport(createReadStream(file))) {
        if (item.kind !== 'message') continue;
        messages++;
        lastId = (item.value as { id: string }).id;
      }
      expect(messages).toBe(generated.messages);
      expect(lastId).toBe('20000');
    });
  });
});
