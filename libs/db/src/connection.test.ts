import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql, type Kysely } from 'kysely';
import { createTestDatabase, until, type TestDatabase } from '@solana-hub/testing';
import { connectDatabase, isDatabaseUnavailable } from './connection.js';
import type { Database } from './schema.js';

// A server that restarts or fails over ends its connections under the pool. Ending one of our
// own connections with pg_terminate_backend is the same event, without touching the server.
let test: TestDatabase;
let db: Kysely<Database>;
const lost: Error[] = [];
beforeAll(async () => {
  test = await createTestDatabase();
  db = connectDatabase(test.url, { maxConnections: 2, onConnectionLost: (error) => lost.push(error) });
});
afterAll(async () => {
  await db.destroy();
  await test.drop();
});

async function backendPid(executor: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(executor);
  return rows[0]!.pid;
}

async function terminate(pid: number): Promise<void> {
  await sql`SELECT pg_terminate_backend(${pid})`.execute(test.db);
}

describe('a pooled connection', () => {
  it('runs without JIT compilation, whatever the server’s default', async () => {
    const { rows } = await sql<{ jit: string }>`SHOW jit`.execute(db);
    expect(rows[0]?.jit).toBe('off');
  });
});

describe('a pooled connection the server ends', () => {
  it('is reported, not thrown, when idle; the next query opens a new one', async () => {
    const before = lost.length;
    const pid = await backendPid(db);
    await terminate(pid);
    await until(() => lost.length > before, 'the lost connection to be reported', 5_000);
    expect(lost[lost.length - 1]?.message).toMatch(/terminat/);
    expect(await backendPid(db)).not.toBe(pid);
  });

  it('fails the transaction holding it, and the pool goes on with a new one', async () => {
    const before = lost.length;
    const transaction = db.transaction().execute(async (trx) => {
      await terminate(await backendPid(trx));
      // The connection breaks while the transaction holds it between two statements.
      await until(() => lost.length > before, 'the lost connection to be reported', 5_000);
      await sql`SELECT 1`.execute(trx);
    });
    const failure = await transaction.then(
      () => null,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(db)).rows).toEqual([{ one: 1 }]);
  });

  it('tells a server that is away from a query that is wrong', async () => {
    const wrong = await sql`SELECT * FROM no_such_table`.execute(db).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(wrong)).toBe(false);
    const away = connectDatabase('postgres://postgres@127.0.0.1:1/nowhere', { onConnectionLost: () => undefined });
    const refused = await sql`SELECT 1`.execute(away).then(
      () => null,
      (error: unknown) => error,
    );
    await away.destroy();
    expect(isDatabaseUnavailable(refused)).toBe(true);
  });
});
