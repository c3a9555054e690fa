import type { Token } from '@solana-hub/contracts';
import { useQuery } from '@tanstack/react-query';
import { Archive, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { archivedTokensQuery } from '../../api/archived-tokens';
import { useUnarchiveToken } from '../../api/token-archive';
import { useUrlState } from '../../app/url-state';
import { useDebouncedValue } from '../../time/use-debounced-value';
import { clampPage } from '../../ui/page-list';
import { Pagination } from '../../ui/pagination';
import { useToast } from '../../ui/toast';
import { ArchivedControls, type ArchivedControlValues } from './archived-controls';
import { isFiltered, listingKey, pageOfListing, resultCountText, type ArchivedListing } from './archived-listing';
import { ArchivedTokenList } from './archived-token-list';
import { archivedViewFields, defaultArchivedView } from './archived-view';
import { athMultipleRange } from './ath-multiple-range';
import { SortNotice } from './sort-notice';

// A search per pause in typing (500 ms); the sorting notice shows 3 s. The ATH bounds are typed
// text too, so they wait for the same pause.
const TYPING_PAUSE_MS = 500;
const SORT_NOTICE_MS = 3_000;

/** The listing the typed and chosen values stand for, once typing has paused. */
function useListing(values: ArchivedControlValues): ArchivedListing {
  const search = useDebouncedValue(values.search, TYPING_PAUSE_MS);
  const athMin = useDebouncedValue(values.athMultipleMin, TYPING_PAUSE_MS);
  const athMax = useDebouncedValue(values.athMultipleMax, TYPING_PAUSE_MS);
  const range = athMultipleRange(athMin, athMax);
  return {
    search,
    sortBy: values.sortBy,
    sortOrder: values.sortOrder,
    limit: Number(values.limit),
    athMultipleMin: range.min,
    athMultipleMax: range.max,
  };
}

/** 'Sorting applied to all N tokens.' after each change of order, for 3 s or until dismissed. */
function useSortNotice() {
  const [shownAt, setShownAt] = useState<number | null>(null);
  useEffect(() => {
    if (shownAt === null) return;
    const timer = setTimeout(() => setShownAt(null), SORT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [shownAt]);
  return { shown: shownAt !== null, show: () => setShownAt(Date.now()), dismiss: () => setShownAt(null) };
}

function useUnarchive() {
  const toast = useToast();
  const unarchive = useUnarchiveToken();
  const onUnarchive = (token: Token) =>
    unarchive.mutate(token.token_address, {
      onSuccess: () =>
        toast({
          title: 'Token unarchived',
          description: `${token.token_name ?? token.token_address} is back on the dashboard`,
          variant: 'success',
        }),
      onError: (error) => toast({ title: 'Failed to unarchive token', description: error.message, variant: 'error' }),
    });
  return { onUnarchive, unarchiving: unarchive.isPending ? unarchive.variables : null };
}

/** /archived: tokens taken off the dashboard, paged, sorted and filtered on the server. */
export function ArchivedTokens() {
  const [view, setView] = useUrlState(archivedViewFields, defaultArchivedView);
  const { page: chosenPage, ...values } = view;
  const listing = useListing(values);
  const key = listingKey(listing);
  // The listing the chosen page belongs to: a page from the URL belongs to the URL's listing. A
  // new listing opens on page 1, and the URL says so (set while rendering, as React advises for
  // state that follows another value, rather than one render late from an effect).
  const [pagedListing, setPagedListing] = useState(key);
  if (pagedListing !== key) {
    setPagedListing(key);
    setView((current) => ({ ...current, page: 1 }));
  }
  const page = pageOfListing({ page: chosenPage, listing: pagedListing }, listing);
  const setPage = (next: number) => setView((current) => ({ ...current, page: next }));
  const archived = useQuery(archivedTokensQuery({ ...listing, page }));
  const sortNotice = useSortNotice();
  const { onUnarchive, unarchiving } = useUnarchive();
  const data = archived.data;
  const goToPage = (next: number) => setPage(clampPage(next, data?.totalPages ?? 1));

  // Unarchiving the last tokens of the last page leaves it empty: step back to the new last page.
  const lastPage = archived.isPlaceholderData ? undefined : data?.totalPages;
  useEffect(() => {
    if (lastPage !== undefined && page > clampPage(page, lastPage)) setView((current) => ({ ...current, page: clampPage(page, lastPage) }));
  }, [lastPage, page, setView]);

  const change = (next: Partial<ArchivedControlValues>) => {
    if ((next.sortBy && next.sortBy !== values.sortBy) || (next.sortOrder && next.sortOrder !== values.sortOrder)) sortNotice.show();
    setView((current) => ({ ...current, ...next }));
  };

  return (
    <section className="mx-auto grid max-w-7xl gap-4">
      <title>Archived Tokens · Solana Hub</title>
      <header className="flex flex-wrap items-center gap-3">
        <Archive size={22} className="text-muted" aria-hidden />
        <h1>Archived Tokens</h1>
      </header>

      <ArchivedControls values={values} onChange={change} />

      {sortNotice.shown && data ? <SortNotice totalCount={data.totalCount} onDismiss={sortNotice.dismiss} /> : null}

      <div className="flex min-h-6 flex-wrap items-center justify-between gap-2 text-sm">
        <span className="text-muted" data-testid="archived-count">
          {data ? resultCountText(page, listing.limit, data.tokens.length, data.totalCount) : null}
        </span>
        {archived.isFetching && data ? (
          <span className="inline-flex items-center gap-1.5 text-accent" data-testid="archived-updating">
            <Loader2 size={14} className="animate-spin" aria-hidden />
            Updating...
          </span>
        ) : null}
      </div>

      {archived.isError ? (
        <div
          className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-down/50 bg-down/10 p-4 text-down"
          role="alert"
        >
          <span>Error loading archived tokens. Please try again.</span>
          <button type="button" className="button" onClick={() => void archived.refetch()}>
            Retry
          </button>
        </div>
      ) : null}

      {archived.isPending ? <p className="page-status">Loading archived tokens…</p> : null}
      {data && !archived.isError && data.totalCount === 0 ? (
        <p className="page-status rounded-card border border-dashed border-border">
          {isFiltered(listing)
            ? 'No archived tokens match your filters.'
            : 'No archived tokens yet. Archived tokens wait here until you unarchive them.'}
        </p>
      ) : null}
      {data && !archived.isError && data.tokens.length > 0 ? (
        <div className={archived.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          <ArchivedTokenList tokens={data.tokens} unarchiving={unarchiving} onUnarchive={onUnarchive} />
        </div>
      ) : null}

      {data && !archived.isError ? (
        <Pagination page={page} totalPages={data.totalPages} hasMore={data.hasMore} onPageChange={goToPage} label="Archived token pages" />
      ) : null}
    </section>
  );
}
