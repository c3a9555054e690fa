import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { z } from 'zod';

/** One value of a screen's state as it is written in the URL. */
export interface UrlField<T> {
  /** The value a URL parameter stands for, or undefined when it stands for none. */
  parse(raw: string): T | undefined;
  format(value: T): string;
}

/** A screen's state and its URL parameters, one field per parameter. */
export type UrlFields<T> = { readonly [K in keyof T]: UrlField<T[K]> };

/** How long the URL waits for changes to pause before it follows them (typing). */
export const URL_WRITE_PAUSE_MS = 300;
const MAX_TEXT_LENGTH = 200;
const MAX_LIST_ITEMS = 50;

const textSchema = z.string().max(MAX_TEXT_LENGTH);
const pageSchema = z.coerce.number().int().min(1).max(1_000_000);

/** Free text (a search): anything up to 200 characters. */
export const textField: UrlField<string> = {
  parse: (raw) => textSchema.safeParse(raw).data,
  format: (value) => value,
};

/** One of a fixed set of values (a sort key, a direction, a filter). */
export function choiceField<const V extends string>(values: readonly V[]): UrlField<V> {
  const schema = z.enum(values as readonly [V, ...V[]]);
  return { parse: (raw) => schema.safeParse(raw).data, format: (value) => value };
}

/** One of a fixed set of values, each written as its name (an emoji filter as a word). */
export function namedChoiceField<V>(names: Readonly<Record<string, V>>): UrlField<V> {
  const entries = Object.entries(names);
  return {
    parse: (raw) => (Object.hasOwn(names, raw) ? names[raw] : undefined),
    format: (value) => entries.find(([, named]) => named === value)?.[0] ?? '',
  };
}

/** A page number, from 1. */
export const pageField: UrlField<number> = {
  parse: (raw) => pageSchema.safeParse(raw).data,
  format: (value) => String(value),
};

/** A short list of names (message types), comma-separated. */
export const listField: UrlField<string[]> = {
  parse: (raw) => {
    const items = raw
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
    return items.length <= MAX_LIST_ITEMS && items.every((item) => item.length <= MAX_TEXT_LENGTH) ? items : undefined;
  },
  format: (value) => value.join(','),
};

/**
 * The state a URL stands for: each parameter parsed by its field, and the default where it is
 * missing or does not parse (the URL is typed, pasted and shared by people: never trusted).
 */
export function readUrlState<T extends object>(params: URLSearchParams, fields: UrlFields<T>, defaults: T): T {
  const state = { ...defaults };
  for (const key of Object.keys(fields) as Array<keyof T & string>) {
    const raw = params.get(key);
    const value = raw === null ? undefined : fields[key].parse(raw);
    if (value !== undefined) state[key] = value;
  }
  return state;
}

/** The URL parameters of a state: only the values that differ from their defaults, so a plain screen keeps a plain URL. */
export function writeUrlState<T extends object>(state: T, fields: UrlFields<T>, defaults: T): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(fields) as Array<keyof T & string>) {
    const value = fields[key].format(state[key]);
    if (value !== fields[key].format(defaults[key])) params.set(key, value);
  }
  return params;
}

/**
 * Screen state a person expects to survive Back, reload and a shared link (filters, sort,
 * search, page), kept in the URL's search parameters. The screen holds it in React state, so
 * typing is never slowed or reordered by navigation; the URL follows once changes pause (a
 * browser throttles a page that rewrites its URL on every keystroke), replacing the current
 * history entry: Back leaves the screen rather than undoing one keystroke. A URL changed from
 * outside (a link to the same screen, Back into it) sets the state.
 */
export function useUrlState<T extends object>(fields: UrlFields<T>, defaults: T): [T, Dispatch<SetStateAction<T>>] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const [state, setState] = useState(() => readUrlState(params, fields, defaults));
  const written = useRef(params.toString());
  // URLs written here that the router has not shown yet. The router commits a navigation when
  // React gets to it, so an earlier write may land after a later one was sent: it is ours, and
  // must not set the state back to it (a click on page 3 undone by the write of page 2).
  const unseen = useRef<string[]>([]);

  const current = params.toString();
  useEffect(() => {
    if (current === written.current) {
      unseen.current = [];
      return;
    }
    const ours = unseen.current.indexOf(current);
    if (ours !== -1) {
      unseen.current.splice(0, ours + 1);
      return;
    }
    written.current = current;
    unseen.current = [];
    setState(readUrlState(new URLSearchParams(current), fields, defaults));
  }, [current, fields, defaults]);

  const wanted = writeUrlState(state, fields, defaults).toString();
  useEffect(() => {
    if (wanted === written.current) return;
    const timer = setTimeout(() => {
      // The trader followed a link while the write waited, and the new screen is rendering (the
      // router keeps this one mounted meanwhile): writing now would take them back here.
      if (window.location.pathname !== pathname) return;
      written.current = wanted;
      unseen.current.push(wanted);
      setParams(new URLSearchParams(wanted), { replace: true, preventScrollReset: true });
    }, URL_WRITE_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [wanted, setParams, pathname]);

  return [state, setState];
}
