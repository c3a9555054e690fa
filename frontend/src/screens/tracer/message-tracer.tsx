import type { AlertMessage } from '@solana-hub/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { messageSearchQuery } from '../../api/message-search';
import { paths } from '../../app/paths';
import { useUrlState } from '../../app/url-state';
import { shortenAddress } from '../../format/token';
import { useDebouncedValue } from '../../time/use-debounced-value';
import { MessageCard } from '../../ui/message-card';
import { MessageCardSkeleton } from '../../ui/skeleton';
import { noTracerFilters, TracerFilters, tracerFilterFields } from './tracer-filters';
import { useLoadMoreOnSight } from './use-load-more-on-sight';

// A search per pause in typing rather than per keystroke.
const SEARCH_PAUSE_MS = 300;
const SKELETON_CARDS = 4;

/** The token a message is about, as a link to its history. */
function TokenLink({ message }: { message: AlertMessage }) {
  if (!message.token_address) return null;
  return (
    <Link
      to={paths.history(message.token_address)}
      className="inline-flex items-center gap-1 text-xs font-semibold no-underline hover:underline"
      title={message.token_address}
    >
      <History size={12} aria-hidden />
      {message.token_name ?? shortenAddress(message.token_address)}
    </Link>
  );
}

/** /messages: every incoming alert message, newest first, searchable and filterable. */
export function MessageTracer() {
  const [filters, setFilters] = useUrlState(tracerFilterFields, noTracerFilters);
  const search = useDebouncedValue(filters.search, SEARCH_PAUSE_MS);
  const messagesQuery = useInfiniteQuery(messageSearchQuery({ ...filters, search }));
  const messages = useMemo(() => messagesQuery.data?.pages.flatMap((page) => page.messages) ?? [], [messagesQuery.data]);
  const firstPage = messagesQuery.data?.pages[0];
  const endRef = useLoadMoreOnSight<HTMLDivElement>(messagesQuery.hasNextPage && !messagesQuery.isFetchingNextPage, () => {
    void messagesQuery.fetchNextPage({ cancelRefetch: false });
  });

  return (
    <section className="mx-auto grid max-w-6xl gap-4">
      <title>Message Tracer · Solana Hub</title>
      <header>
        <h1>Message Tracer</h1>
        <p className="m-0 text-muted">Monitor all incoming messages from Telegram channels</p>
      </header>

      <TracerFilters filters={filters} onChange={setFilters} />

      <p className="m-0 text-sm font-semibold" data-testid="messages-found">
        Messages Found:{' '}
        {firstPage === undefined ? '-' : `${firstPage.totalCount.toLocaleString('en-US')}${firstPage.totalCapped ? '+' : ''}`}
      </p>

      {messagesQuery.isError ? (
        <div className="rounded-card border border-down/50 bg-down/10 p-4 text-down" role="alert" data-testid="tracer-error">
          Error loading messages: {messagesQuery.error.message}
        </div>
      ) : null}

      {messagesQuery.isPending ? (
        <div className="grid gap-3 lg:grid-cols-2" aria-busy="true">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <MessageCardSkeleton key={index} />
          ))}
        </div>
      ) : null}

      {messagesQuery.isSuccess && messages.length === 0 ? (
        <p className="page-status rounded-card border border-dashed border-border">No messages found matching your filters</p>
      ) : null}

      {messages.length > 0 ? (
        <div className="grid items-start gap-3 lg:grid-cols-2" data-testid="tracer-messages">
          {messages.map((message) => (
            <MessageCard key={message.id} message={message} showLinks actions={<TokenLink message={message} />} />
          ))}
        </div>
      ) : null}

      <div ref={endRef} aria-hidden />
      {messagesQuery.isFetchingNextPage ? (
        <div className="grid gap-3 lg:grid-cols-2" aria-busy="true">
          <MessageCardSkeleton />
          <MessageCardSkeleton />
        </div>
      ) : null}
    </section>
  );
}
