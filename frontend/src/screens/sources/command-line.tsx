import { CopyButton } from '../../ui/copy-button';

/** A command or setting to type, with a button that copies it. */
export function CommandLine({ text, testId }: { text: string; testId?: string }) {
  return (
    <div className="flex items-center justify-between gap-2 rounded-card border border-border bg-bg py-1 pr-1 pl-3">
      <code className="min-w-0 break-all" data-testid={testId}>
        {text}
      </code>
      <CopyButton text={text} label={`Copy ${text}`} iconOnly />
    </div>
  );
}
