import type { SecurityFacts } from '@solana-hub/contracts';
import { NO_DATA } from './call-figures';

/** The mint and freeze authorities in a word or two: 'Revoked' when both are, else which are still on. */
export function formatAuthorities(facts: SecurityFacts | null): string {
  if (!facts) return NO_DATA;
  const on = [!facts.mint_authority_revoked && 'Mint', !facts.freeze_authority_revoked && 'Freeze'].filter(Boolean);
  return on.length === 0 ? 'Revoked' : `${on.join(' & ')} on`;
}

/** Whether an authority is still on: the creator can still mint or freeze. */
export const authorityOn = (facts: SecurityFacts | null) =>
  facts !== null && !(facts.mint_authority_revoked && facts.freeze_authority_revoked);
