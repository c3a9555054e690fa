import type { AlertNotice, AlertSound } from '@solana-hub/contracts';
import { multipleReached, ONCE, type TokenFacts } from '@solana-hub/db';

/** What a firing tells: the token as it is now, with its latest call's channel and type. */
export function noticeOf(rule: { id: number; name: string; sound: AlertSound }, token: TokenFacts, threshold: string): AlertNotice {
  const latest = token.calls.at(-1);
  return {
    rule_id: rule.id,
    rule_name: rule.name,
    token_address: token.address,
    token_name: token.name,
    token_symbol: token.symbol,
    market_cap: token.currentMarketCap ?? token.firstMarketCap,
    channel: latest ? (latest.channel ?? latest.chatId) : null,
    message_type: latest?.messageType ?? null,
    multiple: threshold === ONCE ? null : multipleReached(token),
    sound: rule.sound,
  };
}

// One decimal always, as the dashboard writes market caps ($80.0K); ICU versions differ on trailing zeros otherwise.
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** The Telegram message of a firing: plain text (no parse mode), so nothing from a token's name can format or inject. */
export function noticeText(notice: AlertNotice): string {
  const name = [notice.token_name, notice.token_symbol ? `($${notice.token_symbol})` : null].filter(Boolean).join(' ') || 'Unnamed token';
  return [
    `🔔 ${notice.rule_name}`,
    name,
    notice.market_cap === null ? null : `Market cap: ${usd.format(notice.market_cap)}`,
    notice.multiple === null ? null : `Up ${notice.multiple.toFixed(1)}x since the first call`,
    notice.channel ? `Channel: ${notice.channel}` : null,
    notice.token_address,
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
}
