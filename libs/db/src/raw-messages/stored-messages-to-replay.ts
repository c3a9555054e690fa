import type { Kysely } from 'kysely';
import type { RawMessage } from '@solana-hub/contracts';
import type { Database } from '../schema.js';
import { toRawMessage } from './raw-message-selection.js';

/**
 * Of the given messages, those stored as alerts (their raw message too), each as the queue
 * carries it with the type it is stored with: what a replay of them puts back on the queue. A
 * message not stored yet is left out (the write that stores it may still be under way), as is one
 * whose text the retention dropped (it has nothing to read again).
 */
export async function storedMessagesToReplay(
  db: Kysely<Database>,
  messages: ReadonlyArray<{ chatId: string; messageId: string }>,
): Promise<Array<{ raw: RawMessage; storedType: string }>> {
  if (messages.length === 0) return [];
  const rows = await db
    .selectFrom('raw_messages as r')
    .innerJoin('messages as m', (join) => join.onRef('m.chat_id', '=', 'r.chat_id').onRef('m.message_id', '=', 'r.message_id'))
    .selectAll('r')
    .select('m.message_type as stored_type')
    .where('m.text_dropped_at', 'is', null)
    .where((eb) =>
      eb(
        eb.refTuple('r.chat_id', 'r.message_id'),
        'in',
        messages.map((message) => eb.tuple(message.chatId, message.messageId)),
      ),
    )
    .orderBy('r.id')
    .execute();
  return rows.map((row) => ({ raw: toRawMessage(row), storedType: row.stored_type }));
}
