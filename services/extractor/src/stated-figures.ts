import { TOKEN_FIGURES, type TokenFigure } from '@solana-hub/contracts';
import type { MessageFigures } from '@solana-hub/db';
import {
  isEvmAddress,
  isSolanaAddress,
  MAX_MARKET_CAP_USD,
  parseAmount,
  parsePercentage,
  parsePrice,
  type ReadAlert,
  type Template,
} from '@solana-hub/extraction';

/** The largest holder count the token's integer column holds. */
const MAX_COUNT = 2_147_483_647;
/** No token trades above this many dollars a unit; a larger price is a misread figure. */
const MAX_PRICE_USD = 10e6;

const within = (value: number | null, max: number) =>
  value !== null && Number.isFinite(value) && value >= 0 && value <= max ? value : null;
const asText = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null);

/**
 * How each figure reads what an extractor found: a number as post-processed, or the text as the
 * message writes it ('$0.0₄5', '12.5K', '4.2%', '1,284'); anything implausible is not stated.
 */
const readFigure: Readonly<Record<TokenFigure, (value: unknown) => number | null>> = {
  initial_price: (value) =>
    within(typeof value === 'number' ? value : (parsePrice(asText(value)) ?? parseAmount(asText(value))), MAX_PRICE_USD),
  volume_24h: (value) => within(parseAmount(asText(value)), MAX_MARKET_CAP_USD),
  liquidity_usd: (value) => within(parseAmount(asText(value)), MAX_MARKET_CAP_USD),
  holder_count: (value) => {
    const count = within(parseAmount(asText(value)), MAX_COUNT);
    return count === null ? null : Math.round(count);
  },
  dev_holdings_percentage: (value) => within(parsePercentage(asText(value)), 100),
};

const isFigure = (target: string): target is TokenFigure => (TOKEN_FIGURES as readonly string[]).includes(target);

/**
 * The token figures a message states: for each figure, the first extractor of its template
 * aimed at it (target_field) whose value reads as that figure. `fields` are what the
 * template's extractors found, by extractor name (ReadAlert.fields).
 */
export function statedFigures(template: Template | undefined, fields: Readonly<Record<string, unknown>>): MessageFigures {
  const figures: MessageFigures = {};
  for (const extractor of template?.extractors ?? []) {
    const target = extractor.target_field;
    if (!isFigure(target) || figures[target] !== undefined || !Object.hasOwn(fields, extractor.name)) continue;
    const value = readFigure[target](fields[extractor.name]);
    if (value !== null) figures[target] = value;
  }
  return figures;
}

/**
 * The pair (pool) address the message names: the pair_address field (the preset of that name,
 * or a user's extractor or AI answer so named), when it is an address the message states.
 */
export function statedPairAddress(fields: Readonly<Record<string, unknown>>, text: string, links: readonly string[]): string | null {
  const pair = fields.pair_address;
  if (typeof pair !== 'string' || !(isSolanaAddress(pair) || isEvmAddress(pair))) return null;
  return text.includes(pair) || links.some((link) => link.includes(pair)) ? pair : null;
}

/**
 * What a message states of its token beyond name, symbol and market cap: its figures, and its
 * pair (a template's pair_address field is the channel's own format; the reader's fills in).
 */
export function statedTokenFacts(alert: ReadAlert, template: Template | undefined, text: string, links: readonly string[]) {
  return { figures: statedFigures(template, alert.fields), pairAddress: statedPairAddress(alert.fields, text, links) ?? alert.pairAddress };
}
