import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { TEMPLATE_TRY_MESSAGES, type MessageReading, type TemplateTryResponse } from '@solana-hub/contracts';
import {
  correctionsOf,
  countRawMessages,
  messageKey,
  newestStoredReadings,
  storedTokenAddresses,
  type Database,
  type MessageCorrection,
  type StoredReading,
} from '@solana-hub/db';
import { readAlert, type Template } from '@solana-hub/extraction';
import type { TriedTemplates } from './tried-templates.js';
import { TryTallies } from './try-tallies.js';

const PAGE_SIZE = 500;
/** The longest the engine holds the event loop before other requests get a turn (a request takes a few turns). */
const SLICE_MS = 5;

/**
 * What the engine reads in a message with these templates, with the trader's correction of the
 * message laid over it, as every reading is before it is written (withCorrections).
 */
function readingOf(message: StoredReading, templates: readonly Template[], correction: MessageCorrection | undefined): MessageReading {
  const alert = readAlert(message.text, message.links, templates);
  const token = alert.token;
  return {
    message_type: alert.messageType,
    token_address: token?.address ?? null,
    token_name: token ? (correction?.tokenName ?? token.name) : null,
    token_symbol: token ? (correction?.tokenSymbol ?? token.symbol) : null,
    market_cap: correction?.marketCap ?? alert.marketCap,
  };
}

/**
 * A template tried on the newest TEMPLATE_TRY_MESSAGES stored messages: each is read by the
 * extraction engine with the templates as they would be with it saved, and compared with what
 * is stored now. The engine runs here, on the gateway's event loop, in slices of SLICE_MS between
 * which other requests are served: a few seconds of CPU at most (user regexes run on RE2, in
 * linear time), one try at a time (HistoryTries).
 */
export async function tryOnHistory(
  db: Kysely<Database>,
  { templates, tried, ownTypes, triedAsEnabled }: TriedTemplates,
): Promise<TemplateTryResponse> {
  const tallies = new TryTallies(tried.name, ownTypes);
  let newest: Date | null = null;
  let oldest: Date | null = null;
  let slice = performance.now();
  for (let beforeId: number | null = null; tallies.read < TEMPLATE_TRY_MESSAGES;) {
    const page = await newestStoredReadings(db, beforeId, Math.min(PAGE_SIZE, TEMPLATE_TRY_MESSAGES - tallies.read));
    const last = page.at(-1);
    if (!last) break;
    const corrections = await correctionsOf(db, page);
    for (const message of page) {
      tallies.add(message, readingOf(message, templates, corrections.get(messageKey(message.chatId, message.messageId))));
      if (newest === null || message.date > newest) newest = message.date;
      if (oldest === null || message.date < oldest) oldest = message.date;
      if (performance.now() - slice > SLICE_MS) {
        await nextTurn();
        slice = performance.now();
      }
    }
    beforeId = last.id;
  }
  const known = await storedTokenAddresses(db, [...tallies.namedAddresses]);
  return {
    template_name: tried.name,
    tried_as_enabled: triedAsEnabled,
    scope: {
      read: tallies.read,
      limit: TEMPLATE_TRY_MESSAGES,
      stored: await countRawMessages(db, { onlyReclassified: false }),
      from: oldest?.toISOString() ?? null,
      to: newest?.toISOString() ?? null,
    },
    matched: tallies.matched,
    released: tallies.released,
    changed: tallies.changed,
    chats: tallies.chatList(),
    tokens: tallies.tokens([...tallies.namedAddresses].filter((address) => !known.has(address)).length),
    sample: tallies.sample,
    replay_ids: tallies.replayIds,
  };
}
