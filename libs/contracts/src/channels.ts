import { z } from 'zod';
import { storableText } from './message-text.js';
import { MAX_CHAT_ID_LENGTH } from './raw-message.js';

/**
 * Which channels are worth following: a chat's calls (its first message about a
 * token) judged by the market caps known after them. Definitions and sources:
 * docs/channel-scores.md.
 */

/** The periods of the Channels page: a call counts in a period when it was made in it. */
export const CHANNEL_PERIODS = ['24h', '7d', '30d', 'all'] as const;
export type ChannelPeriod = (typeof CHANNEL_PERIODS)[number];
export const channelPeriodSchema = z.enum(CHANNEL_PERIODS);

/** How far back each period reaches, in milliseconds; `all` has no bound. */
export const CHANNEL_PERIOD_MS: Record<ChannelPeriod, number | null> = {
  '24h': 24 * 3_600_000,
  '7d': 7 * 24 * 3_600_000,
  '30d': 30 * 24 * 3_600_000,
  all: null,
};

export const DEFAULT_CHANNEL_PERIOD: ChannelPeriod = '7d';

/** GET /api/channels and /api/channels.csv. */
export const channelsQuerySchema = z.object({
  period: channelPeriodSchema.default(DEFAULT_CHANNEL_PERIOD),
});
export type ChannelsQuery = z.output<typeof channelsQuerySchema>;

/**
 * GET /api/channels/calls: one chat's calls. The chat id goes in the query, not the path: a
 * source may name a chat with any text (the HTTP ingest takes what it is sent), slashes included.
 */
export const channelCallsQuerySchema = channelsQuerySchema.extend({
  chat_id: storableText(MAX_CHAT_ID_LENGTH).min(1, 'a chat id is required'),
});
export type ChannelCallsQuery = z.output<typeof channelCallsQuerySchema>;

/** A share between 0 and 1, null when no call could be judged. */
const share = z.number().min(0).max(1).nullable();

/** One row of the Channels page: a chat's calls made in the period, and how they did. */
export const channelScoreSchema = z.object({
  chat_id: z.string(),
  /** The chat's title as its messages or the Telegram account last gave it; null when none did. */
  chat_title: z.string().nullable(),
  calls: z.number().int().min(0),
  /** Of the calls with a market cap at the call: the share whose peak within 24 h was ≥ 2x (5x) of it. */
  hit_rate_2x: share,
  hit_rate_5x: share,
  /** Median and highest multiple (peak within 7 days / market cap at the call). */
  median_multiple: z.number().nullable(),
  best_multiple: z.number().nullable(),
  /** Median minutes from the call to the first market cap ≥ 2x, of the calls that got there within 7 days. */
  median_minutes_to_2x: z.number().nullable(),
  /** Of the calls with a market cap at the call: the share that fell to half of it before rising to their 7-day peak above it. */
  fell_half_share: share,
  /** The share of its calls that were the first call of their token among all chats (ties are all first). */
  first_caller_share: share,
  /** Median minutes behind the first call of the token (0 for a first call). */
  median_minutes_behind_first: z.number().nullable(),
});
export type ChannelScore = z.infer<typeof channelScoreSchema>;

/** A chat's figures, in the API's order: the columns of the CSV and of the Channels table. */
export const CHANNEL_FIGURES = [
  'calls',
  'hit_rate_2x',
  'hit_rate_5x',
  'median_multiple',
  'best_multiple',
  'median_minutes_to_2x',
  'fell_half_share',
  'first_caller_share',
  'median_minutes_behind_first',
] as const satisfies ReadonlyArray<keyof ChannelScore>;

/** Where the peaks of the period's calls came from: the alerts' stated market caps or the analyzer's refresh. */
export const peakSourcesSchema = z.object({
  alerts: z.number().int().min(0),
  refresh: z.number().int().min(0),
});
export type PeakSources = z.infer<typeof peakSourcesSchema>;

export const channelsResponseSchema = z.object({
  period: channelPeriodSchema,
  channels: z.array(channelScoreSchema),
  peak_sources: peakSourcesSchema,
});
export type ChannelsResponse = z.infer<typeof channelsResponseSchema>;

export const MARKET_CAP_SOURCES = ['alert', 'refresh'] as const;
export const marketCapSourceSchema = z.enum(MARKET_CAP_SOURCES);
export type MarketCapSource = z.infer<typeof marketCapSourceSchema>;

/** One call with its figures: the fields of GET /api/tokens/:address/calls and of a chat's calls. */
export const tokenCallSchema = z.object({
  chat_id: z.string(),
  chat_title: z.string().nullable(),
  called_at: z.string(),
  /** What the calling message states, else the last market cap known before it; null when none was. */
  market_cap_at_call: z.number().nullable(),
  /** The highest market cap known after the call, up to 7 days after it. */
  peak_market_cap: z.number().nullable(),
  peak_source: marketCapSourceSchema.nullable(),
  /** peak / market cap at the call; null without both. */
  multiple: z.number().nullable(),
  multiple_1h: z.number().nullable(),
  multiple_24h: z.number().nullable(),
  minutes_to_2x: z.number().nullable(),
  /** The largest fall below the market cap at the call before the 7-day peak, as a share of it (0 when none). */
  drawdown: share,
  /** The earliest call of the token among all chats (ties are all first). */
  first: z.boolean(),
  minutes_behind_first: z.number().min(0),
});
export type TokenCall = z.infer<typeof tokenCallSchema>;

/** What an analysis found of a token's security at one time: its authorities, top-10 holders and liquidity. */
export const securityFactsSchema = z.object({
  /** When the analysis that found them was made (ISO time). */
  analyzed_at: z.string(),
  /** Which service the security figures came from, e.g. 'rugcheck' or 'solana-rpc'. */
  source: z.string(),
  mint_authority_revoked: z.boolean(),
  freeze_authority_revoked: z.boolean(),
  /** The share of the supply the ten largest holders own, in %. */
  top10_percent: z.number().nullable(),
  liquidity_usd: z.number().nullable(),
});
export type SecurityFacts = z.infer<typeof securityFactsSchema>;

/**
 * How long after a call an analysis still tells what was known at it: a new token's first
 * analysis is paced (one every 2 s across all tokens), so it lands seconds to minutes after the
 * first call.
 */
export const SECURITY_AT_CALL_GRACE_MINUTES = 15;

/** A token's call with the security facts known at it: the last analysis before it, else the first within the grace after it. */
export const tokenCallWithSecuritySchema = tokenCallSchema.extend({ security_at_call: securityFactsSchema.nullable() });
export type TokenCallWithSecurity = z.infer<typeof tokenCallWithSecuritySchema>;

/** GET /api/tokens/:address/calls: the calls, oldest first, and the security facts known now. */
export const tokenCallsResponseSchema = z.object({
  calls: z.array(tokenCallWithSecuritySchema),
  security_now: securityFactsSchema.nullable(),
});
export type TokenCallsResponse = z.infer<typeof tokenCallsResponseSchema>;

/** The most calls GET /api/channels/calls answers: the newest of the period. */
export const CHANNEL_CALLS_LIMIT = 500;

/** A chat's call: the call's figures and the token it called. */
export const channelCallSchema = tokenCallSchema.extend({
  token_address: z.string(),
  token_name: z.string().nullable(),
  token_symbol: z.string().nullable(),
});
export type ChannelCall = z.infer<typeof channelCallSchema>;

export const channelCallsResponseSchema = z.object({
  chat_id: z.string(),
  period: channelPeriodSchema,
  calls: z.array(channelCallSchema),
  /** True when the period holds more calls than CHANNEL_CALLS_LIMIT (the newest are listed). */
  truncated: z.boolean(),
});
export type ChannelCallsResponse = z.infer<typeof channelCallsResponseSchema>;

/** The most points GET /api/tokens/:address/market-caps answers; a longer history is thinned by time (tokenMarketCaps). */
export const MARKET_CAP_POINTS_LIMIT = 5_000;

/** One market cap of a token's history: when, how much, and whether an alert stated it or the refresh observed it. */
export const marketCapPointSchema = z.object({
  at: z.string(),
  market_cap: z.number().positive(),
  source: marketCapSourceSchema,
});
export type MarketCapHistoryPoint = z.infer<typeof marketCapPointSchema>;

/** GET /api/tokens/:address/market-caps: the token's market-cap history, oldest first. */
export const marketCapsResponseSchema = z.object({
  points: z.array(marketCapPointSchema),
  /** How many market caps the history holds; more than the points when it was thinned. */
  total: z.number().int().min(0),
});
export type MarketCapsResponse = z.infer<typeof marketCapsResponseSchema>;
