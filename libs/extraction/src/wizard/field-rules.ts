import type { AccumulatorType, TargetField } from '../engine/template.js';

/**
 * The wizard's rules for a proposed field, by the field's name: where its
 * value goes, how it combines across a token's messages, and how sure the proposal is. The
 * heuristic analysis and the AI answers layered on it both go through these, so a field reads
 * the same in the Extracted Fields tab whoever found it.
 */

/** Target-field mapping: names of the token's own columns; a name not listed goes to accumulated_data. */
const TARGET_BY_NAME: Readonly<Record<string, TargetField>> = {
  token_name: 'name',
  token_symbol: 'symbol',
  contract_address: 'token_address',
  token_address: 'token_address',
  market_cap: 'market_cap',
  price: 'initial_price',
  volume: 'volume_24h',
  holders: 'holder_count',
  holder_count: 'holder_count',
  dev_holdings: 'dev_holdings_percentage',
  liquidity: 'liquidity_usd',
  liquidity_usd: 'liquidity_usd',
};

/** Default aggregation: counts and amounts add up ... */
const SUMMED = new Set(['smart_money_count', 'smart_buyer_count', 'buy_amounts', 'total_volume', 'total_buys', 'transaction_count']);
/** ... snapshots keep the newest. */
const LATEST = new Set(['holder_count', 'market_cap', 'price', 'liquidity', 'dev_holdings']);

/** The investor fields the wizard's AI analysis asks for in its field-extraction call. */
export const AI_INVESTOR_FIELDS = [
  'insider_amount',
  'smart_money_count',
  'buy_amounts',
  'risk_level',
  'market_cap',
  'volume_24h',
  'trending_level',
  'alert_type',
  'token_name',
  'token_address',
] as const;

/**
 * Those fields plus the token's ticker, which the engine reads together with its name. Anything
 * else is one of the "other_fields" and proposed with less confidence.
 */
const NAMED_FIELDS = new Set<string>([...AI_INVESTOR_FIELDS, 'token_symbol']);

export const NAMED_FIELD_CONFIDENCE = 0.9;
export const OTHER_FIELD_CONFIDENCE = 0.8;

export function targetFieldFor(name: string): TargetField {
  return TARGET_BY_NAME[name] ?? 'accumulated_data';
}

/**
 * How the field combines across messages. The lists above come first; for a field they do not
 * name, the accumulator the field's preset (or its default-field entry) gives, since
 * it knows whether the number is a snapshot or a running amount; otherwise none.
 */
export function accumulatorFor(name: string, fallback: AccumulatorType = 'none'): AccumulatorType {
  if (SUMMED.has(name)) return 'sum';
  if (LATEST.has(name)) return 'latest';
  return fallback;
}

export function confidenceFor(name: string): number {
  return NAMED_FIELDS.has(name) ? NAMED_FIELD_CONFIDENCE : OTHER_FIELD_CONFIDENCE;
}

/** 'Buy Amounts' for 'buy_amounts': the label of a field no preset names. */
export function titleCase(name: string): string {
  return name
    .split(/[_\s-]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * A name an extractor and a `{{placeholder}}` can carry: AI answers say 'Buy Amount (SOL)',
 * a template stores 'buy_amount_sol'.
 */
export function fieldNameOf(written: string): string {
  return written
    .trim()
    .replace(/([a-z\d])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^\w]+/g, '_')
    .replace(/^_+|_+$/g, '');
}
