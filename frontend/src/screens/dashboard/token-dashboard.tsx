import type { Token } from '@solana-hub/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { allMessagesByTokenQuery } from '../../api/all-messages-by-token';
import { latestMessagesQuery, type LatestMessages } from '../../api/latest-messages';
import { messageTypeStatsQuery } from '../../api/message-type-stats';
import { tokensQuery } from '../../api/tokens';
import { useUrlState } from '../../app/url-state';
import { filterableMessageTypes, messageTypeGroups, messageTypesToRequest } from '../../tokens/message-type-groups';
import { trackDashboardRows } from '../../tokens/dashboard-rows';
import { ChannelFilter } from './channel-filter';
import { dashboardViewFields, defaultDashboardView, filterOfView, withFilter } from './dashboard-view';
import { MessageTypeFilter } from './message-type-filter';
import { QuickFilterButtons } from './quick-filter-buttons';
import { TokenFilters } from './token-filters';
import { TokenList } from './token-list';
import { TOKEN_LIST_ID } from '../../shell/skip-link';
import { KeysDialog } from './keys-dialog';
import { useArchiveWithToast } from './use-archive-with-toast';
import { useDashboardKeys } from './use-dashboard-keys';

const noTokens: Token[] = [];
const noMessages: LatestMessages = new Map();

/** The Token Dashboard (/): every active token, filtered, sorted and kept live. */
export function TokenDashboard() {
  const [view, setView] = useUrlState(dashboardViewFields, defaultDashboardView);
  const { types: messageTypes, channels, quick: quickFilter } = view;
  const filter = useMemo(() => filterOfView(view), [view]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  const stats = useQuery(messageTypeStatsQuery);
  const typeGroups = useMemo(() => messageTypeGroups(stats.data ?? {}), [stats.data]);
  const tokens = useQuery(tokensQuery(messageTypesToRequest(messageTypes, filterableMessageTypes(typeGroups))));
  const latestMessages = useQuery(latestMessagesQuery);
  const messagesByToken = useQuery(allMessagesByTokenQuery);

  const allTokens = tokens.data ?? noTokens;
  const latest = latestMessages.data ?? noMessages;
  const showQuickFilters = messageTypes.length === 0;
  // The chosen channels narrow the list as the message types do: the quick filter counts and the other controls work within it.
  // Kept from render to render, so a live frame moves its row instead of sorting 10,000 again.
  const [dashboardRows] = useState(trackDashboardRows);
  const { rows, counts } = useMemo(
    () =>
      dashboardRows({ tokens: allTokens, latestMessages: latest, channels, quickFilter: showQuickFilters ? quickFilter : 'all', filter }),
    [dashboardRows, allTokens, latest, channels, showQuickFilters, quickFilter, filter],
  );

  const chooseMessageTypes = (types: string[]) => setView((current) => ({ ...current, types, quick: 'all' }));
  const chooseChannels = (chosen: string[]) => setView((current) => ({ ...current, channels: chosen }));
  const archive = useArchiveWithToast();
  const keys = useDashboardKeys(rows);
  const { setFocusedAddress } = keys;
  // A clicked row is also where j and k go on from.
  const toggle = useCallback(
    (address: string) => {
      setExpanded((open) => toggled(open, address));
      setFocusedAddress(address);
    },
    [setFocusedAddress],
  );
  const focusedIndex = rows.findIndex((token) => token.token_address === keys.focusedAddress);
  const messages = messagesByToken.data;
  const itemProps = (token: Token) => ({
    token,
    latestMessage: latest.get(token.token_address),
    messages: messages?.get(token.token_address),
    expanded: expanded.has(token.token_address),
    onToggle: toggle,
    onArchive: archive.onArchive,
    archiving: archive.archivingAddress === token.token_address,
    focused: keys.focusedAddress === token.token_address,
  });

  return (
    <section className="flex flex-col gap-4">
      <title>Token Dashboard · Solana Hub</title>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">Token Dashboard</h1>
        {tokens.data && (
          <p className="m-0 text-sm text-muted" data-testid="token-count">
            {rows.length === allTokens.length ? '' : `${rows.length} of `}
            {allTokens.length} {allTokens.length === 1 ? 'token' : 'tokens'}
          </p>
        )}
      </header>

      <div className="flex flex-col gap-3 rounded-card border border-border bg-surface p-3" data-testid="dashboard-filters">
        <div className="flex flex-wrap items-center gap-3">
          <MessageTypeFilter selected={messageTypes} onChange={chooseMessageTypes} groups={typeGroups} stats={stats.data} />
          <ChannelFilter chosen={channels} onChange={chooseChannels} tokens={allTokens} />
          {showQuickFilters && (
            <QuickFilterButtons value={quickFilter} counts={counts} onChange={(quick) => setView((current) => ({ ...current, quick }))} />
          )}
        </div>
        <TokenFilters filter={filter} onChange={(next) => setView((current) => withFilter(current, next))} />
      </div>

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
      {messagesByToken.isError && !tokens.isError && (
        <div className="notice notice--warning" role="status">
          Token messages are not available: {messagesByToken.error.message}
        </div>
      )}

      {tokens.isPending && <p className="page-status">Loading tokens…</p>}
      {tokens.data?.length === 0 && <p className="page-status">No tokens yet. Tokens appear here as alert messages arrive.</p>}
      {allTokens.length > 0 && rows.length === 0 && <p className="page-status">No tokens match these filters.</p>}
      <div id={TOKEN_LIST_ID} tabIndex={-1} className="outline-none" role="region" aria-label="Token list">
        {rows.length > 0 && <TokenList tokens={rows} itemProps={itemProps} focusedIndex={focusedIndex} />}
      </div>
      <KeysDialog open={keys.keysOpen} onOpenChange={keys.setKeysOpen} />
    </section>
  );
}

function toggled(open: ReadonlySet<string>, address: string): ReadonlySet<string> {
  const next = new Set(open);
  if (!next.delete(address)) next.add(address);
  return next;
}
