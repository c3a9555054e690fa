import pg from 'pg';

/** Runs `sql` on its own connection to `url`; answers the rows (none for several statements). */
export async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query(sql);
    return Array.isArray(result) ? [] : (result.rows as unknown[]);
  } finally {
    await client.end();
  }
}
