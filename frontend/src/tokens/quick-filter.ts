import type { Token } from '@solana-hub/contracts';
import { isPumpfunToken } from './pumpfun';

/** The dashboard's quick filters: All / Pumpfun / Non-Pumpfun. */
export const quickFilters = [
  { value: 'all', label: 'All' },
  { value: 'pumpfun', label: 'Pumpfun' },
  { value: 'nonPumpfun', label: 'Non-Pumpfun' },
] as const;

export type QuickFilter = (typeof quickFilters)[number]['value'];

export type QuickFilterCounts = Readonly<Record<QuickFilter, number>>;

export function applyQuickFilter(tokens: readonly Token[], filter: QuickFilter): readonly Token[] {
  return filter === 'all' ? tokens : tokens.filter((token) => passesQuickFilter(token, filter));
}

/** Whether one token passes the quick filter. */
export function passesQuickFilter(token: Token, filter: QuickFilter): boolean {
  return filter === 'all' || isPumpfunToken(token) === (filter === 'pumpfun');
}

export function quickFilterCounts(tokens: readonly Token[]): QuickFilterCounts {
  const pumpfun = tokens.reduce((count, token) => count + (isPumpfunToken(token) ? 1 : 0), 0);
  return { all: tokens.length, pumpfun, nonPumpfun: tokens.length - pumpfun };
}
