import type { ChannelScore } from '@solana-hub/contracts';
import { ArrowDown, ArrowUp, LayoutList } from 'lucide-react';
import { Link } from 'react-router';
import { formatMinutes, formatMultiple, formatShare } from '../../format/call-figures';
import { dashboardCalledBy } from '../dashboard/dashboard-view';
import type { ChannelSortKey, SortOrder } from './channel-sort';

interface Column {
  key: ChannelSortKey;
  label: string;
  /** What the figure is, in the trader's words (the header's tooltip). */
  title: string;
  show: (channel: ChannelScore) => string;
}

const COLUMNS: readonly Column[] = [
  {
    key: 'calls',
    label: 'Calls',
    title: 'Tokens the chat called (its first message about each) in the period',
    show: (c) => String(c.calls),
  },
  {
    key: 'hit_rate_2x',
    label: 'Hit 2x',
    title: 'Share of calls whose market cap reached twice the one at the call within 24 h',
    show: (c) => formatShare(c.hit_rate_2x),
  },
  { key: 'hit_rate_5x', label: 'Hit 5x', title: 'Share of calls that reached 5x within 24 h', show: (c) => formatShare(c.hit_rate_5x) },
  {
    key: 'median_multiple',
    label: 'Median',
    title: 'Median multiple: the highest market cap within 7 days after the call over the one at the call',
    show: (c) => formatMultiple(c.median_multiple),
  },
  { key: 'best_multiple', label: 'Best', title: 'Best multiple within 7 days', show: (c) => formatMultiple(c.best_multiple) },
  {
    key: 'median_minutes_to_2x',
    label: 'To 2x',
    title: 'Median time from the call to 2x, of the calls that got there',
    show: (c) => formatMinutes(c.median_minutes_to_2x),
  },
  {
    key: 'fell_half_share',
    label: 'Fell 50%',
    title: 'Share of calls that fell to half of the market cap at the call before rising to their peak',
    show: (c) => formatShare(c.fell_half_share),
  },
  {
    key: 'first_caller_share',
    label: 'First',
    title: 'Share of its calls where this chat called the token before any other chat',
    show: (c) => formatShare(c.first_caller_share),
  },
  {
    key: 'median_minutes_behind_first',
    label: 'Behind',
    title: 'Median time behind the first chat that called the token (0 when first)',
    show: (c) => formatMinutes(c.median_minutes_behind_first),
  },
];

interface Props {
  channels: readonly ChannelScore[];
  sortBy: ChannelSortKey;
  sortOrder: SortOrder;
  onSort: (key: ChannelSortKey) => void;
  onOpen: (chatId: string) => void;
}

/** One row per chat; a header sorts, a row opens the chat's calls, its last cell the dashboard's tokens this chat called. */
export function ChannelTable({ channels, sortBy, sortOrder, onSort, onOpen }: Props) {
  const header = (key: ChannelSortKey, label: string, title: string, numeric: boolean) => (
    <th
      key={key}
      className={numeric ? 'numeric' : ''}
      title={title}
      aria-sort={sortBy === key ? (sortOrder === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button
        type="button"
        className="inline-flex cursor-pointer items-center gap-1 border-0 bg-transparent p-0 font-semibold text-inherit"
        onClick={() => onSort(key)}
        data-testid={`channel-sort-${key}`}
      >
        {label}
        {sortBy === key ? sortOrder === 'asc' ? <ArrowUp size={13} aria-hidden /> : <ArrowDown size={13} aria-hidden /> : null}
      </button>
    </th>
  );
  return (
    <div className="table-scroll">
      <table className="token-table" data-testid="channel-table">
        <thead>
          <tr>
            {header('chat_title', 'Channel', 'The chat, by its title', false)}
            {COLUMNS.map((column) => header(column.key, column.label, column.title, true))}
            <th>
              <span className="sr-only">Tokens</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {channels.map((channel) => (
            <tr
              key={channel.chat_id}
              data-testid="channel-row"
              data-chat-id={channel.chat_id}
              className="cursor-pointer"
              onClick={() => onOpen(channel.chat_id)}
            >
              <td className="max-w-80 whitespace-normal">
                {/* A real button, so the calls open from the keyboard too. */}
                <button
                  type="button"
                  className="cursor-pointer border-0 bg-transparent p-0 text-left font-semibold text-text hover:underline"
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(channel.chat_id);
                  }}
                >
                  {channel.chat_title ?? channel.chat_id}
                </button>
              </td>
              {COLUMNS.map((column) => (
                <td key={column.key} className="numeric" data-testid={`channel-${column.key}`}>
                  {column.show(channel)}
                </td>
              ))}
              <td>
                <Link
                  to={dashboardCalledBy(channel.chat_id)}
                  className="inline-flex items-center gap-1 text-sm whitespace-nowrap"
                  title="The dashboard, showing only the tokens this chat called"
                  data-testid="channel-show-tokens"
                  onClick={(event) => event.stopPropagation()}
                >
                  <LayoutList size={14} aria-hidden /> Show tokens
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
