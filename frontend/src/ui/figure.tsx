import type { ReactNode } from 'react';

/** A labelled figure of a card (inside a `<dl>`): the label small above its value. */
export function Figure({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="m-0" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
