import { isOlderThanHeld, withTokenInOrder, type MarketCapUpdate, type Token } from '@solana-hub/contracts';

/**
 * The token list after a token's row came with a live frame (the row as the extractor's write
 * left it): put in place of the held one, or in the list's order when new, if the list's
 * message-type filter (`messageTypes`, null for all) shows it; taken out when it no longer
 * shows (archived by the trader). The same array when nothing changes. A row older than the one
 * held (frames of two writes crossing) is not taken: the held one has more in it.
 */
export function withTokenRow(tokens: Token[], row: Token, messageTypes: readonly string[] | null): Token[] {
  const at = tokens.findIndex((token) => token.token_address === row.token_address);
  const held = tokens[at];
  const listed = !row.hidden && (messageTypes === null || messageTypes.includes(row.first_message_type));
  if (!listed) return held ? tokens.toSpliced(at, 1) : tokens;
  if (!held) return withTokenInOrder(tokens, row);
  if (isOlderThanHeld([held], row)) return tokens;
  // A known token keeps its place (the list is ordered by first seen, which an alert does not move):
  // one copy of the list, not a search for its place.
  return held.first_seen === row.first_seen ? tokens.with(at, row) : withTokenInOrder(tokens, row);
}

/** The token list after a MARKET_CAP_UPDATE; the same array when the token is not in it. */
export function withMarketCapUpdate(tokens: Token[], update: MarketCapUpdate): Token[] {
  const at = tokens.findIndex((token) => token.token_address === update.token_address);
  const token = tokens[at];
  if (!token) return tokens;
  return tokens.with(at, {
    ...token,
    current_market_cap: update.current_market_cap ?? token.current_market_cap,
    last_updated: update.last_updated,
    token_name: update.token_name ?? token.token_name,
    token_symbol: update.token_symbol ?? token.token_symbol,
  });
}
