import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../app/paths';

/** The dashboard's token list, where its skip link lands. */
export const TOKEN_LIST_ID = 'token-list';
/** The page's main region, where the skip link of other pages lands. */
export const MAIN_ID = 'main';

/**
 * The first Tab stop of every page, shown only when focused: it skips the navigation bar, to the
 * token list on the dashboard and to the page elsewhere.
 */
export function SkipLink() {
  const onDashboard = useLocation().pathname === paths.dashboard;
  const target = onDashboard ? TOKEN_LIST_ID : MAIN_ID;
  // Focus moves by hand: a #hash would become part of the router's location.
  const skip = (event: MouseEvent) => {
    event.preventDefault();
    document.getElementById(target)?.focus();
  };
  return (
    <a
      href={`#${target}`}
      onClick={skip}
      data-testid="skip-link"
      className="fixed top-2 left-2 z-50 -translate-y-20 rounded-card bg-accent px-3 py-2 font-semibold text-accent-contrast no-underline focus:translate-y-0"
    >
      {onDashboard ? 'Skip to token list' : 'Skip to content'}
    </a>
  );
}
