import type { ReactNode } from 'react';

/** One labelled value of a summary list (`<dl>`): the wizard's last step, a try on history's figures. */
export function SummaryItem({
  label,
  children,
  testId,
  large = false,
}: {
  label: string;
  children: ReactNode;
  testId: string;
  large?: boolean;
}) {
  return (
    <div className="grid gap-0.5 rounded-card border border-border bg-bg px-3 py-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={`m-0 font-semibold break-all ${large ? 'text-lg' : ''}`} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
