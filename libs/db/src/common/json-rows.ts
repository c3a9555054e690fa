import { sql, type Insertable, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../schema.js';

/**
 * A row as sent in JSON: JSONB columns as the values themselves, timestamps as ISO text
 * (`isoTime`). A Date is refused: JSON.stringify would call its toJSON, five times slower.
 */
export type JsonRow<T extends keyof Database> = { [K in keyof Insertable<Database[T]>]: NotADate };
type NotADate = string | number | boolean | null | readonly unknown[] | (object & { toISOString?: never });

export function isoTime(at: Date): string;
export function isoTime(at: Date | null | undefined): string | null;
export function isoTime(at: Date | null | undefined): string | null {
  return at ? at.toISOString() : null;
}

/** Bytes as bytea's text form (a backslash, x, then hex), the way a row sent as JSON carries them. */
export function byteaText(bytes: Uint8Array): string {
  return `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}`;
}

/**
 * `INSERT INTO table (columns of the rows) SELECT ... FROM json_populate_recordset(...)`: the
 * rows go as one JSON parameter and PostgreSQL unpacks them into the table's row type, turning
 * each value into its column's type itself (JSON arrays and objects included). A batch of
 * hundreds of rows is one short statement with one parameter instead of thousands of parameters
 * that the query builder and the driver would each handle one by one: the extractor's writes
 * are its hottest path. Every row has the keys of the first, in the same order. Add the
 * conflict clause and returning to the answer as to any insert.
 */
export function insertRows<T extends keyof Database>(db: Kysely<Database>, table: T, rows: ReadonlyArray<JsonRow<T>>) {
  const columns = columnsOf(rows);
  return db
    .insertInto(table)
    .columns(columns)
    .expression(sql`SELECT ${sql.join(columns.map((column) => sql.ref(column)))} FROM ${recordsOf(table, rows)}`);
}

/**
 * Overwrites existing rows, each found by its `key` column, with the values of `rows` (sent as
 * insertRows sends them). For rows known to exist (locked by the caller), cheaper than an
 * upsert, which first tries an insert and only then finds the conflict.
 */
export async function updateRows<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  key: keyof JsonRow<T> & string,
  rows: ReadonlyArray<JsonRow<T>>,
): Promise<void> {
  if (rows.length === 0) return;
  const assignments = columnsOf(rows)
    .filter((column) => column !== key)
    .map((column) => sql`${sql.ref(column)} = r.${sql.ref(column)}`);
  await sql`UPDATE ${sql.table(table)} AS t SET ${sql.join(assignments)} FROM ${recordsOf(table, rows)} AS r WHERE t.${sql.ref(key)} = r.${sql.ref(key)}`.execute(
    db,
  );
}

const columnsOf = <T extends keyof Database>(rows: ReadonlyArray<JsonRow<T>>) =>
  Object.keys(rows[0] ?? {}) as Array<keyof Database[T] & string>;

const recordsOf = <T extends keyof Database>(table: T, rows: ReadonlyArray<JsonRow<T>>): RawBuilder<unknown> =>
  sql`json_populate_recordset(NULL::${sql.table(table)}, ${JSON.stringify(rows)}::json)`;
