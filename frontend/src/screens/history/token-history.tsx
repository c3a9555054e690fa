import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ArrowLeft, LineChart } from 'lucide-react';
import { useCallback, useMemo, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { HttpError } from '../../api/http-error';
import { tokenDetailQuery } from '../../api/token-detail';
import { tokenMessagesQuery } from '../../api/token-messages';
import { paths } from '../../app/paths';
import { formatCompactMarketCap } from '../../format/figures';
import { CopyButton } from '../../ui/copy-button';
import { NotFound } from '../not-found';
import { AddressLinksBar } from '../../ui/links-bar';
import { MessageCardSkeleton, Skeleton } from '../../ui/skeleton';
import { TrendingBadge } from '../../ui/trending-badge';
import { CalledBy } from './called-by';
import { historyMessages } from './history-messages';
import { MarketCapChart } from './market-cap-chart';
import { MessageHistoryList } from './message-history-list';
import { TokenFactsPanel } from './token-facts-panel';
import { headlineDescription, historyHeading, initialMarketCap } from './token-summary';

/** The token API's answer for an address it does not know (404) or that is no address (400). */
function isUnknownToken(error: Error | null): boolean {
  return error instanceof HttpError && (error.status === 404 || error.status === 400);
}

function StatCard({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <div className="rounded-card border border-border bg-surface px-4 py-3">
      <div className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</div>
      <div className="mt-1 text-2xl font-bold tabular-nums" data-testid={testId}>
        {value}
      </div>
    </div>
  );
}

/** /history/:address: one token's heading and numbers over its whole message history. */
export function TokenHistory() {
  const address = useParams().address ?? '';
  const token = useQuery(tokenDetailQuery(address));
  const history = useInfiniteQuery(tokenMessagesQuery(address));
  const messages = useMemo(() => historyMessages(history.data?.pages ?? []), [history.data]);
  const totalCount = history.data?.pages[0]?.totalCount;
  const heading = historyHeading(token.data?.token_name ?? messages[0]?.token_name, address);
  const symbol = token.data?.token_symbol ?? messages[0]?.token_symbol;
  const description = headlineDescription(messages);
  const { fetchNextPage } = history;
  // A scroll that nears the end again while the page is on its way must not restart the fetch.
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  if (isUnknownToken(token.error) && (history.isError || (history.isSuccess && messages.length === 0)))
    return (
      <NotFound
        heading="Token not found"
        text={`No alert has named ${address}: check the address, or come back once a channel calls it.`}
      />
    );

  return (
    <section className="mx-auto grid max-w-4xl gap-4">
      <title>{`${heading} · Solana Hub`}</title>
      <Link to={paths.dashboard} className="inline-flex w-fit items-center gap-1 text-sm text-muted no-underline hover:text-text">
        <ArrowLeft size={14} aria-hidden />
        Tokens
      </Link>

      <header className="grid gap-2 rounded-card border border-border bg-surface p-4">
        <div className="flex flex-wrap items-center gap-2">
          {token.isPending && history.isPending ? (
            <Skeleton className="h-8 w-56" />
          ) : (
            <h1 className="break-all" data-testid="history-heading">
              {heading}
            </h1>
          )}
          {symbol ? <span className="tag">${symbol}</span> : null}
          <TrendingBadge trendingLevel={messages[0]?.trending_level} />
          <a className="button ml-auto" href={paths.analysis(address)} target="_blank" rel="noopener noreferrer">
            <LineChart size={14} aria-hidden />
            Analyze
          </a>
        </div>
        <div className="flex min-w-0 items-center gap-2">
          <code className="min-w-0 font-mono text-sm break-all text-muted" data-testid="history-address">
            {address}
          </code>
          <CopyButton text={address} label="Copy address" iconOnly />
        </div>
        {description ? <p className="m-0 text-sm">{description}</p> : null}
        <AddressLinksBar address={address} />
      </header>

      <div className="grid grid-cols-2 gap-3">
        <StatCard label="Total Messages" value={totalCount ?? '-'} testId="total-messages" />
        <StatCard
          label="Initial Market Cap"
          value={formatCompactMarketCap(initialMarketCap(token.data, messages))}
          testId="initial-market-cap"
        />
      </div>

      <TokenFactsPanel address={address} />

      <MarketCapChart address={address} />

      <CalledBy address={address} />

      <div className="flex items-baseline justify-between gap-2">
        <h2 className="m-0 text-base font-semibold">Messages</h2>
        {totalCount ? (
          <span className="text-sm text-muted" data-testid="history-loaded">
            {messages.length} of {totalCount} loaded
          </span>
        ) : null}
      </div>

      {history.isError ? (
        <div className="notice notice--error" role="alert">
          <span>{history.error.message}</span>
          <button type="button" className="button" onClick={() => void history.refetch()}>
            Retry
          </button>
        </div>
      ) : null}
      {history.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          <MessageCardSkeleton />
          <MessageCardSkeleton />
        </div>
      ) : null}
      {history.isSuccess && messages.length === 0 ? <p className="page-status">No messages for this token yet.</p> : null}
      {messages.length > 0 ? (
        <MessageHistoryList
          messages={messages}
          hasMore={history.hasNextPage}
          loadingMore={history.isFetchingNextPage}
          onLoadMore={loadMore}
        />
      ) : null}
    </section>
  );
}
