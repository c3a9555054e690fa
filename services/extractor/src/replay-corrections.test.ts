// A replay reads stored messages again through today's templates: the trader's corrections must
// outlive it, both when the message reads as before and when the new reading rewrites it.
import { describe, expect, it } from '@jest/globals';
import { rawMessageJobId, type RawMessage } from '@solana-hub/contracts';
import { correctMessage } from '@solana-hub/db';
import { publishEvent } from '@solana-hub/queue';
import { replayStored } from './replay-jobs.fixture.js';
import { runningExtractor } from './running-extractor.fixture.js';
import { TemplateCatalog } from './template-catalog.js';

const extractor = runningExtractor();
const TOKEN = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

const message: RawMessage = {
  source: 'http',
  chatId: '-100777',
  chatTitle: 'Pepe Calls',
  messageId: '1',
  editVersion: 0,
  date: '2026-03-01T12:00:00.000Z',
  text: `🚀 Pepe ($PEPE)\nCA: ${TOKEN}\nMC: $40K`,
  links: [],
  receivedAt: '2026-03-01T12:00:01.000Z',
};

const storedMessage = () =>
  extractor.database.db
    .selectFrom('messages')
    .selectAll()
    .where('chat_id', '=', message.chatId)
    .where('message_id', '=', '1')
    .executeTakeFirst();
const storedToken = () =>
  extractor.database.db.selectFrom('tokens').selectAll().where('token_address', '=', TOKEN).executeTakeFirstOrThrow();

async function until(done: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a replay of a corrected message', () => {
  it('keeps the correction when the message reads as before, and when a new template rewrites it', async () => {
    await extractor.producer.add({ id: rawMessageJobId(message), payload: message });
    await until(async () => (await storedMessage()) !== undefined, 'the message to be stored');
    const read = await storedMessage();
    expect(read).toMatchObject({ token_address: TOKEN, token_symbol: 'PEPE', market_cap: 40_000 });

    await correctMessage(extractor.database.db, read?.id ?? 0, { tokenSymbol: 'PEPE2', marketCap: 41_000 });

    // Today's reading is the extraction's PEPE and 40K; laid under the correction it is what is stored.
    expect(await replayStored(extractor.database.db, extractor.connection, extractor.redis.prefix, 'same')).toEqual({
      rewritten: 0,
      unchanged: 1,
      failed: 0,
    });
    expect(await storedMessage()).toMatchObject({ token_symbol: 'PEPE2', market_cap: 41_000 });

    await extractor.database.db
      .insertInto('templates')
      .values({
        name: 'pepe_call',
        display_name: 'Pepe call',
        enabled: true,
        priority: 900,
        sample_message: null,
        patterns: JSON.stringify([{ pattern: 'Pepe', type: 'contains', enabled: true }]),
        extractors: JSON.stringify([]),
      })
      .execute();
    await publishEvent(extractor.connection, extractor.redis.prefix, { name: 'templates.changed', data: { templateId: null } });
    const catalog = extractor.service.app.get(TemplateCatalog);
    await until(async () => catalog.current().some((template) => template.name === 'pepe_call'), 'the template to reach the extractor');

    expect(await replayStored(extractor.database.db, extractor.connection, extractor.redis.prefix, 'new-template')).toEqual({
      rewritten: 1,
      unchanged: 0,
      failed: 0,
    });
    expect(await storedMessage()).toMatchObject({ message_type: 'pepe_call', token_symbol: 'PEPE2', market_cap: 41_000 });
    expect(await storedToken()).toMatchObject({ token_symbol: 'PEPE2', token_symbol_source: 'correction', current_market_cap: 41_000 });
  });
});
