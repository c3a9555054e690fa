import type { Token } from '@solana-hub/contracts';

/** Whether the token's name, symbol or address contains the search text, in any case. */
export function matchesSearch(token: Token, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return [token.token_name, token.token_symbol, token.token_address].some(
    (field) => field !== null && field.toLocaleLowerCase().includes(needle),
  );
}
