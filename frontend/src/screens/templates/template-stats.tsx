import { CircleCheck, CirclePause, Layers } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TemplateCounts } from './template-counts';

function StatCard({ label, value, icon, testId }: { label: string; value: number; icon: ReactNode; testId: string }) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-card border border-border bg-surface px-4 py-3">
      <div>
        <div className="text-sm text-muted">{label}</div>
        <div className="text-2xl font-semibold tabular-nums" data-testid={testId}>
          {value}
        </div>
      </div>
      {icon}
    </div>
  );
}

export function TemplateStats({ counts }: { counts: TemplateCounts }) {
  return (
    <div className="mb-5 grid grid-cols-3 gap-2 sm:gap-3">
      <StatCard
        label="Total"
        value={counts.total}
        testId="templates-total"
        icon={<Layers size={22} className="hidden text-accent sm:block" aria-hidden />}
      />
      <StatCard
        label="Active"
        value={counts.active}
        testId="templates-active"
        icon={<CircleCheck size={22} className="hidden text-up sm:block" aria-hidden />}
      />
      <StatCard
        label="Disabled"
        value={counts.disabled}
        testId="templates-disabled"
        icon={<CirclePause size={22} className="hidden text-muted sm:block" aria-hidden />}
      />
    </div>
  );
}
