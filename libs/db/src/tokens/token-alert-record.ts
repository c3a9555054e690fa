import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import type { TokenFold } from './token-fold.js';
import { foldOfRow } from './token-row.js';

/** The fields one alert message's template found (messages.extracted_data.fields), as stored: unchecked. */
export interface StatedFields {
  at: Date;
  fields: unknown;
}

/** What the stored alerts say about a token: its row and the fields of its newest messages. */
export interface TokenAlertRecord {
  token: TokenFold;
  pairAddress: string | null;
  /** Newest first; messages whose template found nothing are left out. */
  messages: StatedFields[];
}

/**
 * A token as its alert messages describe it, for the analyzer when no data provider answers.
 * Only the newest `messageLimit` messages with fields are read: a long history repeats itself,
 * and the token's accumulated data keeps the newest value of the fields it combines. Null when
 * no message ever named the token.
 */
export async function findTokenAlertRecord(
  db: Kysely<Database>,
  tokenAddress: string,
  messageLimit = 100,
): Promise<TokenAlertRecord | null> {
  const row = await db.selectFrom('tokens').selectAll().where('token_address', '=', tokenAddress).executeTakeFirst();
  if (!row) return null;
  const fields = sql<unknown>`extracted_data -> 'fields'`;
  const messages = await db
    .selectFrom('messages')
    .select(['timestamp', fields.as('fields')])
    .where('token_address', '=', tokenAddress)
    .where(sql<boolean>`coalesce(${fields}, '{}'::jsonb) <> '{}'::jsonb`)
    .orderBy('timestamp', 'desc')
    .orderBy('id', 'desc')
    .limit(messageLimit)
    .execute();
  return {
    token: foldOfRow(row),
    pairAddress: row.pair_address,
    messages: messages.map((message) => ({ at: message.timestamp, fields: message.fields })),
  };
}
