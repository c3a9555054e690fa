import { ShieldCheck, TriangleAlert } from 'lucide-react';

/** Warnings tab: every warning of the security check, or a note that there are none. */
export function WarningsTab({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) {
    return (
      <p className="m-0 flex items-center gap-2 rounded-card border border-border bg-surface p-3 text-up">
        <ShieldCheck size={18} aria-hidden /> No warnings for this token.
      </p>
    );
  }
  return (
    <ul className="m-0 flex list-none flex-col gap-2 p-0" data-testid="warnings-tab">
      {warnings.map((warning, index) => (
        <li
          key={`${index}-${warning}`}
          className="flex items-start gap-2 rounded-card border border-warning/40 bg-warning/10 px-3 py-2.5 text-sm text-text"
        >
          <TriangleAlert size={16} className="mt-0.5 shrink-0 text-warning" aria-hidden />
          <span className="break-words">{warning}</span>
        </li>
      ))}
    </ul>
  );
}
