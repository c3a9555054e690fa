import { describe, expect, it } from '@jest/globals';
import { accumulatorFor, confidenceFor, fieldNameOf, targetFieldFor, titleCase } from './field-rules.js';

describe('target-field mapping', () => {
  it.each([
    ['token_name', 'name'],
    ['token_symbol', 'symbol'],
    ['contract_address', 'token_address'],
    ['token_address', 'token_address'],
    ['market_cap', 'market_cap'],
    ['price', 'initial_price'],
    ['volume', 'volume_24h'],
    ['holders', 'holder_count'],
    ['holder_count', 'holder_count'],
    ['dev_holdings', 'dev_holdings_percentage'],
    ['liquidity', 'liquidity_usd'],
    ['liquidity_usd', 'liquidity_usd'],
  ])('%s goes to %s', (name, target) => {
    expect(targetFieldFor(name)).toBe(target);
  });

  it.each(['insider_amount', 'trending_level', 'twitter_mentions', 'volume_24h', 'bonding_curve'])(
    '%s, like everything else, goes to accumulated_data',
    (name) => {
      expect(targetFieldFor(name)).toBe('accumulated_data');
    },
  );
});

describe('default aggregation', () => {
  it.each(['smart_money_count', 'smart_buyer_count', 'buy_amounts', 'total_volume', 'total_buys', 'transaction_count'])(
    '%s adds up',
    (name) => {
      expect(accumulatorFor(name, 'latest')).toBe('sum');
    },
  );

  it.each(['holder_count', 'market_cap', 'price', 'liquidity', 'dev_holdings'])('%s keeps the newest', (name) => {
    expect(accumulatorFor(name, 'sum')).toBe('latest');
  });

  it('is none for any other field, unless its preset says otherwise', () => {
    expect(accumulatorFor('alert_note')).toBe('none');
    expect(accumulatorFor('ath_market_cap', 'max')).toBe('max');
  });
});

describe('confidence', () => {
  it('is 0.9 for the investor fields the AI analysis asks for and 0.8 for other fields', () => {
    for (const name of [
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
    ]) {
      expect(confidenceFor(name)).toBe(0.9);
    }
    expect(confidenceFor('bonding_curve')).toBe(0.8);
    expect(confidenceFor('win_rate')).toBe(0.8);
  });
});

describe('field names', () => {
  it('makes what an AI writes a name a placeholder can carry', () => {
    expect(fieldNameOf('Buy Amount (SOL)')).toBe('buy_amount_sol');
    expect(fieldNameOf('smartMoneyCount')).toBe('smart_money_count');
    expect(fieldNameOf('market_cap')).toBe('market_cap');
  });

  it('labels a field in words', () => {
    expect(titleCase('insider_amount')).toBe('Insider Amount');
  });
});
