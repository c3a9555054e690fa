import type { ChannelScore } from '@solana-hub/contracts';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { CHANNEL_COLUMNS } from './channel-columns';
import { ChannelNameButton } from './channel-name-button';
import type { ChannelSortKey, SortOrder } from './channel-sort';
import { ShowTokensLink } from './show-tokens-link';
import { TableScroll } from '../../ui/table-scroll';

export interface ChannelListProps {
  channels: readonly ChannelScore[];
  sortBy: ChannelSortKey;
  sortOrder: SortOrder;
  onSort: (key: ChannelSortKey) => void;
  onOpen: (chatId: string) => void;
}

/** One row per chat; a header sorts, a row opens the chat's calls, its last cell the dashboard's tokens this chat called. */
export function ChannelTable({ channels, sortBy, sortOrder, onSort, onOpen }: ChannelListProps) {
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
    <TableScroll label="Channels">
      <table className="token-table" data-testid="channel-table">
        <thead>
          <tr>
            {header('chat_title', 'Channel', 'The chat, by its title', false)}
            {CHANNEL_COLUMNS.map((column) => header(column.key, column.label, column.title, true))}
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
                <ChannelNameButton channel={channel} onOpen={onOpen} />
              </td>
              {CHANNEL_COLUMNS.map((column) => (
                <td key={column.key} className="numeric" data-testid={`channel-${column.key}`}>
                  {column.show(channel)}
                </td>
              ))}
              <td>
                <ShowTokensLink chatId={channel.chat_id} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
