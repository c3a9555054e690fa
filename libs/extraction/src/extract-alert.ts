import type { Chain } from './address-scan.js';
import { findMarketCap } from './market-cap.js';
import { collectUrls, toLabelledLinks } from './message-links.js';
import { builtInTemplates, matchMessageType, type MessageTemplate } from './message-type.js';
import { toPlainText } from './plain-text.js';
import { findTokenAddress } from './token-address.js';
import { findTokenIdentity } from './token-names.js';
import { findTrendingLevel, type TrendingLevel } from './trending-level.js';

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
  marketCap: number | null;
  trendingLevel: TrendingLevel | null;
  /** 'label|url', labelled with the url's host */
  links: string[];
}

/**
 * Everything the first slice of the engine reads from one alert message: its type, its token,
 * the current market cap, the trending circle and its links.
 */
export function extractAlert(
  text: string,
  links: readonly string[] = [],
  templates: readonly MessageTemplate[] = builtInTemplates,
): ExtractedAlert {
  const tokenAddress = findTokenAddress(text, links);
  return {
    // Templates are written against the text a user sees, so markup must not break them.
    messageType: matchMessageType(templates, toPlainText(text)),
    token: tokenAddress && { ...tokenAddress, ...findTokenIdentity(text) },
    marketCap: findMarketCap(text),
    trendingLevel: findTrendingLevel(text),
    links: toLabelledLinks(collectUrls(text, links)),
  };
}
