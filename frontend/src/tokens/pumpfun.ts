import type { Token } from '@solana-hub/contracts';
import type { MessageLink } from '../messages/message-links';
import { linkedTokenOf, type LinkedToken } from './research-links';

const pumpfunFirstTypes: readonly string[] = ['pumpfun_volume', 'pumpfun_new_alert'];

const isPumpfunLink = (link: MessageLink) => /^https:\/\/(www\.)?pump\.fun\//i.test(link.url);

/**
 * A pump.fun launch: brought by a pump.fun alert, by a volume alert on an address pump.fun
 * minted (its addresses contain 'pump', product spec), or by an alert no template recognised
 * ('unknown') whose address ends in 'pump' or that links to pump.fun.
 */
export function isPumpfunToken(token: Pick<Token, 'first_message_type' | 'token_address'>, links: readonly MessageLink[] = []): boolean {
  if (pumpfunFirstTypes.includes(token.first_message_type)) return true;
  if (token.first_message_type === 'volume_alert') return token.token_address.includes('pump');
  if (token.first_message_type !== 'unknown') return false;
  return token.token_address.endsWith('pump') || links.some(isPumpfunLink);
}

/** A dashboard token as its links bar needs it. */
export function linkedToken(token: Pick<Token, 'token_address' | 'chain'>, pumpfun: boolean): LinkedToken {
  return { ...linkedTokenOf(token.token_address), evm: token.chain === 'evm', pumpfun };
}
