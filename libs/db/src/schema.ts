import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { ArchivedReason } from '@solana-hub/contracts';

/** Kysely's view of the tables. Timestamps come back as Date, ids as numbers. */
export interface Database {
  raw_messages: RawMessagesTable;
  messages: MessagesTable;
  tokens: TokensTable;
  templates: TemplatesTable;
  analyses: AnalysesTable;
  token_security_facts: TokenSecurityFactsTable;
  telegram_account: TelegramAccountTable;
  telegram_bot_connection: TelegramBotConnectionTable;
  telegram_chats: TelegramChatsTable;
  telegram_chat_moves: TelegramChatMovesTable;
  telegram_peers: TelegramPeersTable;
  telegram_client_values: TelegramClientValuesTable;
  telegram_auth_keys: TelegramAuthKeysTable;
  message_deletions: MessageDeletionsTable;
  token_removals: TokenRemovalsTable;
  archived_token_count: ArchivedTokenCountTable;
  archived_token_count_changes: ArchivedTokenCountChangesTable;
  refreshed_market_caps: RefreshedMarketCapsTable;
  market_cap_thinning: MarketCapThinningTable;
  channel_calls: ChannelCallsTable;
  channel_calls_stale: ChannelCallsStaleTable;
  chat_hit_rates: ChatHitRatesTable;
  tokens_stale: TokensStaleTable;
  collapsed_rows: CollapsedRowsTable;
  collapsed_rows_stale: CollapsedRowsStaleTable;
  channel_call_totals: ChannelCallTotalsTable;
  channel_call_buckets: ChannelCallBucketsTable;
  message_corrections: MessageCorrectionsTable;
  token_metadata: TokenMetadataTable;
  alert_rules: AlertRulesTable;
  alert_rule_firings: AlertRuleFiringsTable;
  chat_layouts: ChatLayoutsTable;
  chat_layout_rules: ChatLayoutRulesTable;
}

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A column added after the first rows were written: optional on insert, null until set. */
type NullableNumber = ColumnType<number | null, number | null | undefined, number | null>;
/** A list version (migration 0009): a transaction id as decimal text, written by PostgreSQL alone (default and trigger). */
type ListVersion = ColumnType<string, never, never>;

export interface RawMessagesTable {
  id: Generated<number>;
  source: string;
  chat_id: string;
  chat_title: string | null;
  message_id: string;
  edit_version: number;
  date: Timestamp;
  text: string;
  links: JSONColumnType<string[]>;
  received_at: Timestamp;
  /** JSON of what the source sent in the fields cleaning changed (RawMessage.original); null when none */
  original_fields: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface MessagesTable {
  id: Generated<number>;
  chat_id: string;
  message_id: string;
  message_type: string;
  token_address: string | null;
  token_name: string | null;
  token_symbol: string | null;
  timestamp: Timestamp;
  message_text: string;
  description: string | null;
  market_cap: number | null;
  twitter_mentions: number | null;
  trending_level: string | null;
  links: JSONColumnType<string[]>;
  caller_name: string | null;
  caller_link: string | null;
  /** Every field the extractors found, beyond the columns above. */
  extracted_data: JSONColumnType<Record<string, unknown>>;
  created_at: CreatedAt;
  /** When the message was deleted in Telegram (migration 0007); null while it stands. */
  deleted_at: NullableTimestamp;
  /** The transaction that last wrote the row (migration 0009). */
  changed_xid: ListVersion;
  /** When the message retention dropped its raw text (migration 0031); null while the text is kept. */
  text_dropped_at: NullableTimestamp;
}

export interface TokensTable {
  token_address: string;
  chain: 'solana' | 'evm';
  token_name: string | null;
  /** Time of the message the name came from: the newest non-empty name wins. */
  token_name_at: NullableTimestamp;
  token_symbol: string | null;
  token_symbol_at: NullableTimestamp;
  /** Who gave the name and the symbol shown (migration 0025). */
  token_name_source: ColumnType<NameSource, NameSource | undefined, NameSource>;
  token_symbol_source: ColumnType<NameSource, NameSource | undefined, NameSource>;
  pair_address: string | null;
  /** When a message last named the pair (migration 0010); null for a pair set otherwise or none. */
  pair_address_at: NullableTimestamp;
  first_seen: Timestamp;
  last_updated: Timestamp;
  latest_message_at: Timestamp;
  message_count: number;
  first_message_type: string;
  initial_market_cap: number | null;
  initial_market_cap_at: NullableTimestamp;
  current_market_cap: number | null;
  current_market_cap_at: NullableTimestamp;
  ath_market_cap: number | null;
  ath_timestamp: NullableTimestamp;
  hidden: Generated<boolean>;
  /** Why it is archived (migration 0008): by the trader, or for inactivity; null on the dashboard. */
  archived_reason: ColumnType<ArchivedReason | null, ArchivedReason | null | undefined, ArchivedReason | null>;
  archived_at: NullableTimestamp;
  /** When the trader last brought it back by hand: inactivity counts from then too. */
  restored_at: NullableTimestamp;
  accumulated_data: JSONColumnType<Record<string, unknown>>;
  /** The figures its alerts stated (migration 0010): the first initial price, the newest of the others. */
  initial_price: NullableNumber;
  initial_price_at: NullableTimestamp;
  volume_24h: NullableNumber;
  volume_24h_at: NullableTimestamp;
  holder_count: NullableNumber;
  holder_count_at: NullableTimestamp;
  dev_holdings_percentage: NullableNumber;
  dev_holdings_percentage_at: NullableTimestamp;
  liquidity_usd: NullableNumber;
  liquidity_usd_at: NullableTimestamp;
  /** The newest and the highest market cap a data provider reported (migration 0005). */
  observed_market_cap: ColumnType<number | null, number | null | undefined, number | null>;
  observed_market_cap_at: NullableTimestamp;
  observed_ath_market_cap: ColumnType<number | null, number | null | undefined, number | null>;
  observed_ath_at: NullableTimestamp;
  /** The transaction that last wrote the row, and the last that left its newest messages to be sent whole (migration 0009). */
  changed_xid: ListVersion;
  messages_reset_xid: ListVersion;
  /** Confluence score and distinct chats that called it (migration 0013; channels/confluence.ts). */
  confluence_score: Generated<number>;
  callers: Generated<number>;
  /** The chats that called it, sorted by byte order (migration 0014; channels/confluence.ts). */
  caller_chat_ids: Generated<string[]>;
}

/** Who gave a token its name or symbol: its alerts, the trader's correction of one, or a provider. */
export type NameSource = 'alert' | 'correction' | MetadataProvider;
/** The providers that name tokens. */
export type MetadataProvider = 'onchain-metadata' | 'dexscreener';

/** The trader's correction of one message's token fields, by the message's key (migration 0025); null = not corrected. */
export interface MessageCorrectionsTable {
  chat_id: string;
  message_id: string;
  token_name: string | null;
  token_symbol: string | null;
  market_cap: number | null;
  corrected_at: Timestamp;
}

/** The name and symbol a provider gives a token, as last seen (migration 0025). */
export interface TokenMetadataTable {
  token_address: string;
  provider: MetadataProvider;
  name: string | null;
  symbol: string | null;
  observed_at: Timestamp;
}

/** Tokens deleted (a rebuild left them without messages), written by a trigger (migration 0009). */
export interface TokenRemovalsTable {
  token_address: string;
  removed_xid: ListVersion;
}

/** How many tokens are archived: one row, kept by triggers on tokens alone (migration 0032). */
export interface ArchivedTokenCountTable {
  only_row: ColumnType<boolean, never, never>;
  tokens: ColumnType<string, never, never>;
}

/** Where the market-cap thinning has reached: one row, the bound of its last pass (migration 0044). */
export interface MarketCapThinningTable {
  only_row: ColumnType<boolean, never, never>;
  thinned_before: Date;
}

/** Signed changes of the archived count, appended by the triggers and folded into its row (migration 0035). */
export interface ArchivedTokenCountChangesTable {
  tokens: ColumnType<string, never, never>;
}

export interface TemplatesTable {
  template_id: Generated<number>;
  name: string;
  display_name: string;
  enabled: boolean;
  priority: number;
  sample_message: string | null;
  patterns: JSONColumnType<unknown[]>;
  extractors: JSONColumnType<unknown[]>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface AnalysesTable {
  token_address: string;
  report: JSONColumnType<Record<string, unknown>>;
  analyzed_at: Timestamp;
}

/** What an analysis found of a token's security, a row each time it changed (migration 0024). */
export interface TokenSecurityFactsTable {
  token_address: string;
  analyzed_at: Timestamp;
  source: string;
  mint_authority_revoked: boolean;
  freeze_authority_revoked: boolean;
  top10_percent: number | null;
  liquidity_usd: number | null;
}

/** The one logged-in Telegram account (migration 0007). */
export interface TelegramAccountTable {
  id: ColumnType<1, 1 | undefined, 1>;
  /** The account's session, sealed with TELEGRAM_SESSION_KEY: never in the clear here. */
  sealed_session: string;
  user_id: number;
  display_name: string;
  saved_at: Timestamp;
  /** Migration 0015: when the ingest lost Telegram (or its session was refused); null while connected. */
  unreachable_since: NullableTimestamp;
  /** Migration 0015: why, in a short sentence for the Sources screen; null while connected. */
  connection_problem: ColumnType<string | null, string | null | undefined, string | null>;
  /** The last error its Telegram client reported while reading, and when (migration 0020). */
  last_client_error: ColumnType<string | null, string | null | undefined, string | null>;
  last_client_error_at: NullableTimestamp;
}

/** Whether the ingest reaches Telegram with the bot (migration 0016): one row, both null while connected. */
export interface TelegramBotConnectionTable {
  id: ColumnType<1, 1 | undefined, 1>;
  unreachable_since: NullableTimestamp;
  connection_problem: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The account's channels and groups, which of them are watched, and their reading state. */
export interface TelegramChatsTable {
  /** As the Bot API writes it: -100… for channels and supergroups, negative for groups. */
  chat_id: string;
  title: string;
  kind: 'channel' | 'supergroup' | 'group';
  username: string | null;
  /** False once the account left the chat (it stays listed, with its history). */
  in_account: Generated<boolean>;
  listed_at: Timestamp;
  watched: Generated<boolean>;
  watched_since: NullableTimestamp;
  /** How far back a newly watched chat is read; null = TELEGRAM_BACKFILL_HOURS. */
  backfill_hours: ColumnType<number | null, number | null | undefined, number | null>;
  /** The id of the last message queued from this chat: reading resumes after it. */
  last_read_message_id: ColumnType<number | null, number | null | undefined, number | null>;
  caught_up_at: NullableTimestamp;
  last_message_at: NullableTimestamp;
  last_received_at: NullableTimestamp;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  last_error_at: NullableTimestamp;
  /** The median gap between its latest messages, as the ingest's reader last saw it (migration 0019). */
  usual_interval_seconds: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A basic group upgraded to a supergroup (migration 0022): the watch follows it to the new id. */
export interface TelegramChatMovesTable {
  /** The basic group, as the Bot API writes it (negative). */
  from_chat_id: string;
  /** The supergroup (-100…). */
  to_chat_id: string;
  moved_at: Timestamp;
}

/** The peers the account's Telegram client has seen, with their access hashes (migration 0021). */
export interface TelegramPeersTable {
  /** The account that learnt the peer: access hashes are valid for it alone. */
  user_id: number;
  /** Marked as the library marks it: users positive, groups negative, channels -100…. */
  peer_id: number;
  /** As the library writes a 64-bit access hash (its "fast string"). */
  access_hash: string;
  /** Seen only in passing (a message's author): no access hash of its own. */
  is_min: boolean;
  /** Lower case, as the library looks them up. */
  usernames: string[];
  phone: string | null;
  updated_at: Timestamp;
  /** The peer's whole TL object, serialized by the library. */
  complete: Uint8Array;
}

/** The Telegram client's key-value store, per login (migration 0021). */
export interface TelegramClientValuesTable {
  /** The login the value belongs to: a hash of its sealed session. */
  login_id: string;
  key: string;
  value: Uint8Array;
}

/** The Telegram client's auth keys per data centre, sealed, per login (migration 0021). */
export interface TelegramAuthKeysTable {
  login_id: string;
  dc: number;
  /** Sealed with TELEGRAM_SESSION_KEY as the session is: never in the clear here. */
  sealed_key: string;
}

export interface MessageDeletionsTable {
  chat_id: string;
  message_id: string;
  deleted_at: Timestamp;
}

/** Market caps the analyzer's refresh observed, one per (token, time) (migration 0011). */
export interface RefreshedMarketCapsTable {
  token_address: string;
  observed_at: Timestamp;
  market_cap: number;
}

/** Each chat's first message about a token, with its figures (migration 0011; channel-calls.ts). */
export interface ChannelCallsTable {
  token_address: string;
  chat_id: string;
  message_id: string;
  chat_title: string | null;
  called_at: Timestamp;
  market_cap_at_call: number | null;
  peak_1h: number | null;
  peak_24h: number | null;
  peak_7d: number | null;
  peak_source: 'alert' | 'refresh' | null;
  minutes_to_2x: number | null;
  drawdown_7d: number | null;
  /** The lowest market cap after the call within 7 days; null with a peak on calls stored before migration 0041. */
  lowest_7d: number | null;
  first: boolean;
  minutes_behind_first: number;
}

/** Tokens whose calls must be recomputed, appended by triggers (migrations 0011 and 0012). */
export interface ChannelCallsStaleTable {
  token_address: string;
  /** The marking transaction's id (pg_current_xact_id), as text. */
  written_by: Generated<string>;
}

/** Each chat's 7-day hit rate at 2x as the minute pass last computed it (migration 0039; confluence.ts). */
export interface ChatHitRatesTable {
  chat_id: string;
  /** null when none of its calls of the last 7 days can be judged */
  hit_rate_2x: number | null;
}

/** The tokens a replay changed the messages of, to be rebuilt (migration 0038; stale-tokens.ts). */
export interface TokensStaleTable {
  token_address: string;
}

/** What each token's collapsed dashboard row shows, kept (migration 0036; collapsed-rows.ts). */
export interface CollapsedRowsTable {
  token_address: string;
  /** The chosen messages' ids, in no order; read in SQL alone (pg answers a bigint[] as strings). */
  message_ids: ColumnType<string[], never, never>;
}

/** Tokens whose kept collapsed row a write of their messages made stale (migration 0036's triggers). */
export interface CollapsedRowsStaleTable {
  token_address: string;
  /** The marking transaction's start (migration 0043). */
  marked_at: Generated<Date>;
}

/** Per chat, signed changes of the Channels answer's counts, appended by triggers on channel_calls (migration 0033). */
export interface ChannelCallTotalsTable {
  chat_id: ColumnType<string, never, never>;
  calls: ColumnType<number, never, never>;
  judged: ColumnType<number, never, never>;
  hits_2x: ColumnType<number, never, never>;
  hits_5x: ColumnType<number, never, never>;
  fell_half: ColumnType<number, never, never>;
  firsts: ColumnType<number, never, never>;
  alert_peaks: ColumnType<number, never, never>;
  refresh_peaks: ColumnType<number, never, never>;
  multiples: ColumnType<number, never, never>;
  doublings: ColumnType<number, never, never>;
}

/** Per chat, figure and bucket of its value, signed changes of how many calls have it (migration 0033). */
export interface ChannelCallBucketsTable {
  chat_id: ColumnType<string, never, never>;
  figure: ColumnType<number, never, never>;
  bucket: ColumnType<number, never, never>;
  calls: ColumnType<number, never, never>;
}

/** A trader's alert rule; conditions and actions are checked by zod where they are read. */
export interface AlertRulesTable {
  id: Generated<number>;
  name: string;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  conditions: JSONColumnType<Record<string, unknown>>;
  actions: JSONColumnType<Record<string, unknown>>;
  webhook_secret: string;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One firing of a rule for a token and threshold, claimed by its insert. */
export interface AlertRuleFiringsTable {
  id: ColumnType<string, never, never>;
  rule_id: number;
  token_address: string;
  threshold: string;
  fired_at: CreatedAt;
  notice: JSONColumnType<Record<string, unknown>>;
  deliveries: JSONColumnType<Record<string, unknown>>;
}

/** Each chat's learned layout (migration 0026; layouts/chat-layouts.ts). */
export interface ChatLayoutsTable {
  chat_id: string;
  enabled: Generated<boolean>;
  messages_learned: Generated<number>;
  messages_read: Generated<number>;
  values_checked: Generated<number>;
  values_agreed: Generated<number>;
  updated_at: Generated<Date>;
}

/** The rules of the chats' learned layouts, with how often each agreed with known values (migration 0026). */
export interface ChatLayoutRulesTable {
  chat_id: string;
  field: string;
  line_from: string;
  line: number;
  /** migration 0037: '' for the rules learned before it */
  line_label: Generated<string>;
  anchor: string;
  before_text: string;
  after_text: string;
  agreed: Generated<number>;
  disagreed: Generated<number>;
  learned_at: number;
}
