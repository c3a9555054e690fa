import { ARCHIVED_PAGE_SIZES, ARCHIVED_SORT_FIELDS, type ArchivedSortField, type SortOrder } from '@solana-hub/contracts';
import { LabelledField } from '../../ui/labelled-field';
import { SearchInput } from '../../ui/search-input';
import { Select, type SelectOption } from '../../ui/select';
import { athMultipleRange, isIgnoredBound } from './ath-multiple-range';

/** What the trader typed and chose; the screen turns it into a request. */
export interface ArchivedControlValues {
  search: string;
  sortBy: ArchivedSortField;
  sortOrder: SortOrder;
  limit: string;
  athMultipleMin: string;
  athMultipleMax: string;
}

const sortLabels: Record<ArchivedSortField, string> = {
  first_seen: 'First Seen',
  token_name: 'Token Name',
  current_market_cap: 'Current Market Cap',
  ath_market_cap: 'ATH Market Cap',
  ath_multiple: 'ATH Multiple',
};
const sortOptions = ARCHIVED_SORT_FIELDS.map((field) => ({ value: field, label: sortLabels[field] }));
const orderOptions: readonly SelectOption<SortOrder>[] = [
  { value: 'desc', label: 'Descending' },
  { value: 'asc', label: 'Ascending' },
];
const pageSizeOptions = ARCHIVED_PAGE_SIZES.map((size) => ({ value: String(size), label: `${size} per page` }));

interface AthBoundProps {
  label: string;
  value: string;
  /** typed text that is not used (not a number, or a max below the min) */
  ignored: boolean;
  onChange: (value: string) => void;
  testId: string;
}

function AthBoundInput({ label, value, ignored, onChange, testId }: AthBoundProps) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      <span className="text-muted">{label}</span>
      <input
        type="text"
        inputMode="decimal"
        placeholder="e.g. 2.5"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={ignored}
        title={ignored ? 'Ignored: not a number, or a max below the min' : undefined}
        data-testid={testId}
        className={`w-full rounded-card border bg-bg px-3 py-[0.45rem] font-[inherit] text-text tabular-nums placeholder:text-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent sm:w-28 ${ignored ? 'border-down' : 'border-border'}`}
      />
    </label>
  );
}

interface Props {
  values: ArchivedControlValues;
  onChange: (change: Partial<ArchivedControlValues>) => void;
}

/** Search, order, page size and the ATH-multiple range of the archived list. */
export function ArchivedControls({ values, onChange }: Props) {
  const range = athMultipleRange(values.athMultipleMin, values.athMultipleMax);
  return (
    <div className="grid grid-cols-2 items-end gap-3 rounded-card border border-border bg-surface p-3 sm:grid-cols-3 lg:flex lg:flex-wrap">
      <LabelledField label="Search" className="col-span-2 sm:col-span-3 lg:min-w-64 lg:flex-1">
        <SearchInput
          label="Search"
          placeholder="Name, symbol or address..."
          value={values.search}
          onChange={(search) => onChange({ search })}
          testId="archived-search"
        />
      </LabelledField>
      <Select
        label="Sort By"
        showLabel
        value={values.sortBy}
        options={sortOptions}
        onChange={(sortBy) => onChange({ sortBy })}
        testId="archived-sort"
      />
      <Select
        label="Direction"
        showLabel
        value={values.sortOrder}
        options={orderOptions}
        onChange={(sortOrder) => onChange({ sortOrder })}
        testId="archived-order"
      />
      <Select
        label="Page Size"
        showLabel
        value={values.limit}
        options={pageSizeOptions}
        onChange={(limit) => onChange({ limit })}
        testId="archived-page-size"
        className="col-span-2 sm:col-span-1"
      />
      <div className="col-span-2 flex items-end gap-2 sm:col-span-3">
        <AthBoundInput
          label="ATH Multiple Min"
          value={values.athMultipleMin}
          ignored={isIgnoredBound(values.athMultipleMin, range.min)}
          onChange={(athMultipleMin) => onChange({ athMultipleMin })}
          testId="ath-min"
        />
        <span className="pb-2 text-muted" aria-hidden>
          –
        </span>
        <AthBoundInput
          label="ATH Multiple Max"
          value={values.athMultipleMax}
          ignored={isIgnoredBound(values.athMultipleMax, range.max)}
          onChange={(athMultipleMax) => onChange({ athMultipleMax })}
          testId="ath-max"
        />
      </div>
    </div>
  );
}
