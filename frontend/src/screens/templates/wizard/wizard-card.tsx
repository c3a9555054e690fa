import type { ReactNode } from 'react';

/** A titled panel of a wizard step. */
export function WizardCard({
  title,
  description,
  children,
  aside,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section className="rounded-card border border-border bg-surface p-4 sm:p-5">
      <header className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="m-0 text-base font-semibold">{title}</h2>
          {description ? <p className="m-0 mt-0.5 text-sm text-muted">{description}</p> : null}
        </div>
        {aside}
      </header>
      {children}
    </section>
  );
}

/** Buttons at the foot of a step: back on the left, forward on the right (stacked on a phone). */
export function StepActions({ children }: { children: ReactNode }) {
  return <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">{children}</div>;
}
