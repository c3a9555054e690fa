import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { chatTitlesQuery } from '../../api/chat-titles';
import type { MessageFilters } from '../../api/message-search';
import { templatesQuery } from '../../api/templates';
import { textField, type UrlField, type UrlFields } from '../../app/url-state';
import { trendingFilterField, trendingFilterOptions } from '../../messages/trending-level';
import { LabelledField } from '../../ui/labelled-field';
import { SearchInput } from '../../ui/search-input';
import { Select } from '../../ui/select';
import { tracerChannelOptions, tracerTypeOptions } from './tracer-choices';

export const noTracerFilters: MessageFilters = { search: '', trending: 'all', messageType: 'all', chat: 'all' };

/**
 * The filters in the tracer's URL, so Back, reload and a shared link keep them:
 * ?search=frog&trending=bullish&messageType=insider&chat=-1001234. Types and chats are names the
 * server checks; a stale one just finds no messages.
 */
export const tracerFilterFields: UrlFields<MessageFilters> = {
  search: textField,
  trending: trendingFilterField,
  messageType: nameField(),
  chat: nameField(),
};

/** A type or chat name: any short text but an empty one, which names nothing. */
function nameField(): UrlField<string> {
  return { parse: (raw) => (raw.trim() === '' ? undefined : textField.parse(raw)), format: (value) => value };
}

interface Props {
  filters: MessageFilters;
  onChange: (filters: MessageFilters) => void;
}

/** Search text, trending level, message type and channel of the Message Tracer. */
export function TracerFilters({ filters, onChange }: Props) {
  const templates = useQuery(templatesQuery);
  const chats = useQuery(chatTitlesQuery);
  const typeOptions = useMemo(
    () => withChosen(tracerTypeOptions(templates.data ?? []), filters.messageType),
    [templates.data, filters.messageType],
  );
  const chatOptions = useMemo(() => withChosen(tracerChannelOptions(chats.data?.chats ?? []), filters.chat), [chats.data, filters.chat]);
  return (
    <div className="grid grid-cols-2 items-end gap-3 rounded-card border border-border bg-surface p-3 sm:grid-cols-[1fr_auto_auto_auto]">
      <LabelledField label="Search" className="col-span-2 sm:col-span-1">
        <SearchInput
          label="Search"
          placeholder="Search message text..."
          value={filters.search}
          onChange={(search) => onChange({ ...filters, search })}
          testId="tracer-search"
        />
      </LabelledField>
      <Select
        label="Trending Level"
        showLabel
        value={filters.trending}
        options={trendingFilterOptions}
        onChange={(trending) => onChange({ ...filters, trending })}
        testId="tracer-trending"
      />
      <Select
        label="Message Type"
        showLabel
        value={filters.messageType}
        options={typeOptions}
        onChange={(messageType) => onChange({ ...filters, messageType })}
        testId="tracer-type"
      />
      <Select
        label="Channel"
        showLabel
        value={filters.chat}
        options={chatOptions}
        onChange={(chat) => onChange({ ...filters, chat })}
        testId="tracer-channel"
        className="col-span-2 sm:col-span-1"
      />
    </div>
  );
}

/** The options with the chosen value among them (a shared link's type before the templates load), so the control names it. */
function withChosen(options: ReturnType<typeof tracerTypeOptions>, chosen: string) {
  return options.some((option) => option.value === chosen) ? options : [...options, { value: chosen, label: chosen }];
}
