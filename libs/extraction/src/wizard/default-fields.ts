import type { AccumulatorType } from '../engine/template.js';
import { proposeField, type ExtractedField } from './extracted-field.js';

/**
 * The default fields, proposed when a sample shows nothing to extract, so
 * the trader still starts from the fields alerts of that kind are about.
 */

interface DefaultField {
  name: string;
  accumulator: AccumulatorType;
  /** the preset that reads the field in later messages; null when only an AI can */
  presetId: string | null;
}

const field = (name: string, accumulator: AccumulatorType, presetId: string | null): DefaultField => ({ name, accumulator, presetId });

/** Fields by a word the sample contains (case-insensitive): insider, smart money, trending. */
const BY_KEYWORD: readonly { keyword: string; fields: readonly DefaultField[] }[] = [
  {
    keyword: 'insider',
    // No preset reads "how much the insiders put in" or what kind of alert it is: AI only.
    fields: [field('insider_amount', 'sum', null), field('risk_level', 'latest', 'rug-risk'), field('alert_type', 'latest', null)],
  },
  {
    keyword: 'smart money',
    fields: [field('smart_money_count', 'sum', 'smart-buyers'), field('buy_amounts', 'sum', 'buy-amount')],
  },
  {
    keyword: 'trending',
    fields: [field('trending_level', 'latest', 'trending-level'), field('twitter_mentions', 'sum', 'twitter-mentions')],
  },
];

/**
 * Always proposed: what identifies the token. The default aggregation lists neither the name nor
 * the address, so their presets' own (the newest) applies.
 */
export const TOKEN_FIELDS: readonly DefaultField[] = [
  field('token_name', 'latest', 'token-name'),
  field('token_address', 'latest', 'contract-address'),
  field('market_cap', 'latest', 'market-cap'),
];

function asProposal(wanted: DefaultField): ExtractedField {
  return proposeField({
    name: wanted.name,
    value: null,
    source: 'default',
    presetId: wanted.presetId,
    accumulatorType: wanted.accumulator,
  });
}

/** The default fields for a sample: by its keywords, then the token's own. */
export function defaultFields(sample: string): ExtractedField[] {
  const lower = sample.toLowerCase();
  const byKeyword = BY_KEYWORD.filter(({ keyword }) => lower.includes(keyword)).flatMap(({ fields }) => fields);
  return [...byKeyword, ...TOKEN_FIELDS].map(asProposal);
}

/** The token's own fields alone, for a sample where other fields were found. */
export function tokenFields(): ExtractedField[] {
  return TOKEN_FIELDS.map(asProposal);
}
