import { Check, Copy } from 'lucide-react';
import { useCopy } from '../clipboard/use-copy';
import { shortenAddress } from '../format/token';

interface Props {
  address: string;
  /** The whole address rather than its short form (a page about one token). */
  full?: boolean;
  className?: string;
}

/**
 * A token address that copies itself: a click (a tap on a phone) puts the whole address on the
 * clipboard and says 'Copied' for 2 s. Explorers stay one click away in the links bar.
 */
export function CopyableAddress({ address, full = false, className = '' }: Props) {
  const { state, copy } = useCopy();
  const Icon = state === 'copied' ? Check : Copy;
  return (
    <button
      type="button"
      onClick={() => copy(address)}
      title={`${address} (click to copy)`}
      data-testid="copy-address"
      data-state={state}
      className={`inline-flex max-w-full min-w-0 cursor-pointer items-center gap-1 rounded border-0 bg-transparent p-0 font-mono text-xs text-muted hover:text-text focus-visible:outline-2 focus-visible:outline-accent ${className}`}
    >
      <span className={full ? 'break-all text-left' : 'truncate'}>{full ? address : shortenAddress(address)}</span>
      {/* The name a screen reader says starts with what is seen, then what a click does. */}
      <span className="sr-only"> (copy the address)</span>
      <Icon size={12} aria-hidden className={`shrink-0 ${state === 'copied' ? 'text-up' : ''}`} />
      {state !== 'idle' && (
        <span role="status" className={`shrink-0 font-sans font-semibold ${state === 'copied' ? 'text-up' : 'text-down'}`}>
          {state === 'copied' ? 'Copied' : 'Copy failed'}
        </span>
      )}
    </button>
  );
}
