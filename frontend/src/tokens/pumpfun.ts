import type { Token } from '@solana-hub/contracts';

const pumpfunFirstTypes: readonly string[] = ['pumpfun_volume', 'pumpfun_new_alert'];

/**
 * A pump.fun launch: brought by a pump.fun alert, or by a volume alert on an
 * address pump.fun minted (its addresses contain 'pump').
 */
export function isPumpfunToken(token: Pick<Token, 'first_message_type' | 'token_address'>): boolean {
  if (pumpfunFirstTypes.includes(token.first_message_type)) return true;
  return token.first_message_type === 'volume_alert' && token.token_address.includes('pump');
}
