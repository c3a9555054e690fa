import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { insertRows } from '../common/json-rows.js';
import { callRows, firstMessagesOfChats } from './channel-calls.js';
import type { FirstMessage } from './call-row.js';
import { marketCapHistories } from './market-cap-history.js';
import { storeCallers } from './confluence.js';

/** Tokens whose market-cap histories are read (and calls written) at a time. */
const TOKENS_PER_STEP = 5_000;
/** Calls written per statement. */
const CALLS_PER_INSERT = 5_000;

/**
 * Every token's calls and callers made from nothing, for a bulk load that wrote the messages and
 * market caps with the stale-marking triggers off (the history bench's generator): the calls
 * refreshChannelCalls would make of every token (a test holds them equal, from the same
 * callRows), found set-wise. The refresh is made for a few stale tokens at a time and finds each
 * token's first messages by index, a row read at a time from wherever the heap holds them; here
 * every chat's first message about every token comes from one sorted pass over messages, and the
 * histories from the covering indexes, thousands of tokens a statement. Replaces every call and
 * clears the stale marks; takes no locks, so nothing may write meanwhile. Answers how many calls.
 */
export async function deriveEveryChannelCall(db: Kysely<Database>, tokensPerStep = TOKENS_PER_STEP): Promise<number> {
  const byToken = new Map<string, FirstMessage[]>();
  for (const message of await firstMessagesOfChats(db, null)) {
    const calls = byToken.get(message.token_address);
    if (calls) calls.push(message);
    else byToken.set(message.token_address, [message]);
  }
  await db.deleteFrom('channel_calls').execute();
  const tokens = [...byToken.keys()].sort();
  let made = 0;
  for (let from = 0; from < tokens.length; from += tokensPerStep) {
    const step = tokens.slice(from, from + tokensPerStep);
    const rows = callRows(
      step.flatMap((token) => byToken.get(token) ?? []),
      await marketCapHistories(db, step),
    );
    for (let at = 0; at < rows.length; at += CALLS_PER_INSERT)
      await insertRows(db, 'channel_calls', rows.slice(at, at + CALLS_PER_INSERT)).execute();
    made += rows.length;
  }
  const everyToken = (await db.selectFrom('tokens').select('token_address').execute()).map((row) => row.token_address);
  for (let from = 0; from < everyToken.length; from += tokensPerStep) {
    await db.transaction().execute((tx) => storeCallers(tx, everyToken.slice(from, from + tokensPerStep)));
  }
  await db.deleteFrom('channel_calls_stale').execute();
  return made;
}
