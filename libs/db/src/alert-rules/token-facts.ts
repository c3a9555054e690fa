import { sql, type Kysely } from 'kysely';
import { analysisResultSchema } from '@solana-hub/contracts';
import type { Database } from '../schema.js';
import type { TokenCallFact, TokenFacts } from './rule-match.js';

/** The facts rules are checked against, of the given tokens that exist (three queries whatever their number). */
export async function loadTokenFacts(db: Kysely<Database>, addresses: readonly string[]): Promise<Map<string, TokenFacts>> {
  const facts = new Map<string, TokenFacts>();
  if (addresses.length === 0) return facts;
  const list = [...new Set(addresses)];
  const tokens = await db
    .selectFrom('tokens')
    .select([
      'token_address',
      'token_name',
      'token_symbol',
      'first_seen',
      'initial_market_cap',
      'ath_market_cap',
      'observed_ath_market_cap',
      'current_market_cap',
      'confluence_score',
    ])
    .where('token_address', 'in', list)
    .execute();
  for (const token of tokens) {
    facts.set(token.token_address, {
      address: token.token_address,
      name: token.token_name,
      symbol: token.token_symbol,
      firstSeen: token.first_seen,
      firstMarketCap: token.initial_market_cap,
      bestMarketCap: Math.max(token.ath_market_cap ?? 0, token.observed_ath_market_cap ?? 0) || null,
      currentMarketCap: token.current_market_cap,
      confluence: token.confluence_score,
      calls: [],
      security: null,
    });
  }
  const { rows: calls } = await sql<{ token_address: string; chat_id: string; at: Date; message_type: string; channel: string | null }>`
    SELECT m.token_address, m.chat_id, m.timestamp AS at, m.message_type, coalesce(chat.title, m.caller_name) AS channel
    FROM messages m LEFT JOIN telegram_chats chat ON chat.chat_id = m.chat_id
    WHERE m.token_address = ANY(${list}) AND m.deleted_at IS NULL
    ORDER BY m.token_address, m.timestamp, m.id`.execute(db);
  for (const call of calls) {
    const fact: TokenCallFact = { chatId: call.chat_id, at: call.at.getTime(), messageType: call.message_type, channel: call.channel };
    facts.get(call.token_address)?.calls.push(fact);
  }
  const reports = await db.selectFrom('analyses').select(['token_address', 'report']).where('token_address', 'in', list).execute();
  for (const { token_address, report } of reports) {
    const parsed = analysisResultSchema.safeParse(report);
    const token = facts.get(token_address);
    if (parsed.success && token) {
      const { canMint, canFreeze, topHoldersPercent } = parsed.data.security.details;
      token.security = { canMint, canFreeze, topHoldersPercent };
    }
  }
  return facts;
}

/** The addresses of the newest stored tokens (archived ones too), newest first: what a test against history checks. */
export async function newestTokenAddresses(db: Kysely<Database>, limit: number): Promise<string[]> {
  const rows = await db.selectFrom('tokens').select('token_address').orderBy('first_seen', 'desc').limit(limit).execute();
  return rows.map((row) => row.token_address);
}

/** The chat ids of the Channels ranking (most calls in the last 7 days first), as the Channels screen orders them by default. */
export async function channelRanking(db: Kysely<Database>, now = new Date()): Promise<string[]> {
  const since = new Date(now.getTime() - 7 * 24 * 3_600_000);
  const rows = await db
    .selectFrom('channel_calls')
    .select(['chat_id', (eb) => eb.fn.countAll<number>().as('calls')])
    .where('called_at', '>=', since)
    .groupBy('chat_id')
    .orderBy('calls', 'desc')
    .orderBy('chat_id')
    .limit(100)
    .execute();
  return rows.map((row) => row.chat_id);
}
