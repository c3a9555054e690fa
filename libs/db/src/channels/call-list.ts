import type { Kysely, Selectable } from 'kysely';
import { CHANNEL_CALLS_LIMIT, type ChannelCall, type TokenCall } from '@solana-hub/contracts';
import type { ChannelCallsTable, Database } from '../schema.js';

/** A token's calls, oldest first (of calls at the same time, by chat id). */
export async function tokenCalls(db: Kysely<Database>, tokenAddress: string): Promise<TokenCall[]> {
  const rows = await db
    .selectFrom('channel_calls as call')
    .leftJoin('telegram_chats as chat', 'chat.chat_id', 'call.chat_id')
    .selectAll('call')
    .select('chat.title')
    .where('call.token_address', '=', tokenAddress)
    .orderBy('call.called_at')
    .orderBy('call.chat_id')
    .execute();
  return rows.map(toTokenCall);
}

/** A chat's calls made since `since` (all when null), newest first, at most CHANNEL_CALLS_LIMIT, and whether there were more. */
export async function channelCalls(
  db: Kysely<Database>,
  chatId: string,
  since: Date | null,
): Promise<{ calls: ChannelCall[]; truncated: boolean }> {
  let query = db
    .selectFrom('channel_calls as call')
    .leftJoin('telegram_chats as chat', 'chat.chat_id', 'call.chat_id')
    .leftJoin('tokens as token', 'token.token_address', 'call.token_address')
    .selectAll('call')
    .select(['chat.title', 'token.token_name', 'token.token_symbol'])
    .where('call.chat_id', '=', chatId)
    .orderBy('call.called_at', 'desc')
    .orderBy('call.token_address')
    .limit(CHANNEL_CALLS_LIMIT + 1);
  if (since) query = query.where('call.called_at', '>=', since);
  const rows = await query.execute();
  return {
    calls: rows.slice(0, CHANNEL_CALLS_LIMIT).map((row) => ({
      ...toTokenCall(row),
      token_address: row.token_address,
      token_name: row.token_name,
      token_symbol: row.token_symbol,
    })),
    truncated: rows.length > CHANNEL_CALLS_LIMIT,
  };
}

const multipleOf = (peak: number | null, atCall: number | null) => (peak !== null && atCall !== null ? peak / atCall : null);

function toTokenCall(row: Selectable<ChannelCallsTable> & { title: string | null }): TokenCall {
  return {
    chat_id: row.chat_id,
    chat_title: row.title ?? row.chat_title,
    called_at: row.called_at.toISOString(),
    market_cap_at_call: row.market_cap_at_call,
    peak_market_cap: row.peak_7d,
    peak_source: row.peak_source,
    multiple: multipleOf(row.peak_7d, row.market_cap_at_call),
    multiple_1h: multipleOf(row.peak_1h, row.market_cap_at_call),
    multiple_24h: multipleOf(row.peak_24h, row.market_cap_at_call),
    minutes_to_2x: row.minutes_to_2x,
    drawdown: row.drawdown_7d,
    first: row.first,
    minutes_behind_first: row.minutes_behind_first,
  };
}
