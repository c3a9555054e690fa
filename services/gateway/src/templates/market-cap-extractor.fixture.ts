/** A wizard's regex extractor of the market cap after `MC:`, as the template tests save it. */
export const marketCapExtractor = {
  name: 'market_cap',
  type: 'regex',
  pattern: String.raw`MC:\s*\$?([\d.,]+[KMB]?)`,
  target_field: 'market_cap',
  accumulator_type: 'latest',
  post_processor: 'parseAmount',
};
