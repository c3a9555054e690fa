import { ArrowDown, ArrowUp } from 'lucide-react';
import { Figure } from '../../ui/figure';
import { Select } from '../../ui/select';
import { CHANNEL_COLUMNS } from './channel-columns';
import { ChannelNameButton } from './channel-name-button';
import type { ChannelSortKey } from './channel-sort';
import type { ChannelListProps } from './channel-table';
import { ShowTokensLink } from './show-tokens-link';

const SORT_OPTIONS = [
  { value: 'chat_title' as ChannelSortKey, label: 'Channel' },
  ...CHANNEL_COLUMNS.map((column) => ({ value: column.key, label: column.label })),
];

/** The chats on a narrow screen: a card each with every figure (no table to scroll sideways), sorted from a menu. */
export function ChannelCards({ channels, sortBy, sortOrder, onSort, onOpen }: ChannelListProps) {
  return (
    <div className="grid gap-3">
      <div className="flex items-end gap-2">
        <Select label="Sort by" showLabel value={sortBy} options={SORT_OPTIONS} onChange={onSort} testId="channel-sort-select" />
        <button
          type="button"
          className="button"
          onClick={() => onSort(sortBy)}
          aria-label={sortOrder === 'asc' ? 'Ascending: sort descending' : 'Descending: sort ascending'}
          data-testid="channel-sort-order"
        >
          {sortOrder === 'asc' ? <ArrowUp size={15} aria-hidden /> : <ArrowDown size={15} aria-hidden />}
        </button>
      </div>
      <ul className="m-0 grid list-none gap-3 p-0" data-testid="channel-cards">
        {channels.map((channel) => (
          <li
            key={channel.chat_id}
            data-testid="channel-card"
            data-chat-id={channel.chat_id}
            className="flex flex-col gap-3 rounded-card border border-border bg-surface p-3"
          >
            <header className="flex items-start justify-between gap-3">
              <ChannelNameButton channel={channel} onOpen={onOpen} />
              <ShowTokensLink chatId={channel.chat_id} />
            </header>
            <dl className="m-0 grid grid-cols-3 gap-2 text-sm">
              {CHANNEL_COLUMNS.map((column) => (
                <Figure key={column.key} label={column.label} testId={`channel-${column.key}`}>
                  <span title={column.title}>{column.show(channel)}</span>
                </Figure>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
