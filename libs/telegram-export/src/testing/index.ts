// Exports for tests and benchmarks: the real-shaped fixtures, and large exports written on demand.
import { open } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// From src/testing and from dist/testing alike, the package's root is two levels up.
const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Exports shaped as Telegram Desktop writes them ("Export chat history", machine-readable JSON):
 * - `channel-export`: a public channel (id 1987654321 → -1001987654321), 11 messages: 2 service
 *   messages, a plain string text, entity arrays with `text_link`, `link` (no scheme), code,
 *   hashtag, cashtag and mention, an edited message, a photo with a caption and one without, a
 *   sticker, a forward, a message whose token is only in its inline buttons, a reply;
 * - `supergroup-export`: a private supergroup (id 1555000111 → -1001555000111), users' messages,
 *   a `mention_name`, a `link` with its scheme, an edited message, a service message;
 * - `account-export`: a whole account's export (Settings → Advanced → Export Telegram data): a
 *   personal chat, a basic group (612345678 → -612345678), a channel, a bot's chat, saved
 *   messages, and a channel the account left.
 */
export function exportFixture(name: 'channel-export' | 'supergroup-export' | 'account-export'): string {
  return path.join(packageRoot, 'src/testing/fixtures', `${name}.json`);
}

/** What a generated export holds, so a test knows what an import of it must do. */
export interface GeneratedExport {
  chatId: string;
  messages: number;
  /** Messages the import queues: all but the service messages and the photos without a caption. */
  importable: number;
  service: number;
  withoutText: number;
  edited: number;
}

const ADDRESSES = [
  '4KxQsZVq5kPA5FrcMEfFH5tjw62Dm3E2krLnDcq6ppqe',
  '3shFkNKGApWS4ztg3qhvhD4XPvFX6NrxjVTqRDJ1c7kV',
  '814DAHxW1VDvrvD4oQKQoLnNzBBUFSYWVGKozYvWy81o',
  'C6FRnD8cLeEfxThuBfH4nADPp2LBBM9hr91HAFtSqocZ',
];
const FIRST_DATE = 1_714_557_600;
const MESSAGES_PER_WRITE = 1_000;

/**
 * Writes a channel's export of `messages` messages to `file`, a thousand at a time (so writing
 * a 100,000-message export of about 200 MB takes little memory): alerts as entity arrays with
 * a text link, every 10th a service message, every 13th a photo without a caption, every 7th
 * edited.
 */
export async function writeGeneratedExport(file: string, messages: number): Promise<GeneratedExport> {
  const counts: GeneratedExport = { chatId: '-1001987654321', messages, importable: 0, service: 0, withoutText: 0, edited: 0 };
  const handle = await open(file, 'w');
  try {
    await handle.write('{\n "name": "Solana Gem Radar",\n "type": "public_channel",\n "id": 1987654321,\n "messages": [\n');
    for (let first = 1; first <= messages; first += MESSAGES_PER_WRITE) {
      const chunk: string[] = [];
      for (let id = first; id < first + MESSAGES_PER_WRITE && id <= messages; id++)
        chunk.push(JSON.stringify(generatedMessage(id, counts), null, 1));
      await handle.write(`${first > 1 ? ',\n' : ''}${chunk.join(',\n')}`);
    }
    await handle.write('\n ]\n}\n');
  } finally {
    await handle.close();
  }
  return counts;
}

function generatedMessage(id: number, counts: GeneratedExport): Record<string, unknown> {
  const unixtime = FIRST_DATE + id * 30;
  const head = { id, type: 'message', date: new Date(unixtime * 1000).toISOString().slice(0, 19), date_unixtime: String(unixtime) };
  if (id % 10 === 0) {
    counts.service++;
    return {
      ...head,
      type: 'service',
      actor: 'Solana Gem Radar',
      actor_id: 'channel1987654321',
      action: 'pin_message',
      message_id: id - 1,
      text: '',
      text_entities: [],
    };
  }
  const from = { from: 'Solana Gem Radar', from_id: 'channel1987654321' };
  if (id % 13 === 0) {
    counts.withoutText++;
    return {
      ...head,
      ...from,
      photo: '(File not included. Change data exporting settings to download.)',
      width: 1280,
      height: 720,
      text: '',
      text_entities: [],
    };
  }
  counts.importable++;
  const address = ADDRESSES[id % ADDRESSES.length] ?? '';
  const edit = id % 7 === 0 ? (counts.edited++, { edited: head.date, edited_unixtime: String(unixtime + 120) }) : {};
  const text = [
    '🚨 NEW GEM ALERT 🚨\n\n',
    { type: 'bold', text: `Token ${id} ($TK${id})` },
    '\n\nCA: ',
    { type: 'code', text: address },
    `\nMC: $${(20 + (id % 400)).toFixed(1)}K | Liq: $${(5 + (id % 90)).toFixed(1)}K\n\n`,
    { type: 'text_link', text: '📈 Chart', href: `https://dexscreener.com/solana/${address}` },
  ];
  const entities = text.map((part) => (typeof part === 'string' ? { type: 'plain', text: part } : part));
  return { ...head, ...edit, ...from, text, text_entities: entities };
}
