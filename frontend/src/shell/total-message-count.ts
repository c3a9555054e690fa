import type { Token } from '@solana-hub/contracts';

/** Messages of every listed token together, for the mobile menu. */
export function totalMessageCount(tokens: readonly Pick<Token, 'message_count'>[]): number {
  return tokens.reduce((total, token) => total + token.message_count, 0);
}
