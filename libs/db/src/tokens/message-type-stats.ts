import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';

/** Tokens on the dashboard (not archived) per the type of their first message. */
export async function countTokensByMessageType(db: Kysely<Database>): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('tokens')
    .select(['first_message_type', (eb) => eb.fn.countAll<string>().as('n')])
    .where('hidden', '=', false)
    .groupBy('first_message_type')
    .orderBy('first_message_type')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.first_message_type, Number(row.n)]));
}
