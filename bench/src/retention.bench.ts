// The disk the message retention (MESSAGE_RETENTION_DAYS) gives back: a year of generated alerts
// (the demo alerts' texts, read by today's templates in this process and stored as the extractor
// stores them, with their raw messages), most tokens archived, then one retention pass of 30
// days, on a real PostgreSQL. Sizes are the tables with their TOAST and indexes: before the pass
// after VACUUM FULL; after it, after VACUUM (the space PostgreSQL reuses for new rows; the files
// keep their size) and after VACUUM FULL (the files rewritten: what the rows take now). Figures only.
//   npm run -s -w @solana-hub/bench retention     (BENCH_MESSAGES=200000, BENCH_TOKENS=20000)
import { sql } from 'kysely';
import type { RawMessage } from '@solana-hub/contracts';
import { dropOldMessageTexts, saveRawMessages, storeAlerts, usableTemplates, type NewAlert } from '@solana-hub/db';
import { readAlert, type Template } from '@solana-hub/extraction';
import { dataDir, provisionServers } from '@solana-hub/tools';
import { createTestDatabase, newAlert, type TestDatabase } from '@solana-hub/testing';
import { alertLoad, asRawMessages } from './alert-load.js';
import { machine, printTable, rate } from './figures.js';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 200_000);
const TOKENS = Number(process.env.BENCH_TOKENS ?? 20_000);
const RETENTION_DAYS = 30;
/** One token in ten stays on the dashboard; the others are archived, as on a hub a year old. */
const ACTIVE_EVERY = 10;
const DAY_MS = 24 * 3_600_000;
const BATCH = 2_000;
const count = (n: number) => n.toLocaleString('en-US');
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** A raw message read by today's templates (without the AI and the stated figures: they change the sizes little). */
function asNewAlert(raw: RawMessage, templates: readonly Template[]): NewAlert {
  const reading = readAlert(raw.text, raw.links, templates);
  const at = { chatId: raw.chatId, messageId: raw.messageId, timestamp: new Date(raw.date), text: raw.text };
  return newAlert({ ...reading, ...at, accumulate: reading.toAccumulate });
}

/** The year's messages, spread evenly over the last 365 days, stored with their raw messages; answers the time taken. */
async function storeYear(database: TestDatabase): Promise<number> {
  const templates = (await usableTemplates(database.db, () => undefined)).map(({ template }) => template);
  const now = Date.now();
  const raws = asRawMessages(alertLoad(MESSAGES, TOKENS)).map((raw, index) => ({
    ...raw,
    date: new Date(now - 365 * DAY_MS + Math.floor((index * 365 * DAY_MS) / MESSAGES)).toISOString(),
  }));
  const started = performance.now();
  for (let from = 0; from < raws.length; from += BATCH) {
    const batch = raws.slice(from, from + BATCH);
    await saveRawMessages(database.db, batch);
    await storeAlerts(
      database.db,
      batch.map((raw) => asNewAlert(raw, templates)),
    );
  }
  await sql`UPDATE tokens SET hidden = true, archived_reason = 'inactive', archived_at = now()
    WHERE hashtext(token_address) % ${ACTIVE_EVERY} <> 0`.execute(database.db);
  return performance.now() - started;
}

interface Sizes {
  messages: number;
  rawMessages: number;
}

async function sizes(database: TestDatabase): Promise<Sizes> {
  const { rows } = await sql<{ messages: string; raw_messages: string }>`
    SELECT pg_total_relation_size('messages') AS messages, pg_total_relation_size('raw_messages') AS raw_messages`.execute(database.db);
  return { messages: Number(rows[0]?.messages), rawMessages: Number(rows[0]?.raw_messages) };
}

async function vacuum(database: TestDatabase, full: boolean): Promise<Sizes> {
  for (const table of ['messages', 'raw_messages']) {
    await sql`${sql.raw(full ? 'VACUUM (FULL, ANALYZE)' : 'VACUUM (ANALYZE)')} ${sql.table(table)}`.execute(database.db);
  }
  return sizes(database);
}

const line = (label: string, { messages, rawMessages }: Sizes): [string, string] => [
  label,
  `${mb(messages + rawMessages)} (messages ${mb(messages)}, raw_messages ${mb(rawMessages)}; ${count(Math.round((messages + rawMessages) / MESSAGES))} bytes a message)`,
];

async function main() {
  const servers = await provisionServers(process.env, dataDir);
  process.env.DATABASE_URL = servers.postgresServerUrl;
  const database = await createTestDatabase();
  try {
    process.stderr.write(`storing ${count(MESSAGES)} messages over a year…\n`);
    const storeMs = await storeYear(database);
    // Compacted first, so that 'saved' is what the pass gives back, not what the storing left to reclaim.
    const before = await vacuum(database, true);
    process.stderr.write(`retention pass (${RETENTION_DAYS} days)…\n`);
    const started = performance.now();
    const drop = await dropOldMessageTexts(database.db, RETENTION_DAYS);
    const passMs = performance.now() - started;
    const again = performance.now();
    const second = await dropOldMessageTexts(database.db, RETENTION_DAYS);
    const secondMs = performance.now() - again;
    const vacuumed = await vacuum(database, false);
    const full = await vacuum(database, true);

    console.log(
      `\nMessage retention benchmark: ${count(MESSAGES)} messages over a year, ${count(TOKENS)} tokens (9 in 10 archived), MESSAGE_RETENTION_DAYS=${RETENTION_DAYS} — ${machine()}\n`,
    );
    printTable([
      ['figure', 'value'],
      ['---', '---'],
      ['storing them (in this process, as the extractor writes)', `${rate(MESSAGES, storeMs)} msgs/s`],
      line('before the pass (after VACUUM FULL)', before),
      [
        'the pass',
        `${count(drop.messages)} texts dropped in ${(passMs / 1000).toFixed(1)} s (${count(drop.statements)} statements, ${rate(drop.messages, passMs)} msgs/s)`,
      ],
      ['the next pass (nothing to drop)', `${count(second.messages)} dropped in ${(secondMs / 1000).toFixed(1)} s`],
      line('after the pass and VACUUM (files the same size; the difference is free for new rows)', vacuumed),
      line('after VACUUM FULL (what the rows take now)', full),
      [
        'saved',
        `${mb(before.messages + before.rawMessages - full.messages - full.rawMessages)} (${Math.round(
          (100 * (before.messages + before.rawMessages - full.messages - full.rawMessages)) / (before.messages + before.rawMessages),
        )} %)`,
      ],
    ]);
  } finally {
    await database.drop();
    await servers.stop();
  }
}

await main();
