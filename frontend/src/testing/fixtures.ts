import type { AlertMessage, ChannelScore, Token } from '@solana-hub/contracts';

export const ADDRESS_A = '7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr';
export const ADDRESS_B = 'EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm';

export function aToken(overrides: Partial<Token> = {}): Token {
  return {
    token_address: ADDRESS_A,
    chain: 'solana',
    token_name: 'Popcat',
    token_symbol: 'POPCAT',
    pair_address: null,
    first_seen: '2025-01-01T10:00:00.000Z',
    last_updated: '2025-01-01T10:00:00.000Z',
    initial_market_cap: 100_000,
    current_market_cap: 150_000,
    ath_market_cap: 300_000,
    ath_timestamp: '2025-01-01T11:00:00.000Z',
    hidden: false,
    first_message_type: 'insider',
    message_count: 1,
    latest_message_at: '2025-01-01T10:00:00.000Z',
    figures: {},
    confluence_score: 0,
    callers: 0,
    caller_chat_ids: [],
    ...overrides,
  };
}

export function anAlertMessage(overrides: Partial<AlertMessage> = {}): AlertMessage {
  return {
    id: 1,
    message_id: '100',
    chat_id: '-1001',
    message_type: 'insider',
    token_address: ADDRESS_A,
    token_name: 'Popcat',
    token_symbol: 'POPCAT',
    timestamp: '2025-01-01T12:00:00.000Z',
    message_text: 'Insider buy on POPCAT',
    description: 'Insider wallets are buying',
    market_cap: 200_000,
    twitter_mentions: 3,
    trending_level: '🟢',
    links: '["Chart|https://example.com/chart"]',
    caller_name: null,
    caller_link: null,
    text_dropped_at: null,
    ...overrides,
  };
}

/** A chat's row of GET /api/channels, no figure known unless given. */
export function aChannelScore(chatId: string, overrides: Partial<ChannelScore> = {}): ChannelScore {
  return {
    chat_id: chatId,
    chat_title: null,
    calls: 1,
    hit_rate_2x: null,
    hit_rate_5x: null,
    median_multiple: null,
    best_multiple: null,
    median_minutes_to_2x: null,
    fell_half_share: null,
    first_caller_share: null,
    median_minutes_behind_first: null,
    ...overrides,
  };
}
