import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { Token } from '@solana-hub/contracts';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, Megaphone, Search } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { channelName, channelOptions, matchingChannels, toggleChannel } from '../../tokens/channel-filter';
import { channelsQuery } from '../channels/channels-api';
import { CheckMark, filterItemClass, filterTriggerClass, keepMenuOpen } from './filter-menu';

interface Props {
  /** The chat ids chosen; none is every token. */
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  /** The dashboard's tokens, whose callers the picker offers and counts. */
  tokens: readonly Token[];
}

/** With more chats than this, the picker gets a search field. */
const SEARCH_FROM = 8;

/**
 * Multi-select of the chats that called a token: the dashboard then shows only the
 * tokens one of them called. Titles come from the Channels answer over all time, read only once
 * the picker is opened or a choice is made (it is not free: it refreshes the calls first).
 */
export function ChannelFilter({ chosen, onChange, tokens }: Props) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const searchField = useRef<HTMLInputElement>(null);
  const channels = useQuery({ ...channelsQuery('all'), refetchInterval: false, staleTime: 60_000, enabled: open || chosen.length > 0 });
  const titled = channels.data?.channels;
  // Counted over every token only while the menu is open: the list changes with every live frame.
  const options = useMemo(() => (open ? channelOptions(tokens, titled ?? [], chosen) : []), [open, tokens, titled, chosen]);
  const shown = matchingChannels(options, search);
  const searchable = options.length > SEARCH_FROM;

  const only = chosen.length === 1 ? (titled?.find((channel) => channel.chat_id === chosen[0])?.chat_title ?? chosen[0]) : undefined;
  const label = chosen.length === 0 ? 'All Channels' : (only ?? `${chosen.length} channels`);
  const openChange = (next: boolean) => {
    setOpen(next);
    if (!next) setSearch('');
  };
  // A long list opens with the cursor in its search field (once the menu has focused itself).
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => searchField.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [open]);
  // Typing goes to the search field, not to the menu's jump-to-item; Escape and Tab still close or leave it.
  const keepKeys = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' && event.key !== 'Tab') event.stopPropagation();
  };

  return (
    <DropdownMenu.Root open={open} onOpenChange={openChange}>
      <DropdownMenu.Trigger className={filterTriggerClass} data-testid="channel-filter" title="Show the tokens these channels called">
        <Megaphone size={15} aria-hidden className={chosen.length > 0 ? 'text-accent' : 'text-muted'} />
        <span className="max-w-48 truncate">{label}</span>
        <ChevronDown size={14} aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={4} className="menu max-h-[70vh] w-80 overflow-y-auto">
          {searchable && (
            <div className="mb-1 flex items-center gap-2 rounded-card border border-border bg-bg px-2 focus-within:border-accent">
              <Search size={14} aria-hidden className="shrink-0 text-muted" />
              <input
                ref={searchField}
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                onKeyDown={keepKeys}
                placeholder="Find a channel..."
                aria-label="Find a channel"
                data-testid="channel-filter-search"
                spellCheck={false}
                autoComplete="off"
                className="min-w-0 flex-1 border-0 bg-transparent py-1.5 text-sm text-text outline-none"
              />
            </div>
          )}
          {options.length === 0 && (
            <p className="m-0 px-2 py-1.5 text-sm text-muted">
              {channels.isPending ? 'Loading channels…' : 'No chat has called a token yet.'}
            </p>
          )}
          {searchable && shown.length === 0 && <p className="m-0 px-2 py-1.5 text-sm text-muted">No channel matches.</p>}
          {shown.map((option) => {
            const on = chosen.includes(option.chatId);
            return (
              <DropdownMenu.CheckboxItem
                key={option.chatId}
                checked={on}
                onCheckedChange={() => onChange(toggleChannel(chosen, option.chatId))}
                onSelect={keepMenuOpen}
                className={filterItemClass}
                data-testid="channel-option"
                data-chat-id={option.chatId}
              >
                <CheckMark state={on} />
                <span className="min-w-0 flex-1 truncate" title={option.chatId}>
                  {channelName(option)}
                </span>
                <span className="text-xs text-muted tabular-nums" title="Tokens on the dashboard this chat called">
                  {option.tokens}
                </span>
              </DropdownMenu.CheckboxItem>
            );
          })}
          {channels.isError && (
            <p className="m-0 px-2 py-1.5 text-xs text-muted">Channel names are not available: {channels.error.message}</p>
          )}
          <DropdownMenu.Separator className="menu__separator" />
          <DropdownMenu.Item
            disabled={chosen.length === 0}
            onSelect={() => onChange([])}
            className={`${filterItemClass} data-[disabled]:opacity-50`}
            data-testid="channel-filter-clear"
          >
            Show all channels
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
