import type { AlertMessage, Token } from '@solana-hub/contracts';
import { timestampMs } from '../../format/time';

/** The placeholder text a message carries when it has no description: not a description. */
const NO_DESCRIPTION = 'No description available';

/** The page heading: the token's name, or the first 8 characters of its address and '...'. */
export function historyHeading(tokenName: string | null | undefined, address: string): string {
  const name = tokenName?.trim();
  return name ? name : `${address.slice(0, 8)}...`;
}

/** The description under the heading: that of the first message (newest first) that has a real one. */
export function headlineDescription(messages: readonly AlertMessage[]): string | null {
  for (const message of messages) {
    const text = message.description?.trim();
    if (text && text !== NO_DESCRIPTION) return text;
  }
  return null;
}

/**
 * The 'Initial Market Cap' card: the market cap of the earliest message that has one. The
 * token's own figure is exactly that over all its messages (the server folds it so); until the
 * token has loaded, the earliest loaded message with a market cap stands in.
 */
export function initialMarketCap(token: Token | undefined, messages: readonly AlertMessage[]): number | null {
  if (token && token.initial_market_cap !== null) return token.initial_market_cap;
  let earliest: { at: number; marketCap: number } | null = null;
  for (const message of messages) {
    const at = timestampMs(message.timestamp);
    if (message.market_cap === null || at === null) continue;
    if (!earliest || at < earliest.at) earliest = { at, marketCap: message.market_cap };
  }
  return earliest?.marketCap ?? null;
}
