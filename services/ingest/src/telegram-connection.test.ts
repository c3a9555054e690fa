import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { pino } from 'pino';
import { findTelegramBotConnection } from '@solana-hub/db';
import { createTestDatabase, until, type TestDatabase } from '@solana-hub/testing';
import { TelegramConnectionRecord } from './telegram-connection.js';

// The connection a source shows on the Sources screen survives a database that refuses the
// write (restarting, say): the state wanted is written again once it takes writes, on a real
// PostgreSQL whose table is taken away and given back.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe('the recorded connection of a Telegram source', () => {
  it('writes a state the database refused once it takes writes again, with no new event to prompt it', async () => {
    const record = new TelegramConnectionRecord(database.db, 'bot', pino({ level: 'silent' }), 10, 200);
    await sql`ALTER TABLE telegram_bot_connection RENAME TO telegram_bot_connection_away`.execute(database.db);
    record.refused('the bot token was refused: set a new TELEGRAM_BOT_TOKEN');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await sql`ALTER TABLE telegram_bot_connection_away RENAME TO telegram_bot_connection`.execute(database.db);

    await until(async () => (await findTelegramBotConnection(database.db)).state === 'unreachable', 'the refused token on the row');
    expect(await findTelegramBotConnection(database.db)).toMatchObject({
      state: 'unreachable',
      problem: 'the bot token was refused: set a new TELEGRAM_BOT_TOKEN',
    });
    await record.settled();
  });
});
