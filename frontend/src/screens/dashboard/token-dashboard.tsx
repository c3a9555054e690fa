import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { latestMessagesQuery, type LatestMessages } from '../../api/latest-messages';
import { tokensQuery } from '../../api/tokens';
import { sortTokens } from './sort-tokens';
import { TokenTable } from './token-table';

const noMessages: LatestMessages = {};

/** The Token Dashboard (/): every active token, newest activity first, kept live. */
export function TokenDashboard() {
  const tokens = useQuery(tokensQuery());
  const latestMessages = useQuery(latestMessagesQuery);
  const latest = latestMessages.data ?? noMessages;
  const sorted = useMemo(() => sortTokens(tokens.data ?? [], latest, 'latestMessage'), [tokens.data, latest]);

  return (
    <section className="dashboard">
      <title>Token Dashboard · Solana Hub</title>
      <header className="page-header">
        <h1>Token Dashboard</h1>
        {tokens.data && (
          <p className="muted" data-testid="token-count">
            {tokens.data.length} {tokens.data.length === 1 ? 'token' : 'tokens'}
          </p>
        )}
      </header>

      {tokens.isError && (
        <div className="notice notice--error" role="alert">
          <span>
            {tokens.data ? 'Updates paused: ' : 'Could not load tokens: '}
            {tokens.error.message}
          </span>
          <button type="button" className="button" onClick={() => void tokens.refetch()}>
            Retry
          </button>
        </div>
      )}
      {latestMessages.isError && !tokens.isError && (
        <div className="notice notice--warning" role="status">
          Latest messages are not available: {latestMessages.error.message}
        </div>
      )}

      {tokens.isPending && <p className="page-status">Loading tokens…</p>}
      {tokens.data?.length === 0 && (
        <p className="page-status">No tokens yet. Tokens appear here as alert messages arrive.</p>
      )}
      {sorted.length > 0 && <TokenTable tokens={sorted} latestMessages={latest} />}
    </section>
  );
}
