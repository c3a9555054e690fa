import type { Kysely, Selectable } from 'kysely';
import type { MessageSource, RawMessage, ReplaySelection } from '@solana-hub/contracts';
import type { Database, RawMessagesTable } from '../schema.js';

export type StoredRawMessage = Selectable<RawMessagesTable> & { stored_type: string | null };

function selected(db: Kysely<Database>, selection: ReplaySelection) {
  let query = db
    .selectFrom('raw_messages as r')
    .leftJoin('messages as m', (join) => join.onRef('m.chat_id', '=', 'r.chat_id').onRef('m.message_id', '=', 'r.message_id'))
    // A message whose text the retention dropped has nothing to read again: it keeps its reading.
    .where('m.text_dropped_at', 'is', null);
  if (selection.from) query = query.where('r.date', '>=', new Date(selection.from));
  if (selection.to) query = query.where('r.date', '<', new Date(selection.to));
  if (selection.chatId) query = query.where('r.chat_id', '=', selection.chatId);
  if (selection.messageType) query = query.where('m.message_type', '=', selection.messageType);
  if (selection.rawMessageIds) query = query.where('r.id', '=', (eb) => eb.fn.any(eb.val(selection.rawMessageIds)));
  return query;
}

export async function countRawMessages(db: Kysely<Database>, selection: ReplaySelection): Promise<number> {
  const row = await selected(db, selection)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The next page of selected raw messages after `afterId`, oldest stored first, with their stored type. */
export async function rawMessagesPage(
  db: Kysely<Database>,
  selection: ReplaySelection,
  afterId: number,
  limit: number,
): Promise<StoredRawMessage[]> {
  return selected(db, selection)
    .selectAll('r')
    .select('m.message_type as stored_type')
    .where('r.id', '>', afterId)
    .orderBy('r.id')
    .limit(limit)
    .execute();
}

/**
 * Every selected message as the queue carries it, with the type it is stored with, a page at a
 * time (oldest stored first): what a replay puts back on the queue (libs/queue's queueReplay).
 */
export async function* replayPages(
  db: Kysely<Database>,
  selection: ReplaySelection,
  pageSize: number,
): AsyncGenerator<Array<{ raw: RawMessage; storedType: string | null }>> {
  for (let afterId = 0; ;) {
    const page = await rawMessagesPage(db, selection, afterId, pageSize);
    const last = page.at(-1);
    if (!last) return;
    yield page.map((row) => ({ raw: toRawMessage(row), storedType: row.stored_type }));
    afterId = last.id;
  }
}

/**
 * The ids of every selected message, a page at a time (oldest stored first): what `npm run
 * replay` queues in chunks (libs/queue's queueReplayChunks). Only the ids: the extractor that
 * takes a chunk reads its messages (replayChunkMessages).
 */
export async function* replayIdPages(db: Kysely<Database>, selection: ReplaySelection, pageSize: number): AsyncGenerator<number[]> {
  for (let afterId = 0; ;) {
    const page = await selected(db, selection).select('r.id').where('r.id', '>', afterId).orderBy('r.id').limit(pageSize).execute();
    const last = page.at(-1);
    if (!last) return;
    yield page.map((row) => row.id);
    afterId = last.id;
  }
}

/**
 * A replay chunk's stored messages in one query, with the type each is stored with now. A
 * message deleted since the chunk was queued, or whose text the retention dropped, is left out.
 */
export async function replayChunkMessages(
  db: Kysely<Database>,
  rawMessageIds: readonly number[],
): Promise<Array<{ id: number; raw: RawMessage; storedType: string | null }>> {
  const rows = await rawMessagesPage(db, { rawMessageIds: [...rawMessageIds], onlyReclassified: false }, 0, rawMessageIds.length);
  return rows.map((row) => ({ id: row.id, raw: toRawMessage(row), storedType: row.stored_type }));
}

/** A stored raw message as the queue contract carries it, to go through extraction again. */
export function toRawMessage(row: Selectable<RawMessagesTable>): RawMessage {
  return {
    source: row.source as MessageSource,
    chatId: row.chat_id,
    chatTitle: row.chat_title,
    messageId: row.message_id,
    editVersion: row.edit_version,
    date: row.date.toISOString(),
    text: row.text,
    links: row.links,
    receivedAt: row.received_at.toISOString(),
  };
}
