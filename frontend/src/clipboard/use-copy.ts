import { useCallback, useEffect, useState } from 'react';
import { copyText } from './copy-text';

/** How long a copy is confirmed ('Copied'): 2 s. */
export const COPIED_CONFIRMATION_MS = 2_000;

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies on demand and remembers the outcome for 2 s, for the control that copied to say
 * 'Copied' (or that it could not). Every copy button and copyable address goes through it.
 */
export function useCopy(onCopied?: () => void): { state: CopyState; copy: (text: string) => void } {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), COPIED_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = useCallback(
    (text: string) => {
      copyText(text).then(
        () => {
          setState('copied');
          onCopied?.();
        },
        (error: unknown) => {
          console.error('Copy to clipboard failed', error);
          setState('failed');
        },
      );
    },
    [onCopied],
  );
  return { state, copy };
}
