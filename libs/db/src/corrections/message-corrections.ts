import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { AlertMessage } from '@solana-hub/contracts';
import type { Database, MessageCorrectionsTable } from '../schema.js';
import { messageKey, type NewAlert } from '../messages/alert-repository.js';
import { toAlertMessage } from '../messages/alert-message-row.js';
import { rebuildTokens } from '../tokens/token-rebuild.js';
import { refreshCallsOf } from '../channels/channel-calls.js';

/** The trader's correction of one message: what is not corrected is null. */
export interface MessageCorrection {
  chatId: string;
  messageId: string;
  tokenName: string | null;
  tokenSymbol: string | null;
  marketCap: number | null;
  correctedAt: Date;
}

/** What the trader corrects; a field left out keeps its earlier correction, if any. */
export type CorrectionFields = Partial<Pick<MessageCorrection, 'tokenName' | 'tokenSymbol' | 'marketCap'>>;

/** The corrections of the given messages, by their (chat, message id). */
export async function correctionsOf(
  db: Kysely<Database>,
  messages: ReadonlyArray<{ chatId: string; messageId: string }>,
): Promise<Map<string, MessageCorrection>> {
  if (messages.length === 0) return new Map();
  const { rows } = await sql<Selectable<MessageCorrectionsTable>>`
    SELECT c.* FROM message_corrections c
    JOIN unnest(${messages.map((message) => message.chatId)}::text[], ${messages.map((message) => message.messageId)}::text[]) AS sought(chat_id, message_id)
      ON c.chat_id = sought.chat_id AND c.message_id = sought.message_id`.execute(db);
  return new Map(rows.map((row) => [messageKey(row.chat_id, row.message_id), toCorrection(row)]));
}

/**
 * Alerts as the trader corrected them: every reading of a message (new, edited, replayed,
 * answered by the AI) goes through here before it is written, so a correction wins over
 * whatever the templates read and is kept through every replay. Answers the alerts in order.
 */
export async function withCorrections(db: Kysely<Database>, alerts: readonly NewAlert[]): Promise<NewAlert[]> {
  const corrections = await correctionsOf(db, alerts);
  if (corrections.size === 0) return [...alerts];
  return alerts.map((alert) => {
    const correction = corrections.get(messageKey(alert.chatId, alert.messageId));
    return correction ? corrected(alert, correction) : alert;
  });
}

/** The alert with the correction laid over it. A name or symbol needs the token the message names. */
function corrected(alert: NewAlert, correction: MessageCorrection): NewAlert {
  const token = alert.token && {
    ...alert.token,
    name: correction.tokenName ?? alert.token.name,
    symbol: correction.tokenSymbol ?? alert.token.symbol,
  };
  return {
    ...alert,
    token,
    marketCap: correction.marketCap ?? alert.marketCap,
    corrected: {
      name: token !== null && correction.tokenName !== null,
      symbol: token !== null && correction.tokenSymbol !== null,
      marketCap: correction.marketCap !== null,
    },
  };
}

/**
 * The trader corrects the token name, symbol or market cap of one stored message (by its id):
 * the correction is kept, the message shows it and its token is rebuilt, in one transaction;
 * then the token's calls are refreshed (a corrected market cap moves their figures).
 * Null when no such message names a token.
 */
export async function correctMessage(db: Kysely<Database>, id: number, fields: CorrectionFields): Promise<AlertMessage | null> {
  const corrected = await db.transaction().execute(async (tx) => {
    const message = await tx
      .selectFrom('messages')
      .select(['chat_id', 'message_id', 'token_address'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!message?.token_address) return null;
    const correction = await saveCorrection(tx, message.chat_id, message.message_id, fields);
    const row = await tx
      .updateTable('messages')
      .set({
        ...(correction.tokenName !== null && { token_name: correction.tokenName }),
        ...(correction.tokenSymbol !== null && { token_symbol: correction.tokenSymbol }),
        ...(correction.marketCap !== null && { market_cap: correction.marketCap }),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await rebuildTokens(tx, [message.token_address]);
    return toAlertMessage(row);
  });
  if (corrected?.token_address) await refreshCallsOf(db, [corrected.token_address]);
  return corrected;
}

/** Stores the correction, merged with the one the message had. */
async function saveCorrection(
  tx: Transaction<Database>,
  chatId: string,
  messageId: string,
  fields: CorrectionFields,
): Promise<MessageCorrection> {
  const row = await tx
    .insertInto('message_corrections')
    .values({
      chat_id: chatId,
      message_id: messageId,
      token_name: fields.tokenName ?? null,
      token_symbol: fields.tokenSymbol ?? null,
      market_cap: fields.marketCap ?? null,
      corrected_at: new Date(),
    })
    .onConflict((conflict) =>
      conflict.columns(['chat_id', 'message_id']).doUpdateSet((eb) => ({
        token_name: eb.fn.coalesce('excluded.token_name', 'message_corrections.token_name'),
        token_symbol: eb.fn.coalesce('excluded.token_symbol', 'message_corrections.token_symbol'),
        market_cap: eb.fn.coalesce('excluded.market_cap', 'message_corrections.market_cap'),
        corrected_at: eb.ref('excluded.corrected_at'),
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  return toCorrection(row);
}

function toCorrection(row: Selectable<MessageCorrectionsTable>): MessageCorrection {
  return {
    chatId: row.chat_id,
    messageId: row.message_id,
    tokenName: row.token_name,
    tokenSymbol: row.token_symbol,
    marketCap: row.market_cap,
    correctedAt: row.corrected_at,
  };
}
