import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createTestDatabase, createTestRedis, serviceTestEnv, type TestDatabase } from '@solana-hub/testing';
import { setTokenArchived, storeAlert } from '@solana-hub/db';
import { startService, type RunningService } from '@solana-hub/runtime';
import { analyzerService } from '../analyzer-service.js';
import { alertAbout } from '../testing/stored-alert.fixture.js';
import { InactiveTokenArchiving } from './inactive-token-archiving.js';

// The analyzer archives the tokens with no message for AUTO_ARCHIVE_DAYS, on a real PostgreSQL.

const DAY_MINUTES = 24 * 60;
const SILENT = 'Si1ent1111111111111111111111111111111pump';
const RECENT = 'Recent111111111111111111111111111111pump';
const TRADERS = 'Traders11111111111111111111111111111pump';
const LATER_SILENT = 'LaterSi1ent11111111111111111111111111pump';
const NEVER = 'Never1111111111111111111111111111111pump';

const redis = createTestRedis();
let database: TestDatabase;
const services: RunningService[] = [];
let nextId = 1;

async function seedToken(address: string, daysSinceMessage: number): Promise<void> {
  await storeAlert(
    database.db,
    alertAbout({ tokenAddress: address, messageId: String(nextId++), minutesAgo: daysSinceMessage * DAY_MINUTES }),
  );
}

function tokenRow(address: string) {
  return database.db
    .selectFrom('tokens')
    .select(['hidden', 'archived_reason'])
    .where('token_address', '=', address)
    .executeTakeFirstOrThrow();
}

async function startAnalyzer(extra: Record<string, string> = {}): Promise<RunningService> {
  const service = await startService(
    analyzerService,
    serviceTestEnv(database, redis, { ANALYZER_PORT: '0', MARKET_CAP_REFRESH_SECONDS: '0', ...extra }),
  );
  services.push(service);
  return service;
}

/** Waits for the pass the analyzer runs at start. */
async function untilArchived(address: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await tokenRow(address)).hidden) {
    if (Date.now() > deadline) throw new Error(`${address} was not archived`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedToken(SILENT, 8);
  await seedToken(RECENT, 6);
  await seedToken(TRADERS, 30);
  await setTokenArchived(database.db, TRADERS, true);
});

afterAll(async () => {
  for (const service of services) await service.app.close();
  await redis.clear();
  await database.drop();
});

describe('the archiving of inactive tokens', () => {
  it('archives the tokens silent for AUTO_ARCHIVE_DAYS (7 by default) as soon as the analyzer starts', async () => {
    await startAnalyzer();
    await untilArchived(SILENT);
    expect(await tokenRow(SILENT)).toEqual({ hidden: true, archived_reason: 'inactive' });
    expect(await tokenRow(RECENT)).toEqual({ hidden: false, archived_reason: null });
    expect(await tokenRow(TRADERS)).toEqual({ hidden: true, archived_reason: 'trader' });
  });

  it('archives a token that fell silent since, and logs how many it archived', async () => {
    const [service] = services;
    if (!service) throw new Error('no analyzer');
    await seedToken(LATER_SILENT, 9);
    const info = jest.spyOn(service.logger, 'info');
    expect(await service.app.get(InactiveTokenArchiving).archive()).toBe(1);
    expect(info).toHaveBeenCalledWith({ archived: 1, days: 7 }, 'archived 1 tokens with no message for 7 days');
    expect(await tokenRow(LATER_SILENT)).toEqual({ hidden: true, archived_reason: 'inactive' });
    expect(await service.app.get(InactiveTokenArchiving).archive()).toBe(0);
  });

  it('runs a pass when an analyzer starts while the schedule already exists (a restart does not wait its 5 minutes)', async () => {
    const fellSilent = SILENT.replace('Si1ent', 'Restrt');
    await seedToken(fellSilent, 10);
    await startAnalyzer();
    await untilArchived(fellSilent);
    expect(await tokenRow(fellSilent)).toEqual({ hidden: true, archived_reason: 'inactive' });
  });

  it('archives nothing with AUTO_ARCHIVE_DAYS=0', async () => {
    await seedToken(NEVER, 400);
    const never = await startAnalyzer({ AUTO_ARCHIVE_DAYS: '0' });
    expect(await never.app.get(InactiveTokenArchiving).archive()).toBe(0);
    expect(await tokenRow(NEVER)).toEqual({ hidden: false, archived_reason: null });
  });

  it('with a longer period, archives only what is silent for it', async () => {
    await seedToken(LATER_SILENT.replace('Later', 'Month'), 40);
    const yearly = await startAnalyzer({ AUTO_ARCHIVE_DAYS: '365' });
    await untilArchived(NEVER);
    expect(await yearly.app.get(InactiveTokenArchiving).archive()).toBe(0);
    expect(await tokenRow(NEVER)).toEqual({ hidden: true, archived_reason: 'inactive' });
    expect(await tokenRow(LATER_SILENT.replace('Later', 'Month'))).toEqual({ hidden: false, archived_reason: null });
  });
});
