import type { QueryKey } from '@tanstack/react-query';

/** Query parameters a query key may carry after its path; empty values are left out. */
export type QueryParams = Readonly<Record<string, string | number | boolean | null | undefined>>;

/**
 * The URL a query key stands for: `[path]` or `[path, params]`. Every read goes through this,
 * so the key of a query is also its address.
 */
export function urlFromQueryKey(queryKey: QueryKey): string {
  const [path, params] = queryKey;
  if (typeof path !== 'string') throw new Error(`A query key must start with a URL path: ${JSON.stringify(queryKey)}`);
  if (!isQueryParams(params)) return path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export function isQueryParams(value: unknown): value is QueryParams {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
