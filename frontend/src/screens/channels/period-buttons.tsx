import { CHANNEL_PERIODS, type ChannelPeriod } from '@solana-hub/contracts';
import { periodLabels } from './channels-view';

/** 24 h / 7 days / 30 days / All, as one segmented control. */
export function PeriodButtons({ value, onChange }: { value: ChannelPeriod; onChange: (period: ChannelPeriod) => void }) {
  return (
    <div
      role="group"
      aria-label="Period"
      className="inline-flex rounded-card border border-border bg-raised p-0.5"
      data-testid="channel-periods"
    >
      {CHANNEL_PERIODS.map((period) => {
        const active = period === value;
        return (
          <button
            key={period}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(period)}
            data-testid={`channel-period-${period}`}
            className={`cursor-pointer rounded-[calc(var(--radius)-2px)] border-0 px-3 py-1 text-sm font-semibold ${
              active ? 'bg-accent text-accent-contrast' : 'bg-transparent text-muted hover:text-text'
            }`}
          >
            {periodLabels[period]}
          </button>
        );
      })}
    </div>
  );
}
