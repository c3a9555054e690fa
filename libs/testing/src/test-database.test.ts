import { describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { createTestDatabase } from './test-database.js';

describe('createTestDatabase', () => {
  it('gives each caller its own migrated database and drops it afterwards', async () => {
    const [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    expect(first.url).not.toBe(second.url);
    await first.db
      .insertInto('templates')
      .values({ name: 'only-here', display_name: 'x', enabled: true, priority: 1, sample_message: null, patterns: '[]', extractors: '[]' })
      .execute();
    expect(await second.db.selectFrom('templates').selectAll().where('name', '=', 'only-here').execute()).toEqual([]);

    const name = new URL(first.url).pathname.slice(1);
    await first.drop();
    const remaining = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_database WHERE datname = ${name}`.execute(second.db);
    expect(remaining.rows[0]?.n).toBe(0);
    await second.drop();
  });
});
