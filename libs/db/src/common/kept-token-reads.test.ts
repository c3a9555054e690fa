import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import type { AlertMessage } from '@solana-hub/contracts';
import { createTestDatabase, newAlert, type TestDatabase } from '@solana-hub/testing';
import { storeAlerts } from '../messages/alert-repository.js';
import { setTokenArchived } from '../tokens/token-archive.js';
import { KeptTokenReads } from './kept-token-reads.js';
import { latestMessageChangesSince, messagesByTokenChangesSince } from './list-changes.js';
import { readAtOneVersion } from './list-version.js';

// Answers of changes that keep each token's read for the next answers, on a real PostgreSQL:
// whatever is written between two answers (a new alert, a hand-made edit of a message that writes
// no token row, a message moved to another token, an archive), the answer with the kept reads
// says what the same answer read afresh in the same snapshot says.
let hub: TestDatabase;
beforeAll(async () => {
  hub = await createTestDatabase();
});
afterAll(async () => {
  await hub.drop();
});

const start = Date.UTC(2026, 0, 1);
let sequence = 0;
const alert = (address: string) => {
  sequence += 1;
  return newAlert({
    chatId: 'kept',
    messageId: String(sequence),
    timestamp: new Date(start + sequence * 60_000),
    token: { address, chain: 'solana', name: `Token ${address}`, symbol: address.slice(0, 4).toUpperCase() },
    description: `story ${sequence}`,
    text: `alert ${sequence} about ${address}`,
  });
};

const strips = new KeptTokenReads<AlertMessage[]>();
const latest = new KeptTokenReads<AlertMessage>();

/** The answers of changes since `since` with the kept reads, and the same read afresh, in one snapshot. */
const answersSince = async (since: string) => {
  const { version, list } = await readAtOneVersion(hub.db, async (tx, at) => ({
    kept: {
      strips: await messagesByTokenChangesSince(tx, since, { version: at, kept: strips }),
      latest: await latestMessageChangesSince(tx, since, { version: at, kept: latest }),
    },
    fresh: {
      strips: await messagesByTokenChangesSince(tx, since, { version: at }),
      latest: await latestMessageChangesSince(tx, since, { version: at }),
    },
  }));
  return { version, ...list };
};

const versionNow = async () => (await readAtOneVersion(hub.db, async () => null)).version;

describe('answers of changes with the reads kept from earlier answers', () => {
  let since: string;
  beforeAll(async () => {
    await storeAlerts(hub.db, [alert('Alpha'), alert('Beta'), alert('Gamma')]);
    since = await versionNow();
    await storeAlerts(hub.db, [alert('Alpha'), alert('Beta'), alert('Gamma')]);
  });

  it('keep a token read while nothing of it is written, and serve it again', async () => {
    const first = await answersSince(since);
    expect(first.kept).toEqual(first.fresh);
    const second = await answersSince(since);
    expect(second.kept).toEqual(second.fresh);
    const kept = strips.valueOf('Alpha', { since: BigInt(since), version: BigInt(second.version), lastWrite: 0n });
    expect(kept?.map((message) => message.message_text)).toEqual([`alert 4 about Alpha`, `alert 1 about Alpha`]);
  });

  it('read again a token whose message was edited by hand, which writes no token row', async () => {
    await answersSince(since);
    await sql`UPDATE messages SET description = 'told again', market_cap = 123 WHERE token_address = 'Beta'`.execute(hub.db);
    const { kept, fresh } = await answersSince(since);
    expect(kept).toEqual(fresh);
    expect(kept.strips).toMatchObject({ tokens: { Beta: [{ description: 'told again', market_cap: 123 }] } });
  });

  it('read again the tokens a message moved between, and drop an archived token', async () => {
    await answersSince(since);
    await sql`UPDATE messages SET token_address = 'Gamma' WHERE token_address = 'Alpha' AND message_id = '4'`.execute(hub.db);
    await setTokenArchived(hub.db, 'Beta', true);
    const { kept, fresh } = await answersSince(since);
    expect(kept).toEqual(fresh);
    expect(kept.strips).toMatchObject({ removed: ['Beta'] });
    expect(Object.keys(kept.strips === 'too-many' || kept.strips === 'unknown-version' ? {} : kept.strips.tokens).sort()).toEqual([
      'Alpha',
      'Gamma',
    ]);
  });

  it('bring a new alert of a token read before', async () => {
    await answersSince(since);
    await storeAlerts(hub.db, [alert('Gamma')]);
    const { kept, fresh } = await answersSince(since);
    expect(kept).toEqual(fresh);
    expect(kept.latest).toMatchObject({ messages: { Gamma: { message_text: `alert ${sequence} about Gamma` } } });
  });

  it('are not served to an answer since a version later than their read', async () => {
    const { version } = await answersSince(since);
    await storeAlerts(hub.db, [alert('Delta')]);
    const later = await versionNow();
    expect(strips.valueOf('Alpha', { since: BigInt(later), version: BigInt(later), lastWrite: 0n })).toBeUndefined();
    expect(strips.valueOf('Alpha', { since: BigInt(since), version: BigInt(version), lastWrite: 0n })).toBeDefined();
  });
});

describe('kept token reads', () => {
  it('are forgotten when a client names a version this database has not reached', async () => {
    const reads = new KeptTokenReads<AlertMessage>();
    const version = await versionNow();
    await readAtOneVersion(hub.db, (tx, at) => latestMessageChangesSince(tx, version, { version: at, kept: reads }));
    await storeAlerts(hub.db, [alert('Epsilon')]);
    const { list } = await readAtOneVersion(hub.db, (tx, at) => latestMessageChangesSince(tx, version, { version: at, kept: reads }));
    expect(list).toMatchObject({ messages: { Epsilon: { token_address: 'Epsilon' } } });
    const read = { since: BigInt(version), version: BigInt(version) + 1_000_000_000n, lastWrite: 0n };
    expect(reads.valueOf('Epsilon', read)).toBeDefined();
    const unknown = await readAtOneVersion(hub.db, (tx, at) =>
      latestMessageChangesSince(tx, String(BigInt(version) + 1_000_000_000_000n), { version: at, kept: reads }),
    );
    expect(unknown.list).toBe('unknown-version');
    expect(reads.valueOf('Epsilon', read)).toBeUndefined();
  });

  it('hold at most their bound, the least recently read going first', () => {
    const reads = new KeptTokenReads<number>(2);
    reads.keep(10n, ['a', 'b'], { a: 1, b: 2 });
    reads.keep(11n, ['c'], { c: 3 });
    const at = { since: 10n, version: 20n, lastWrite: 0n };
    expect(['a', 'b', 'c'].map((address) => reads.valueOf(address, at))).toEqual([undefined, 2, 3]);
    // A read of an older snapshot, finished after a newer one, does not replace it.
    reads.keep(10n, ['c'], {});
    expect(reads.valueOf('c', { ...at, since: 11n })).toBe(3);
    // A token that showed nothing is kept as such.
    reads.keep(12n, ['d'], {});
    expect(reads.valueOf('d', at)).toBeNull();
  });
});
