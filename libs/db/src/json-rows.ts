import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/** A row as sent in JSON: JSONB columns as the values themselves, timestamps as Dates (sent as ISO text). */
export type JsonRow<T extends keyof Database> = { [K in keyof Insertable<Database[T]>]: unknown };

/**
 * `INSERT INTO table (columns of the rows) SELECT ... FROM json_populate_recordset(...)`: the
 * rows go as one JSON parameter and PostgreSQL unpacks them into the table's row type, turning
 * each value into its column's type itself (JSON arrays and objects included). A batch of
 * hundreds of rows is one short statement with one parameter instead of thousands of parameters
 * that the query builder and the driver would each handle one by one: the extractor's writes
 * are its hottest path. Every row has the keys of the first, in the same order. Add the
 * conflict clause and returning to the answer as to any insert.
 */
export function insertRows<T extends keyof Database & string>(db: Kysely<Database>, table: T, rows: ReadonlyArray<JsonRow<T>>) {
  const columns = Object.keys(rows[0] ?? {}) as Array<keyof Database[T] & string>;
  return db
    .insertInto(table)
    .columns(columns)
    .expression(sql`SELECT ${sql.join(columns.map((column) => sql.ref(column)))} FROM json_populate_recordset(NULL::${sql.table(table)}, ${JSON.stringify(rows)}::json)`);
}
