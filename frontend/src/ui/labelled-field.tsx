import type { ReactNode } from 'react';

/** A filter control with its name shown above it, as the Select's `showLabel` does. */
export function LabelledField({ label, children, className = '' }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={`flex min-w-0 flex-col gap-1 text-sm ${className}`}>
      <span className="text-muted">{label}</span>
      {children}
    </div>
  );
}
