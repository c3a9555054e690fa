import type { Chain } from './address-scan.js';
import { readMessage, type AlertMessage } from './engine/alert-message.js';
import { builtInTemplates, matchMessageType, type MessageTemplate } from './message-type.js';
import { namesShortenedToken } from './shortened-token.js';
import type { TrendingLevel } from './trending-level.js';

export interface ExtractedToken {
  address: string;
  chain: Chain;
  name: string | null;
  symbol: string | null;
}

export interface ExtractedAlert {
  /** a template name, or 'unknown' */
  messageType: string;
  /** null when the message names no token address: a token is known by its address */
  token: ExtractedToken | null;
  /** the token's current market cap; null when the message names no token, even shortened */
  marketCap: number | null;
  trendingLevel: TrendingLevel | null;
  /** 'label|url', labelled with the url's host */
  links: string[];
  /** the token's trading pair (pool), when the message names one apart from the token */
  pairAddress: string | null;
  /** who called the token ('@solsniperjoe'), when the message says */
  callerName: string | null;
  /** the caller's channel or profile */
  callerLink: string | null;
}

/**
 * Everything the first slice of the engine reads from one alert message: its type, its token,
 * the current market cap, the trending circle, its links, the token's pair and the caller.
 */
export function extractAlert(
  text: string,
  links: readonly string[] = [],
  templates: readonly MessageTemplate[] = builtInTemplates,
): ExtractedAlert {
  return extractAlertOn(readMessage(text, links), templates);
}

/** extractAlert on a message already read, sharing its readings with the extractors. */
export function extractAlertOn(alert: AlertMessage, templates: readonly MessageTemplate[] = builtInTemplates): ExtractedAlert {
  const tokenAddress = alert.tokenAddress();
  return {
    // Templates are written against the text a user sees, so markup must not break them.
    messageType: matchMessageType(templates, alert.plainText),
    token: tokenAddress && { ...tokenAddress, ...alert.tokenIdentity() },
    // A market cap is a token's: on a message about none (a buy bot's post without an address,
    // a top list, a pair link alone) a figure is no reading of anything. A token named by a
    // shortened address only is still the message's subject.
    marketCap: tokenAddress || namesShortenedToken(alert.plainText) ? alert.marketCap() : null,
    trendingLevel: alert.trendingLevel(),
    links: alert.labelledLinks(),
    pairAddress: tokenAddress && alert.pairAddress(),
    callerName: alert.caller().name,
    callerLink: alert.caller().link,
  };
}
