import { sql, type Kysely, type Selectable } from 'kysely';
import type { FieldSource, FieldSourceKind, MetadataProviderName, TokenFacts } from '@solana-hub/contracts';
import type { Database, NameSource, TokensTable } from '../schema.js';

/** One of the token's messages, with its correction and its chat's title. */
interface MessageStatement {
  id: number;
  chat_id: string;
  chat_title: string | null;
  timestamp: Date;
  token_name: string | null;
  token_symbol: string | null;
  market_cap: number | null;
  corrected_name: string | null;
  corrected_symbol: string | null;
  corrected_market_cap: number | null;
  corrected_at: Date | null;
}

const PROVIDER_WORDS: Record<MetadataProviderName, string> = { 'onchain-metadata': 'on-chain metadata', dexscreener: 'DexScreener' };

/**
 * A token's name, symbol and current market cap, each with who gave it (the alert of which chat,
 * the trader's correction, a provider), what each provider calls it, and where a provider and
 * the alerts disagree; null when there is no such token.
 */
export async function tokenFacts(db: Kysely<Database>, address: string): Promise<TokenFacts | null> {
  const token = await db.selectFrom('tokens').selectAll().where('token_address', '=', address).executeTakeFirst();
  if (!token) return null;
  const [statements, providers] = await Promise.all([
    messageStatements(db, address),
    db.selectFrom('token_metadata').selectAll().where('token_address', '=', address).orderBy('provider').execute(),
  ]);
  const providerList = providers.map((row) => ({
    provider: row.provider,
    name: row.name,
    symbol: row.symbol,
    observed_at: row.observed_at.toISOString(),
  }));
  return {
    token_address: address,
    name: nameFact(token.token_name, token.token_name_at, token.token_name_source, statements, (s) => [s.token_name, s.corrected_name]),
    symbol: nameFact(token.token_symbol, token.token_symbol_at, token.token_symbol_source, statements, (s) => [
      s.token_symbol,
      s.corrected_symbol,
    ]),
    market_cap: marketCapFact(token, statements),
    providers: providerList,
    disagreements: [
      ...disagreements(token.token_name, token.token_name_source, providerList, 'name'),
      ...disagreements(token.token_symbol, token.token_symbol_source, providerList, 'symbol'),
    ],
    corrections: statements.flatMap((s) =>
      s.corrected_at
        ? [
            {
              message_id: s.id,
              token_name: s.corrected_name,
              token_symbol: s.corrected_symbol,
              market_cap: s.corrected_market_cap,
              corrected_at: s.corrected_at.toISOString(),
            },
          ]
        : [],
    ),
  };
}

/**
 * The token's messages a fact can name, newest first: those stated at the times its name, symbol
 * and current market cap were taken (the token fold copies a message's time with its value, so
 * only a message of that time can have given it), and those the trader corrected. Each is one
 * probe of an index (messages_token_time_idx; the corrections' messages by their key), so a
 * runner's hundred thousand messages are never read for its facts.
 */
async function messageStatements(db: Kysely<Database>, address: string): Promise<MessageStatement[]> {
  return db
    .selectFrom('messages as m')
    .leftJoin('message_corrections as c', (join) => join.onRef('c.chat_id', '=', 'm.chat_id').onRef('c.message_id', '=', 'm.message_id'))
    .leftJoin('raw_messages as r', (join) => join.onRef('r.chat_id', '=', 'm.chat_id').onRef('r.message_id', '=', 'm.message_id'))
    .select(['m.id', 'm.chat_id', 'r.chat_title', 'm.timestamp', 'm.token_name', 'm.token_symbol', 'm.market_cap'])
    .select([
      'c.token_name as corrected_name',
      'c.token_symbol as corrected_symbol',
      'c.market_cap as corrected_market_cap',
      'c.corrected_at',
    ])
    .where('m.id', 'in', (eb) =>
      eb
        .selectFrom('messages as stated')
        .select('stated.id')
        .where('stated.token_address', '=', address)
        .where(
          'stated.timestamp',
          '=',
          sql<Date>`ANY (
          SELECT unnest(ARRAY[token_name_at, token_symbol_at, current_market_cap_at]) FROM tokens WHERE token_address = ${address})`,
        )
        .union(
          eb
            .selectFrom('message_corrections as corrected')
            .innerJoin('messages as named', (join) =>
              join.onRef('named.chat_id', '=', 'corrected.chat_id').onRef('named.message_id', '=', 'corrected.message_id'),
            )
            .select('named.id')
            .where('named.token_address', '=', address),
        ),
    )
    .orderBy('m.timestamp', 'desc')
    .orderBy('m.id', 'desc')
    .execute();
}

const fromMessage = (kind: 'alert' | 'correction', s: MessageStatement): FieldSource => ({
  kind,
  message_id: s.id,
  chat_id: s.chat_id,
  chat_title: s.chat_title,
  at: s.timestamp.toISOString(),
});

/** A source without a message: a provider, or a message no longer found. */
const sourceAt = (kind: FieldSourceKind, at: Date | null): FieldSource => ({
  kind,
  message_id: null,
  chat_id: null,
  chat_title: null,
  at: at?.toISOString() ?? null,
});

/** The token's name (or symbol) and the message or provider it came from, as the token fold chose it. */
function nameFact(
  value: string | null,
  at: Date | null,
  source: NameSource,
  statements: readonly MessageStatement[],
  valuesOf: (s: MessageStatement) => [stated: string | null, corrected: string | null],
): TokenFacts['name'] {
  if (value === null) return null;
  if (source === 'onchain-metadata' || source === 'dexscreener') return { value, source: sourceAt(source, at) };
  const statement = statements.find((s) => {
    const [stated, corrected] = valuesOf(s);
    return stated === value && s.timestamp.getTime() === at?.getTime() && (source === 'correction') === (corrected !== null);
  });
  return { value, source: statement ? fromMessage(source, statement) : sourceAt(source, at) };
}

/** The current market cap and the message that stated it, or the market-cap refresh (DexScreener) that saw it. */
function marketCapFact(token: Selectable<TokensTable>, statements: readonly MessageStatement[]): TokenFacts['market_cap'] {
  const value = token.current_market_cap;
  const at = token.current_market_cap_at;
  if (value === null) return null;
  const statement = statements.find((s) => s.market_cap === value && s.timestamp.getTime() === at?.getTime());
  if (statement) return { value, source: fromMessage(statement.corrected_market_cap === null ? 'alert' : 'correction', statement) };
  return { value, source: sourceAt('dexscreener', at) };
}

/** The same name or symbol written differently ('$pepe', 'PEPE ') is no disagreement. */
const comparable = (text: string) => text.trim().replace(/^\$/, '').toLowerCase();
const shown = (text: string, field: 'name' | 'symbol') => (field === 'symbol' ? `$${text.replace(/^\$/, '')}` : `"${text}"`);

/** A sentence for each provider that calls the token otherwise than its alerts (or the trader) did. */
function disagreements(value: string | null, source: NameSource, providers: TokenFacts['providers'], field: 'name' | 'symbol'): string[] {
  if (value === null || (source !== 'alert' && source !== 'correction')) return [];
  const ours = source === 'alert' ? 'Alerts say' : 'Your correction says';
  return providers.flatMap((provider) => {
    const theirs = provider[field];
    if (theirs === null || comparable(theirs) === comparable(value)) return [];
    return [`${ours} ${shown(value, field)}; ${PROVIDER_WORDS[provider.provider]} says ${shown(theirs, field)}`];
  });
}
