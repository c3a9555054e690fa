import type { AlertConditions } from '@solana-hub/contracts';

/** One message about a token, as a rule reads it. */
export interface TokenCallFact {
  chatId: string;
  /** ms since the epoch */
  at: number;
  messageType: string;
  /** the chat's title where known, else its caller's name */
  channel: string | null;
}

/** What rules are checked against: a token as stored now. */
export interface TokenFacts {
  address: string;
  name: string | null;
  symbol: string | null;
  firstSeen: Date;
  firstMarketCap: number | null;
  /** the best market cap seen since the first call (the ATH), so a multiple reached between checks counts */
  bestMarketCap: number | null;
  currentMarketCap: number | null;
  confluence: number;
  /** oldest first */
  calls: TokenCallFact[];
  /** from the analyzer's stored report; null without one */
  security: { canMint: boolean; canFreeze: boolean; topHoldersPercent: number | null } | null;
}

/** The threshold of a rule without multiples: it fires once per token. */
export const ONCE = '';

/**
 * The thresholds a rule fires at for a token now: none when a condition is not met; ONCE for a
 * rule without multiples; each multiple reached for a rule with them (each fires once).
 * `ranking` is the Channels ranking's chat ids, best first.
 */
export function thresholdsMet(conditions: AlertConditions, token: TokenFacts, ranking: readonly string[]): string[] {
  const calls = token.calls;
  const first = calls[0];
  if (!first) return [];
  if (conditions.channelsWithin && mostChannelsWithin(calls, conditions.channelsWithin.minutes) < conditions.channelsWithin.channels)
    return [];
  if (conditions.calledBy && !calls.some((call) => conditions.calledBy?.includes(call.chatId))) return [];
  if (conditions.firstCallerInTop !== undefined && !ranking.slice(0, conditions.firstCallerInTop).includes(first.chatId)) return [];
  if (conditions.firstMarketCap) {
    const { min, max } = conditions.firstMarketCap;
    const cap = token.firstMarketCap;
    if (cap === null || (min !== undefined && cap < min) || (max !== undefined && cap > max)) return [];
  }
  if (conditions.confluenceAtLeast !== undefined && token.confluence < conditions.confluenceAtLeast) return [];
  if (conditions.messageTypes && !calls.some((call) => conditions.messageTypes?.includes(call.messageType))) return [];
  if (conditions.security && !securityMet(conditions.security, token.security)) return [];
  if (!conditions.multiples) return [ONCE];
  const multiple = multipleReached(token);
  if (multiple === null) return [];
  return [...new Set(conditions.multiples)].filter((threshold) => multiple >= threshold).map(String);
}

/** The best market cap over the first call's, or null when either is unknown. */
export function multipleReached(token: TokenFacts): number | null {
  const best = Math.max(token.bestMarketCap ?? 0, token.currentMarketCap ?? 0);
  if (token.firstMarketCap === null || token.firstMarketCap <= 0 || best <= 0) return null;
  return best / token.firstMarketCap;
}

/** The most distinct chats whose calls fall within `minutes` of each other (calls oldest first). */
export function mostChannelsWithin(calls: readonly TokenCallFact[], minutes: number): number {
  const windowMs = minutes * 60_000;
  const inWindow = new Map<string, number>();
  let most = 0;
  let start = 0;
  for (const call of calls) {
    inWindow.set(call.chatId, (inWindow.get(call.chatId) ?? 0) + 1);
    for (let oldest = calls[start]; oldest && oldest.at < call.at - windowMs; oldest = calls[++start]) {
      const left = (inWindow.get(oldest.chatId) ?? 1) - 1;
      if (left === 0) inWindow.delete(oldest.chatId);
      else inWindow.set(oldest.chatId, left);
    }
    most = Math.max(most, inWindow.size);
  }
  return most;
}

function securityMet(wanted: NonNullable<AlertConditions['security']>, facts: TokenFacts['security']): boolean {
  if (!facts) return false;
  if (wanted.mintRevoked && facts.canMint) return false;
  if (wanted.freezeRevoked && facts.canFreeze) return false;
  const below = wanted.topHoldersBelowPercent;
  return below === undefined || (facts.topHoldersPercent !== null && facts.topHoldersPercent < below);
}
