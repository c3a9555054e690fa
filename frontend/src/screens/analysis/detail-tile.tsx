import type { DetailRow } from './detail-row';
import { toneText } from './tone-classes';

/** One labelled figure; its value is coloured green when safe and red when a danger sign. */
export function DetailTile({ row }: { row: DetailRow }) {
  return (
    <div
      className="flex min-w-0 flex-col gap-1 rounded-card border border-border bg-surface px-3 py-2.5"
      data-testid="detail-tile"
      data-tone={row.tone}
    >
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{row.label}</dt>
      <dd className={`m-0 truncate text-lg font-semibold tabular-nums ${toneText[row.tone]}`} title={row.value}>
        {row.value}
      </dd>
      {row.note && <dd className="m-0 truncate text-xs text-muted">{row.note}</dd>}
    </div>
  );
}

/** Tiles in a grid that goes from two columns on a phone to four on a wide screen. */
export function DetailGrid({ rows, label }: { rows: readonly DetailRow[]; label: string }) {
  return (
    <dl aria-label={label} className="m-0 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
      {rows.map((row) => (
        <DetailTile key={row.label} row={row} />
      ))}
    </dl>
  );
}
