import { describe, expect, it } from '@jest/globals';
import type { TokenFacts } from '@solana-hub/contracts';
import { factRows } from './field-source';

const facts: TokenFacts = {
  token_address: 'Token1111',
  name: { value: 'Pepe', source: { kind: 'alert', message_id: 1, chat_id: '-100', chat_title: 'Alpha Calls', at: null } },
  symbol: { value: 'PEPE2', source: { kind: 'correction', message_id: 1, chat_id: '-100', chat_title: null, at: null } },
  market_cap: { value: 42_000, source: { kind: 'dexscreener', message_id: null, chat_id: null, chat_title: null, at: null } },
  providers: [],
  disagreements: [],
  corrections: [],
};

describe("the 'Where it comes from' rows", () => {
  it('name each field with its source in the trader’s words', () => {
    expect(factRows(facts, (value) => `$${value / 1000}K`)).toEqual([
      { field: 'Name', value: 'Pepe', source: 'alert in Alpha Calls' },
      { field: 'Symbol', value: '$PEPE2', source: 'your correction (-100)' },
      { field: 'Market cap', value: '$42K', source: 'DexScreener' },
    ]);
    expect(factRows({ ...facts, name: null, symbol: null, market_cap: null }, String)).toEqual([]);
    const onChain = { ...facts, name: { value: 'Pepe', source: { ...facts.name!.source, kind: 'onchain-metadata' as const } } };
    expect(factRows(onChain, String)[0]?.source).toBe('on-chain metadata');
  });
});
