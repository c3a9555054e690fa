import { z } from 'zod';

/**
 * A dashboard list keyed by token address (the latest messages, the collapsed rows' messages),
 * held as a Map rather than the answer's object: every live frame writes one token's entry into
 * a new list, and copying a Map of 10,000 entries is a fraction of spreading an object of
 * 10,000 keys (dictionary-mode objects copy one property at a time: tens of milliseconds a
 * frame on a busy page, the most of a live alert's cost there).
 */
export type KeyedList<T> = ReadonlyMap<string, T>;

/** The answer's object (`{address: value}`) validated by `value`, as a keyed list. */
export function keyedListSchema<T>(value: z.ZodType<T>) {
  return z.record(z.string(), value).transform((byAddress): KeyedList<T> => new Map(Object.entries(byAddress)));
}

/** The list with `changed` written over it and `removed` taken out; the same list when neither has anything. */
export function withEntries<T>(list: KeyedList<T>, changed: Readonly<Record<string, T>>, removed: readonly string[] = []): KeyedList<T> {
  const entries = Object.entries(changed);
  if (entries.length === 0 && removed.length === 0) return list;
  const next = new Map(list);
  for (const [address, value] of entries) next.set(address, value);
  for (const address of removed) next.delete(address);
  return next;
}

/** The list with one token's entry written. */
export function withEntry<T>(list: KeyedList<T>, address: string, value: T): KeyedList<T> {
  return new Map(list).set(address, value);
}
