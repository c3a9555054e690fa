import type { Token } from '@solana-hub/contracts';
import { confluenceBadge } from '../../tokens/confluence';

/** The token's confluence score and callers (nothing when no chat called it). */
export function ConfluenceBadge({ token }: { token: Pick<Token, 'confluence_score' | 'callers'> }) {
  const badge = confluenceBadge(token);
  if (!badge) return null;
  return (
    <span className="tag tag--purple whitespace-nowrap" title={badge.title} data-testid="confluence-badge">
      {badge.text}
    </span>
  );
}
