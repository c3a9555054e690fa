import type { MessageFilters } from '../../api/message-search';
import { choiceField, textField, type UrlFields } from '../../app/url-state';
import { trendingFilterField, trendingFilterOptions } from '../../messages/trending-level';
import { LabelledField } from '../../ui/labelled-field';
import { SearchInput } from '../../ui/search-input';
import { Select, type SelectOption } from '../../ui/select';

/** The message types the tracer filters on. */
const messageTypeOptions: readonly SelectOption<string>[] = [
  { value: 'all', label: 'All Types' },
  ...['trench_radar', 'curated', 'insider', 'call_analyzer', 'cabal_fomo', 'cabal_analysis'].map((type) => ({ value: type, label: type })),
];

export const noTracerFilters: MessageFilters = { search: '', trending: 'all', messageType: 'all' };

/** The filters in the tracer's URL, so Back, reload and a shared link keep them: ?search=frog&trending=bullish&messageType=insider */
export const tracerFilterFields: UrlFields<MessageFilters> = {
  search: textField,
  trending: trendingFilterField,
  messageType: choiceField(messageTypeOptions.map((option) => option.value)),
};

interface Props {
  filters: MessageFilters;
  onChange: (filters: MessageFilters) => void;
}

/** Search text, trending level and message type of the Message Tracer. */
export function TracerFilters({ filters, onChange }: Props) {
  return (
    <div className="grid grid-cols-2 items-end gap-3 rounded-card border border-border bg-surface p-3 sm:grid-cols-[1fr_auto_auto]">
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
        options={messageTypeOptions}
        onChange={(messageType) => onChange({ ...filters, messageType })}
        testId="tracer-type"
      />
    </div>
  );
}
