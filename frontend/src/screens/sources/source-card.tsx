import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  icon: LucideIcon;
  /** The state in a word, as a tag: 'Logged in', 'Not set up'. */
  state: { label: string; tone: string };
  children: ReactNode;
  testId: string;
}

/** One way messages come in (the Telegram account, the bot): its state and what to do about it. */
export function SourceCard({ title, icon: Icon, state, children, testId }: Props) {
  return (
    <section className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4" aria-label={title} data-testid={testId}>
      <header className="flex items-center justify-between gap-3">
        <h2 className="m-0 flex items-center gap-2 text-base font-semibold">
          <Icon size={18} className="text-accent" aria-hidden />
          {title}
        </h2>
        <span className={`tag ${state.tone} whitespace-nowrap`} data-testid={`${testId}-state`}>
          {state.label}
        </span>
      </header>
      {children}
    </section>
  );
}
