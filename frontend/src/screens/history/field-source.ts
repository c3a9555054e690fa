import type { FieldSource, TokenFacts } from '@solana-hub/contracts';

/** Where a field came from, in the trader's words: 'alert in Alpha Calls', 'your correction', 'on-chain metadata'. */
export function fieldSourceText(source: FieldSource): string {
  switch (source.kind) {
    case 'alert':
      return `alert in ${source.chat_title ?? source.chat_id ?? 'a chat'}`;
    case 'correction':
      return `your correction (${source.chat_title ?? source.chat_id ?? 'a chat'})`;
    case 'onchain-metadata':
      return 'on-chain metadata';
    case 'dexscreener':
      return 'DexScreener';
  }
}

/** The rows of the 'Where it comes from' panel: each known field, its value and its source. */
export function factRows(facts: TokenFacts, formatMarketCap: (value: number) => string) {
  const rows: Array<{ field: string; value: string; source: string }> = [];
  if (facts.name) rows.push({ field: 'Name', value: facts.name.value, source: fieldSourceText(facts.name.source) });
  if (facts.symbol) rows.push({ field: 'Symbol', value: `$${facts.symbol.value}`, source: fieldSourceText(facts.symbol.source) });
  if (facts.market_cap) {
    rows.push({ field: 'Market cap', value: formatMarketCap(facts.market_cap.value), source: fieldSourceText(facts.market_cap.source) });
  }
  return rows;
}
