import { describe, expect, it, jest } from '@jest/globals';
import { sql } from 'kysely';
import { z } from 'zod';
import { recordMarketCap, replaceAlerts, setTokenArchived, storeAlerts, type NewAlert } from '@solana-hub/db';
import { LIST_RESPONSE_KIND_HEADER, LIST_VERSION_HEADER, tokenListChangesSchema, tokenSchema } from '@solana-hub/contracts';
import { until } from '@solana-hub/testing';
import { gatewayForTests, startTestGateway, type TestGateway } from '../test-gateway.fixture.js';
import { minuteAlert, minuteOf } from '../test-alert.fixture.js';
import { DashboardClient, freshLoad, type DashboardLists } from './dashboard-client.fixture.js';

// Polls that carry only what changed since the version the client holds, against a
// real gateway and PostgreSQL. Writes go straight to the database, announced by no event, so
// the data version is read on every request (fingerprintTrustMs 0): what is tested is what a
// poll answers once the gateway looks, not how fast it hears; and each poll's changes are read
// from its own version (sharedChangesWindowMs 0), not widened to an earlier poll's.
const PASSWORD = 'list changes password';
const gateway = gatewayForTests(PASSWORD, { fingerprintTrustMs: 0, sharedChangesWindowMs: 0 });

let sequence = 0;
const start = Date.UTC(2026, 0, 1);
// Each alert tells its own story, so a token's collapsed-row list holds every one of its messages.
const alert = (address: string, overrides: Partial<NewAlert> = {}) =>
  minuteAlert('changes', ++sequence, address, { description: `story ${sequence}`, ...overrides });

/** A client that loaded the dashboard, with what it and a fresh load see after `change`. */
async function afterChange(change: () => Promise<unknown>, client?: DashboardClient) {
  const dashboard = client ?? new DashboardClient(gateway.cookie);
  if (!client) await dashboard.poll(gateway.base);
  await change();
  const polls = await dashboard.poll(gateway.base);
  return { polls, held: dashboard.lists(), fresh: await freshLoad(gateway.base, gateway.cookie) };
}

const addresses = (lists: DashboardLists) => lists.tokens.map((token) => token.token_address);

const versionNow = async () =>
  (await fetch(`${gateway.base}/api/tokens`, { headers: { cookie: gateway.cookie } })).headers.get(LIST_VERSION_HEADER) ?? '';

/**
 * The version once it has moved past `previous`. It moves past a write once every transaction
 * older than it has ended, in any database of the server (other test files run beside this
 * one, some holding a transaction for seconds on a loaded machine): it is waited for.
 */
const VERSION_WAIT_MS = 60_000;
// A test may wait for the version that long, and more than once: its own limit is above that.
jest.setTimeout(3 * VERSION_WAIT_MS);

async function versionAfter(previous: string): Promise<string> {
  let version = previous;
  await until(async () => BigInt((version = await versionNow())) > BigInt(previous), 'the version to move past the write', VERSION_WAIT_MS);
  return version;
}

describe('polls for the changes since a version', () => {
  it('bring new messages and their tokens as changes, and end equal to a fresh load', async () => {
    await storeAlerts(gateway.database.db, [alert('Old1'), alert('Old2')]);
    const { polls, held, fresh } = await afterChange(() => storeAlerts(gateway.database.db, [alert('New1'), alert('Old1')]));
    expect([polls.tokens.kind, polls.latest.kind, polls.strips.kind]).toEqual(['changes', 'changes', 'changes']);
    expect(held).toEqual(fresh);
    expect(addresses(held).slice(0, 2)).toEqual(['New1', 'Old2']);
    expect(held.strips.Old1?.map((message) => message.message_text)).toEqual([
      `alert ${sequence} about Old1`,
      `alert ${sequence - 3} about Old1`,
    ]);
  });

  it('send a token whose messages changed whole, as what its collapsed row shows', async () => {
    const told = { description: 'the same story' };
    await storeAlerts(gateway.database.db, [alert('Told1', told), alert('Told1', told)]);
    const { polls, held, fresh } = await afterChange(() => storeAlerts(gateway.database.db, [alert('Told1', told)]));
    expect(polls.strips.kind).toBe('changes');
    expect(held).toEqual(fresh);
    expect(held.strips.Told1?.map((message) => message.message_text)).toEqual([`alert ${sequence} about Told1`]);
  });

  it('bring the figures and pair a new alert states of a token, as a fresh load has them', async () => {
    await storeAlerts(gateway.database.db, [alert('Figured', { figures: { liquidity_usd: 9_000, holder_count: 12 } })]);
    const { polls, held, fresh } = await afterChange(() =>
      storeAlerts(gateway.database.db, [alert('Figured', { figures: { liquidity_usd: 14_100 }, pairAddress: 'FiguredPool' })]),
    );
    expect(polls.tokens.kind).toBe('changes');
    expect(held).toEqual(fresh);
    const token = held.tokens.find((listed) => listed.token_address === 'Figured');
    expect(token?.pair_address).toBe('FiguredPool');
    expect(token?.figures).toEqual({
      liquidity_usd: { value: 14_100, at: minuteOf(sequence).toISOString() },
      holder_count: { value: 12, at: minuteOf(sequence - 1).toISOString() },
    });
  });

  it('answer only the rows written since: the changes of one token, not the list', async () => {
    const base = gateway.base;
    const first = await fetch(`${base}/api/tokens`, { headers: { cookie: gateway.cookie } });
    const version = first.headers.get(LIST_VERSION_HEADER) ?? '';
    expect(first.headers.get(LIST_RESPONSE_KIND_HEADER)).toBe('full');
    await recordMarketCap(gateway.database.db, 'Old2', 123_456, new Date());
    await versionAfter(version);
    const changes = await fetch(`${base}/api/tokens?since=${version}`, { headers: { cookie: gateway.cookie } });
    const body = tokenListChangesSchema.parse(await changes.json());
    expect(BigInt(body.since)).toBeLessThanOrEqual(BigInt(version));
    expect(BigInt(body.version)).toBeGreaterThan(BigInt(version));
    expect(body.tokens.map((token) => [token.token_address, token.current_market_cap])).toContainEqual(['Old2', 123_456]);
    expect(body.tokens.length).toBeLessThan(5);
  });

  it('answer an unchanged list 304 whether the client loaded it whole or applied changes', async () => {
    const dashboard = new DashboardClient(gateway.cookie);
    await dashboard.poll(gateway.base);
    expect(Object.values(await dashboard.poll(gateway.base)).map((poll) => poll.status)).toEqual([304, 304, 304]);
    await storeAlerts(gateway.database.db, [alert('Old2')]);
    expect(Object.values(await dashboard.poll(gateway.base)).map((poll) => poll.kind)).toEqual(['changes', 'changes', 'changes']);
    expect(Object.values(await dashboard.poll(gateway.base)).map((poll) => poll.status)).toEqual([304, 304, 304]);
  });

  it('bring an edit in place, and a message an edit moved to another token out of the old strip', async () => {
    const [kept, moved] = [alert('EditA'), alert('EditA')];
    await storeAlerts(gateway.database.db, [kept, moved, alert('EditB')]);
    const { held, fresh } = await afterChange(() =>
      replaceAlerts(gateway.database.db, [
        { ...kept, text: 'edited text' },
        { ...moved, token: { address: 'EditB', chain: 'solana', name: 'Name EditB', symbol: 'SYM' } },
      ]),
    );
    expect(held).toEqual(fresh);
    expect(held.strips.EditA?.map((message) => message.message_text)).toEqual(['edited text']);
    expect(held.strips.EditB).toHaveLength(2);
  });

  it('drop a token a rebuild deleted (its only message moved away) from every list', async () => {
    const only = alert('Gone1');
    await storeAlerts(gateway.database.db, [only]);
    const { polls, held, fresh } = await afterChange(() =>
      replaceAlerts(gateway.database.db, [{ ...only, token: { address: 'Gone2', chain: 'solana', name: 'Name Gone2', symbol: 'SYM' } }]),
    );
    expect(polls.tokens.kind).toBe('changes');
    expect(held).toEqual(fresh);
    expect(addresses(held)).not.toContain('Gone1');
    expect(held.latest.Gone1).toBeUndefined();
    expect(held.strips.Gone1).toBeUndefined();
  });

  it('drop an archived token and bring it back whole when restored', async () => {
    await storeAlerts(gateway.database.db, [alert('Arch1'), alert('Arch1'), alert('Arch1')]);
    const dashboard = new DashboardClient(gateway.cookie);
    await dashboard.poll(gateway.base);
    const archived = await afterChange(() => setTokenArchived(gateway.database.db, 'Arch1', true), dashboard);
    expect(archived.held).toEqual(archived.fresh);
    expect(addresses(archived.held)).not.toContain('Arch1');
    expect(archived.held.strips.Arch1).toBeUndefined();
    const restored = await afterChange(() => setTokenArchived(gateway.database.db, 'Arch1', false), dashboard);
    expect(restored.held).toEqual(restored.fresh);
    expect(restored.held.strips.Arch1).toHaveLength(3);
  });

  it('bring a market-cap refresh and a reprocess run', async () => {
    const dashboard = new DashboardClient(gateway.cookie);
    await dashboard.poll(gateway.base);
    const refreshed = await afterChange(() => recordMarketCap(gateway.database.db, 'Old1', 9_999_999, new Date()), dashboard);
    expect(refreshed.held).toEqual(refreshed.fresh);
    expect(refreshed.held.tokens.find((token) => token.token_address === 'Old1')?.current_market_cap).toBe(9_999_999);
    const stored = await gateway.database.db
      .selectFrom('messages')
      .select(['chat_id', 'message_id'])
      .where('token_address', '=', 'Old2')
      .execute();
    const reprocessed = await afterChange(
      () =>
        replaceAlerts(
          gateway.database.db,
          stored.map((row) => ({
            ...alert('Old2'),
            chatId: row.chat_id,
            messageId: row.message_id,
            messageType: 'curated',
            text: 'reprocessed',
          })),
        ),
      dashboard,
    );
    expect(reprocessed.held).toEqual(reprocessed.fresh);
    expect(reprocessed.held.tokens.find((token) => token.token_address === 'Old2')?.first_message_type).toBe('curated');
  });

  it('bring a row whose transaction committed after the poll that could not see it', async () => {
    const dashboard = new DashboardClient(gateway.cookie);
    await dashboard.poll(gateway.base);
    await gateway.database.db.connection().execute(async (connection) => {
      await sql`BEGIN`.execute(connection);
      await sql`UPDATE tokens SET current_market_cap = 4242 WHERE token_address = 'New1'`.execute(connection);
      await storeAlerts(gateway.database.db, [alert('Other')]);
      const during = await dashboard.poll(gateway.base);
      expect(during.tokens.kind).toBe('changes');
      expect(dashboard.lists().tokens.find((token) => token.token_address === 'New1')?.current_market_cap).not.toBe(4242);
      await sql`COMMIT`.execute(connection);
    });
    await dashboard.poll(gateway.base);
    expect(dashboard.lists().tokens.find((token) => token.token_address === 'New1')?.current_market_cap).toBe(4242);
    expect(dashboard.lists()).toEqual(await freshLoad(gateway.base, gateway.cookie));
  });

  it('give a dashboard that opens (since=0) a whole list built a moment ago, and the changes since at its next poll', async () => {
    await freshLoad(gateway.base, gateway.cookie);
    await storeAlerts(gateway.database.db, [alert('Opening')]);
    const opened = await fetch(`${gateway.base}/api/tokens?since=0`, { headers: { cookie: gateway.cookie } });
    expect(opened.headers.get(LIST_RESPONSE_KIND_HEADER)).toBe('full');
    expect(
      z
        .array(tokenSchema)
        .parse(await opened.json())
        .map((token) => token.token_address),
    ).not.toContain('Opening');
    const caughtUp = await fetch(`${gateway.base}/api/tokens?since=${opened.headers.get(LIST_VERSION_HEADER)}`, {
      headers: { cookie: gateway.cookie },
    });
    expect(tokenListChangesSchema.parse(await caughtUp.json()).tokens.map((token) => token.token_address)).toContain('Opening');
    // The browser does both at once: its first load is as current as a fresh one.
    const opening = new DashboardClient(gateway.cookie);
    await opening.poll(gateway.base);
    expect(opening.lists()).toEqual(await freshLoad(gateway.base, gateway.cookie));
  });

  it('answer the whole list, marked full, for a version this database has not reached', async () => {
    const answer = await fetch(`${gateway.base}/api/tokens?since=999999999999`, { headers: { cookie: gateway.cookie } });
    expect(answer.headers.get(LIST_RESPONSE_KIND_HEADER)).toBe('full');
    expect(z.array(z.unknown()).parse(await answer.json()).length).toBeGreaterThan(0);
  });

  it('refuse a malformed version: 400 naming the field', async () => {
    for (const path of ['/api/tokens', '/api/latest-messages', '/api/all-messages-by-token']) {
      const answer = await fetch(`${gateway.base}${path}?since=yesterday`, { headers: { cookie: gateway.cookie, 'if-none-match': '*' } });
      expect([path, answer.status]).toEqual([path, 400]);
      expect(await answer.json()).toEqual({ error: expect.stringContaining('since') });
    }
  });

  it('end equal to a fresh load, token for token, after a minute of mixed changes through two replicas', async () => {
    const other: TestGateway = await startTestGateway(gateway.database, gateway.redis, PASSWORD, { fingerprintTrustMs: 0 });
    try {
      const dashboard = new DashboardClient(gateway.cookie);
      await dashboard.poll(gateway.base);
      const db = gateway.database.db;
      let random = 42;
      const pick = (n: number) => ((random = (random * 1_103_515_245 + 12_345) % 2 ** 31), random % n);
      const pool = Array.from({ length: 12 }, (_, index) => `Mix${index}`);
      const stored: NewAlert[] = [];
      const kinds = new Set<string>();
      // 60 rounds: a minute of 1-second polls, each after a few mixed writes.
      for (let round = 0; round < 60; round += 1) {
        for (let write = 0; write < 3; write += 1) {
          const address = pool[pick(pool.length)] as string;
          switch (pick(6)) {
            case 0:
            case 1: {
              const fresh = alert(address);
              stored.push(fresh);
              await storeAlerts(db, [fresh]);
              break;
            }
            case 2: {
              const edited = stored[pick(stored.length)];
              if (edited)
                await replaceAlerts(db, [
                  {
                    ...edited,
                    text: `${edited.text} (edited ${round})`,
                    token: pick(3) === 0 ? { address, chain: 'solana', name: null, symbol: null } : edited.token,
                  },
                ]);
              break;
            }
            case 3:
              await setTokenArchived(db, address, pick(2) === 0);
              break;
            case 4:
              await recordMarketCap(db, address, 1_000 + pick(1_000_000), new Date(start + round * 1_000));
              break;
            default:
              await setTokenArchived(db, address, false);
          }
        }
        const polls = await dashboard.poll(round % 2 === 0 ? gateway.base : other.base);
        for (const poll of Object.values(polls)) kinds.add(poll.kind ?? String(poll.status));
      }
      expect(dashboard.lists()).toEqual(await freshLoad(other.base, other.cookie));
      // Never the whole list again: changes, or 304 when a list did not change.
      expect([...kinds].sort()).toEqual(['304', 'changes']);
    } finally {
      await other.service.app.close();
    }
  });

  it('answer the whole list when more rows changed than the changes would be worth', async () => {
    const dashboard = new DashboardClient(gateway.cookie);
    await dashboard.poll(gateway.base);
    await storeAlerts(
      gateway.database.db,
      Array.from({ length: 2_001 }, (_, index) => alert(`Many${index}`)),
    );
    const polls = await dashboard.poll(gateway.base);
    expect([polls.tokens.kind, polls.latest.kind, polls.strips.kind]).toEqual(['full', 'full', 'full']);
    expect(dashboard.lists()).toEqual(await freshLoad(gateway.base, gateway.cookie));
  });
});
