import type { Token } from '@solana-hub/contracts';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { copyText } from '../../clipboard/copy-text';
import { COPIED_CONFIRMATION_MS } from '../../clipboard/use-copy';
import { useToast } from '../../ui/toast';
import { dashboardKeyAction, stepIndex } from './dashboard-keys';

/** The id of the dashboard's search field, which '/' focuses. */
export const TOKEN_SEARCH_ID = 'token-search';

/**
 * The dashboard's keys (dashboard-keys.ts): j/k choose a row of `rows`, c copies its address,
 * Enter opens its history, / goes to the search and ? opens the list of keys. Answers the
 * chosen row's address (null before the first j or k) and whether the list of keys is open.
 */
export function useDashboardKeys(rows: readonly Token[]) {
  const [focusedAddress, setFocusedAddress] = useState<string | null>(null);
  const [keysOpen, setKeysOpen] = useState(false);
  const navigate = useNavigate();
  const toast = useToast();
  // The listener stays put while the list changes under it (every poll); it reads the latest through a ref.
  const latest = useRef({ rows, focusedAddress });
  useEffect(() => {
    latest.current = { rows, focusedAddress };
  }, [rows, focusedAddress]);

  useEffect(() => {
    const copied = (address: string) =>
      copyText(address).then(
        () => toast({ title: 'Copied', description: address, variant: 'success', durationMs: COPIED_CONFIRMATION_MS }),
        () => toast({ title: 'Copy failed', description: 'The browser refused to copy', variant: 'error' }),
      );
    const onKey = (event: KeyboardEvent) => {
      const action = dashboardKeyAction(event);
      const { rows: shown, focusedAddress: focused } = latest.current;
      const index = shown.findIndex((token) => token.token_address === focused);
      const address = index >= 0 ? focused : null;
      switch (action) {
        case null:
          return;
        case 'search':
          document.getElementById(TOKEN_SEARCH_ID)?.focus();
          break;
        case 'help':
          setKeysOpen(true);
          break;
        case 'next':
        case 'previous': {
          const next = shown[stepIndex(index, action === 'next' ? 1 : -1, shown.length)];
          if (next) setFocusedAddress(next.token_address);
          break;
        }
        case 'open':
          if (address === null) return;
          void navigate(paths.history(address));
          break;
        case 'copy':
          if (address === null) return;
          void copied(address);
          break;
      }
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate, toast]);

  return { focusedAddress, setFocusedAddress, keysOpen, setKeysOpen };
}
