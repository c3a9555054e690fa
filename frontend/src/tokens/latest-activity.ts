import type { AlertMessage, Token } from '@solana-hub/contracts';
import { timestampMs } from '../format/elapsed';

/** When the token last had a message: the newer of the live latest message and the token row. */
export function latestActivityMs(token: Token, latestMessage: AlertMessage | undefined): number | null {
  const fromToken = timestampMs(token.latest_message_at);
  const fromMessage = timestampMs(latestMessage?.timestamp);
  if (fromToken === null) return fromMessage;
  if (fromMessage === null) return fromToken;
  return Math.max(fromToken, fromMessage);
}
