import { withTokenInOrder, type AlertMessage, type MarketCapUpdate, type Token } from '@solana-hub/contracts';

export interface NewMessageOptions {
  /** The message types the list is filtered on; null for all. */
  messageTypes: readonly string[] | null;
  /** The message is already counted (the same id came again, e.g. after a reconnect). */
  isRepeat: boolean;
}

export interface NewMessageResult {
  tokens: Token[];
  /** A token the list did not have was added. */
  added: boolean;
}

/** The token list after a NEW_MESSAGE: a known token is counted, an unknown one is added on top. */
export function withNewMessage(tokens: Token[], message: AlertMessage, address: string, options: NewMessageOptions): NewMessageResult {
  if (!tokens.some((token) => token.token_address === address)) {
    if (options.messageTypes && !options.messageTypes.includes(message.message_type)) return { tokens, added: false };
    return { tokens: withTokenInOrder(tokens, tokenFromFirstMessage(message, address)), added: true };
  }
  if (options.isRepeat) return { tokens, added: false };
  return {
    tokens: tokens.map((token) => (token.token_address === address ? countMessage(token, message) : token)),
    added: false,
  };
}

/** The token list after a MARKET_CAP_UPDATE; the same array when the token is not in it. */
export function withMarketCapUpdate(tokens: Token[], update: MarketCapUpdate): Token[] {
  if (!tokens.some((token) => token.token_address === update.token_address)) return tokens;
  return tokens.map((token) =>
    token.token_address === update.token_address
      ? {
          ...token,
          current_market_cap: update.current_market_cap ?? token.current_market_cap,
          last_updated: update.last_updated,
          token_name: update.token_name ?? token.token_name,
          token_symbol: update.token_symbol ?? token.token_symbol,
        }
      : token,
  );
}

function countMessage(token: Token, message: AlertMessage): Token {
  return {
    ...token,
    message_count: token.message_count + 1,
    latest_message_at: later(token.latest_message_at, message.timestamp),
    token_name: token.token_name ?? message.token_name,
    token_symbol: token.token_symbol ?? message.token_symbol,
  };
}

/** Stands in for a new token until the next fetch of the list brings the server's row. */
function tokenFromFirstMessage(message: AlertMessage, address: string): Token {
  return {
    token_address: address,
    chain: address.startsWith('0x') ? 'evm' : 'solana',
    token_name: message.token_name,
    token_symbol: message.token_symbol,
    pair_address: null,
    first_seen: message.timestamp,
    last_updated: message.timestamp,
    initial_market_cap: message.market_cap,
    current_market_cap: message.market_cap,
    ath_market_cap: message.market_cap,
    ath_timestamp: message.market_cap === null ? null : message.timestamp,
    hidden: false,
    first_message_type: message.message_type,
    message_count: 1,
    latest_message_at: message.timestamp,
    // The message frame carries no figures: the list's next poll brings them.
    figures: {},
    // Nor the calls: the list's next poll brings the confluence score and callers.
    confluence_score: 0,
    callers: 0,
    caller_chat_ids: [],
  };
}

function later(a: string, b: string): string {
  return Date.parse(b) > Date.parse(a) ? b : a;
}
