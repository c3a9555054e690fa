import { describe, expect, it } from '@jest/globals';
import { rawMessageJobId, type RawMessage } from '@solana-hub/contracts';
import { readAlert } from '@solana-hub/extraction';
import { newAlert } from '@solana-hub/testing';
import { ChatLayoutLearning, LESSONS_PER_CHAT_A_SECOND } from './chat-layout-learning.js';
import { runningExtractor } from './running-extractor.fixture.js';

const extractor = runningExtractor();

const start = Date.parse('2026-03-01T12:00:00Z');
let sent = 0;

function raw(chatId: string, text: string): RawMessage {
  const at = new Date(start + sent * 60_000).toISOString();
  sent += 1;
  return { source: 'demo', chatId, chatTitle: chatId, messageId: String(sent), editVersion: 0, date: at, text, links: [], receivedAt: at };
}

/**
 * Sends one message and waits until its write is done, announced (after the layout recorded what
 * it read): the next one's known values are read from the database.
 */
async function send(message: RawMessage): Promise<void> {
  await extractor.producer.add({ id: rawMessageJobId(message), payload: message });
  const deadline = Date.now() + 30_000;
  for (;;) {
    const announced = extractor.events.some(
      (event) => event.name === 'message.created' && event.data.chat_id === message.chatId && event.data.message_id === message.messageId,
    );
    if (announced) return;
    if (Date.now() > deadline) throw new Error(`message ${message.messageId} was not stored`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const addresses = [
  '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
  '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263',
  'EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm',
  '4k3Dyjzvzp8eMZWUXbBCjEvwSkkk59S5iCNLY3QrkX6R',
];
const tokens = [
  { name: 'Goblin Cat', symbol: 'GOBCAT', cap: 48_200 },
  { name: 'Neural Fox', symbol: 'NFOX', cap: 1_200_000 },
  { name: 'Moon Deng', symbol: 'DENG', cap: 310_000 },
  { name: 'Solana Sloth', symbol: 'SLOTH', cap: 77_000 },
];

/** A chat whose layout no rule of the generic reader was written for. */
const odd = (name: string, symbol: string, cap: string, address: string) =>
  [`☄️ Zorvak ⟫ ${name}`, `Kt ≈ ${symbol}`, `${address}`, `Brr ~ ${cap} 🐳`].join('\n');

describe('the extractor reading a chat with the layout it learned', () => {
  it('learns from tokens another chat called first, then reads a later message of that chat with it', async () => {
    for (const [index, token] of tokens.entries()) {
      const address = addresses[index] ?? '';
      await send(raw('known', `🚀 ${token.name} ($${token.symbol})\nCA: ${address}\nMC: $${token.cap.toLocaleString('en-US')}`));
      await send(raw('odd', odd(token.name, token.symbol, `${(token.cap / 1000).toFixed(1)} thousand`, address)));
    }
    const later = raw('odd', odd('Bonk Lord', 'BONKL', '2,400 thousand', addresses[4] ?? ''));
    // The generic reader alone does not read this layout's symbol and market cap.
    const generic = readAlert(later.text, [], []);
    expect([generic.token?.symbol, generic.marketCap]).not.toEqual(['BONKL', 2_400_000]);
    await send(later);
    const stored = await extractor.database.db
      .selectFrom('messages')
      .select(['token_name', 'token_symbol', 'market_cap'])
      .where('chat_id', '=', 'odd')
      .where('message_id', '=', later.messageId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ token_name: 'Bonk Lord', token_symbol: 'BONKL', market_cap: 2_400_000 });
    const layout = await extractor.database.db
      .selectFrom('chat_layouts')
      .selectAll()
      .where('chat_id', '=', 'odd')
      .executeTakeFirstOrThrow();
    expect(layout).toMatchObject({ messages_learned: 4, messages_read: 2 });
  });
  it('learns from only the first few alerts of each chat a second, however they are batched', async () => {
    const learning = extractor.service.app.get(ChatLayoutLearning);
    // Eight alerts of one chat, each about a token the known chat called above.
    const flood = Array.from({ length: LESSONS_PER_CHAT_A_SECOND + 4 }, (_, index) => {
      const token = tokens[index % tokens.length] ?? tokens[0];
      const address = addresses[index % tokens.length] ?? '';
      return newAlert({
        chatId: 'flood',
        messageId: `flood-${index}`,
        timestamp: new Date(start + (100 + index) * 60_000),
        text: odd(token?.name ?? '', token?.symbol ?? '', '1.0 thousand', address),
        token: { address, chain: 'solana', name: token?.name ?? null, symbol: token?.symbol ?? null },
      });
    });
    const second = performance.now() + 60_000;
    const learned = async (alerts: typeof flood, at: number) => {
      const lessons = await learning.read(alerts, at);
      await learning.record(
        lessons,
        alerts.map(() => true),
      );
      return lessons.map((lesson) => lesson?.learned ?? null);
    };
    // Two batches in one second: the second batch's last alerts are read with the chat's layout
    // (learned: false), not learned from, until the next second.
    expect(await learned(flood.slice(0, 3), second)).toEqual([true, true, true]);
    expect(await learned(flood.slice(3, 6), second + 999)).toEqual([true, false, false]);
    expect(await learned(flood.slice(6, 7), second + 1_000)).toEqual([true]);
    // A clock that went back starts a new second rather than pausing the learning.
    expect(await learned(flood.slice(7), second - 5_000)).toEqual([true]);
    const layout = await extractor.database.db
      .selectFrom('chat_layouts')
      .selectAll()
      .where('chat_id', '=', 'flood')
      .executeTakeFirstOrThrow();
    expect(layout).toMatchObject({ messages_learned: LESSONS_PER_CHAT_A_SECOND + 2 });
  });
});
