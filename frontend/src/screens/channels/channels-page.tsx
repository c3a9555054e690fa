import type { PeakSources } from '@solana-hub/contracts';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useMemo } from 'react';
import { useUrlState } from '../../app/url-state';
import { useWideScreen } from '../dashboard/use-wide-screen';
import { ChannelCallsDialog } from './channel-calls-dialog';
import { ChannelCards } from './channel-cards';
import { firstOrderOf, sortChannels, type ChannelSortKey } from './channel-sort';
import { ChannelTable } from './channel-table';
import { channelsCsvUrl, channelsQuery } from './channels-api';
import { channelsViewFields, defaultChannelsView } from './channels-view';
import { PeriodButtons } from './period-buttons';

/** /channels: which channels are worth following, by how their calls did. */
export function ChannelsPage() {
  const [view, setView] = useUrlState(channelsViewFields, defaultChannelsView);
  const scores = useQuery(channelsQuery(view.period));
  const data = scores.data;
  const channels = useMemo(
    () => (data ? sortChannels(data.channels, view.sortBy, view.sortOrder) : []),
    [data, view.sortBy, view.sortOrder],
  );
  const sortBy = (key: ChannelSortKey) =>
    setView((current) => ({
      ...current,
      sortBy: key,
      sortOrder: current.sortBy === key ? (current.sortOrder === 'asc' ? 'desc' : 'asc') : firstOrderOf(key),
    }));
  const open = data?.channels.find((channel) => channel.chat_id === view.chat);
  const ChannelList = useWideScreen() ? ChannelTable : ChannelCards;

  return (
    <section className="mx-auto grid max-w-7xl gap-5">
      <title>Channels · Solana Hub</title>
      <header>
        <h1>Channels</h1>
        <p className="m-0 text-muted">
          Which channels are worth following: each chat’s calls (its first message about a token) and how the token’s market cap moved after
          them.
        </p>
      </header>

      <div className="flex flex-wrap items-center gap-3">
        <PeriodButtons value={view.period} onChange={(period) => setView((current) => ({ ...current, period }))} />
        <span className="flex-1" />
        <a className="button" href={channelsCsvUrl(view.period)} download={`channels-${view.period}.csv`} data-testid="channels-csv">
          <Download size={15} aria-hidden /> Export CSV
        </a>
      </div>

      {scores.isError ? (
        <div className="notice notice--error" role="alert">
          <span>Could not load the channels: {scores.error.message}</span>
          <button type="button" className="button" onClick={() => void scores.refetch()}>
            Retry
          </button>
        </div>
      ) : null}
      {scores.isPending ? <p className="page-status">Loading channels…</p> : null}

      {data ? (
        <>
          <PeakSourceNote sources={data.peak_sources} />
          {channels.length > 0 ? (
            <ChannelList
              channels={channels}
              sortBy={view.sortBy}
              sortOrder={view.sortOrder}
              onSort={sortBy}
              onOpen={(chat) => setView((current) => ({ ...current, chat }))}
            />
          ) : (
            <p className="page-status" data-testid="channels-empty">
              No calls in this period.
            </p>
          )}
        </>
      ) : null}
      <ChannelCallsDialog
        chatId={view.chat}
        chatTitle={open?.chat_title ?? null}
        period={view.period}
        onClose={() => setView((current) => ({ ...current, chat: '' }))}
      />
    </section>
  );
}

/** Says where the multiples come from: the alerts' own market caps, the analyzer's refresh, or both. */
function PeakSourceNote({ sources }: { sources: PeakSources }) {
  const onlyAlerts = sources.refresh === 0;
  return (
    <p className="m-0 text-sm text-muted" data-testid="channels-source">
      {onlyAlerts
        ? 'Multiples come from the market caps the alerts themselves state (no refreshed market data in this period).'
        : `Peaks come from the market caps the alerts state (${sources.alerts} calls) and from the analyzer’s market-data refresh (${sources.refresh} calls).`}{' '}
      Hit rates count calls within 24 h of the call, multiples within 7 days; a dash is a figure without data.
    </p>
  );
}
