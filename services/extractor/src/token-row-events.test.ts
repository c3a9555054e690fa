import { describe, expect, it } from '@jest/globals';
import { rawMessageJobId, type HubEvent, type RawMessage } from '@solana-hub/contracts';
import { listActiveTokens, refreshChannelCalls, storeConfluenceScores } from '@solana-hub/db';
import { demoAlerts } from '@solana-hub/demo-alerts';
import { runningExtractor } from './running-extractor.fixture.js';

// The extractor on real PostgreSQL and Redis: each alert's event carries its token's row as the
// write left it, callers and confluence score included, without waiting for the minute pass.
const extractor = runningExtractor();
const { producer, events } = extractor;

const found = demoAlerts.find((candidate) => candidate.expected.marketCap !== undefined && candidate.expected.tokenAddress);
if (!found) throw new Error('the demo corpus has an alert with a market cap');
const alert = found;
const address = alert.expected.tokenAddress ?? '';

/** The alert as chat `chatId` posted it `secondsAgo`, with its market cap text set to `marketCapK` thousand. */
function posted(chatId: string, messageId: string, secondsAgo: number, marketCapK: number): RawMessage {
  const at = new Date(Date.now() - secondsAgo * 1_000).toISOString();
  return {
    source: 'demo',
    chatId,
    chatTitle: chatId,
    messageId,
    editVersion: 0,
    date: at,
    text: alert.text.replace(/MC: \$[\d.,]+[KM]?/, `MC: $${marketCapK}K`),
    links: [...(alert.links ?? [])],
    receivedAt: at,
  };
}

type MessageEvent = Extract<HubEvent, { name: 'message.created' | 'message.updated' }>;

/** The event announcing `raw` once the extractor has stored it: message.created, or message.updated for an edit. */
async function eventOf(raw: RawMessage): Promise<MessageEvent> {
  await producer.add({ id: rawMessageJobId(raw), payload: raw });
  const name = raw.editVersion > 0 ? 'message.updated' : 'message.created';
  const deadline = Date.now() + 20_000;
  for (;;) {
    const event = events.find(
      (candidate): candidate is MessageEvent =>
        candidate.name === name &&
        candidate.data.chat_id === raw.chatId &&
        candidate.data.message_id === raw.messageId &&
        candidate.data.message_text === raw.text,
    );
    if (event) return event;
    if (Date.now() > deadline) throw new Error(`no event for ${raw.chatId}/${raw.messageId}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("an alert's event", () => {
  it("carries its token's new row: market caps, count, callers and confluence, as stored, numbered in sequence", async () => {
    expect(alert.text).toMatch(/MC: \$/);
    const first = await eventOf(posted('chat-early', '1', 120, 100));
    expect(first.token).toMatchObject({ token_address: address, message_count: 1, callers: 1, caller_chat_ids: ['chat-early'] });
    expect(first.token?.confluence_score).toBeGreaterThan(0);

    const second = await eventOf(posted('chat-late', '2', 60, 250));
    const stored = (await listActiveTokens(extractor.database.db)).find((token) => token.token_address === address);
    expect(second.token).toEqual(stored);
    expect(second.token).toMatchObject({
      message_count: 2,
      current_market_cap: 250_000,
      ath_market_cap: 250_000,
      initial_market_cap: 100_000,
      callers: 2,
      caller_chat_ids: ['chat-early', 'chat-late'],
    });
    expect(second.token?.confluence_score).toBeGreaterThan(first.token?.confluence_score ?? Infinity);
    expect(second.seq).toBe((first.seq ?? 0) + 1);
  });

  it("of an edit carries its token's row as the edit left it, callers and confluence score included", async () => {
    const edit = { ...posted('chat-late', '2', 60, 400), editVersion: 1 };
    const event = await eventOf(edit);
    const stored = (await listActiveTokens(extractor.database.db)).find((token) => token.token_address === address);
    expect(event.token).toEqual(stored);
    expect(event.token).toMatchObject({ message_count: 2, current_market_cap: 400_000, ath_market_cap: 400_000, callers: 2 });
    expect(event.token?.confluence_score).toBeGreaterThan(0);
  });

  it('is what the minute pass computes: the pass that follows finds nothing to rewrite', async () => {
    await refreshChannelCalls(extractor.database.db);
    expect(await storeConfluenceScores(extractor.database.db)).toBe(0);
  });

  it('of a message without a token says so with a null row', async () => {
    const raw: RawMessage = { ...posted('chat-quiet', '3', 30, 1), text: 'gm, no token in this one', links: [] };
    expect((await eventOf(raw)).token).toBeNull();
  });
});
