import type { AccumulatorType } from './template.js';

/**
 * A token's accumulated_data: each extracted field combined over all of the token's messages:
 * sum adds, count counts, latest keeps the newest, max the highest, min the
 * lowest. Messages arrive late, out of order and in batches, so every state below carries what
 * it needs (the message time for latest, max and min) to give the same result whatever order
 * the messages come in: merging is commutative and associative, ties are broken by value.
 *
 * 'none' does not combine: the token shows what its newest message says, like latest.
 */

/** One message's value of one field, at the message's time. */
export interface FieldObservation {
  value: unknown;
  at: Date | string | number;
}

/** The combined value of one field. `at` is an ISO time, so the state survives JSONB. */
export type AccumulatedField =
  | { accumulator: 'sum'; value: number; messages: number }
  | { accumulator: 'count'; value: number }
  | { accumulator: 'latest' | 'none'; value: unknown; at: string }
  | { accumulator: 'max' | 'min'; value: number; at: string };

export interface AccumulationEntry extends FieldObservation {
  field: string;
  accumulator: AccumulatorType;
}

/** Field name → its combined state. */
export type AccumulatedData = Record<string, AccumulatedField>;

/** Decimal amounts added in another order differ in the 17th digit; that noise is dropped. */
function tidy(n: number): number {
  return Number(n.toPrecision(15));
}

function isPresent(value: unknown): boolean {
  return value !== null && value !== undefined && value !== '';
}

/** Numbers, and numeric text such as '12.5' or '1,284'; anything else cannot be added up. */
function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value.replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
}

function toIso(at: Date | string | number): string | null {
  const time = at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at);
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
}

/** A total order on values, so that a tie on time never depends on arrival order. */
function compareValues(a: unknown, b: unknown): number {
  const left = JSON.stringify(a) ?? '';
  const right = JSON.stringify(b) ?? '';
  return left < right ? -1 : left > right ? 1 : 0;
}

/** The state of a single observation; undefined when it has nothing this accumulator can use. */
export function accumulatedOf(type: AccumulatorType, next: FieldObservation): AccumulatedField | undefined {
  if (!isPresent(next.value)) return undefined;
  const at = toIso(next.at);
  switch (type) {
    case 'count':
      return { accumulator: 'count', value: 1 };
    case 'sum': {
      const value = toNumber(next.value);
      return value === null ? undefined : { accumulator: 'sum', value, messages: 1 };
    }
    case 'max':
    case 'min': {
      const value = toNumber(next.value);
      return value === null || at === null ? undefined : { accumulator: type, value, at };
    }
    case 'latest':
    case 'none':
      return at === null ? undefined : { accumulator: type, value: next.value, at };
  }
}

type Timed = { value: unknown; at: string };

function newer<T extends Timed>(a: T, b: T): T {
  if (a.at !== b.at) return a.at > b.at ? a : b;
  return compareValues(a.value, b.value) >= 0 ? a : b;
}

/** The extreme value; on equal values the earliest time, as an all-time high keeps its date. */
function extreme<T extends { value: number; at: string }>(a: T, b: T, keepHigher: boolean): T {
  if (a.value !== b.value) return a.value > b.value === keepHigher ? a : b;
  return a.at <= b.at ? a : b;
}

/**
 * Two states of the same field as one (a token's stored state and a batch's, say). States of
 * different accumulators do not mix (the template was edited in between): `a` is kept, and
 * foldAccumulated rebuilds the field from its messages.
 */
export function mergeAccumulated(a: AccumulatedField, b: AccumulatedField): AccumulatedField {
  if (a.accumulator === 'sum' && b.accumulator === 'sum') {
    return { accumulator: 'sum', value: tidy(a.value + b.value), messages: a.messages + b.messages };
  }
  if (a.accumulator === 'count' && b.accumulator === 'count') return { accumulator: 'count', value: a.value + b.value };
  if (a.accumulator === 'max' && b.accumulator === 'max') return extreme(a, b, true);
  if (a.accumulator === 'min' && b.accumulator === 'min') return extreme(a, b, false);
  if ((a.accumulator === 'latest' || a.accumulator === 'none') && a.accumulator === b.accumulator) return newer(a, b);
  return a;
}

/**
 * The field's state after one more message. A previous state of another accumulator (the
 * template changed) is dropped rather than mixed with the new one.
 */
export function accumulate(
  type: AccumulatorType,
  previous: AccumulatedField | undefined,
  next: FieldObservation,
): AccumulatedField | undefined {
  const current = previous?.accumulator === type ? previous : undefined;
  const added = accumulatedOf(type, next);
  if (!current || !added) return added ?? current;
  return mergeAccumulated(current, added);
}

/** The accumulator a field is combined with: the one its newest message's template gave it. */
function accumulatorOf(entries: readonly AccumulationEntry[]): AccumulatorType | undefined {
  let newest: { at: string; value: AccumulatorType } | undefined;
  for (const entry of entries) {
    const at = toIso(entry.at);
    if (at === null) continue;
    const candidate = { at, value: entry.accumulator };
    newest = newest ? newer(newest, candidate) : candidate;
  }
  return newest?.value;
}

function foldField(type: AccumulatorType, entries: readonly AccumulationEntry[]): AccumulatedField | undefined {
  let state: AccumulatedField | undefined;
  for (const entry of entries) {
    const added = accumulatedOf(type, entry);
    if (added) state = state ? mergeAccumulated(state, added) : added;
  }
  return state;
}

/**
 * A token's accumulated_data rebuilt from all its messages' extracted fields (one entry per
 * message and field; the message store is unique per chat and message id, so a message
 * delivered twice is one entry). The same entries in any order give the same result.
 */
export function foldAccumulated(entries: readonly AccumulationEntry[]): AccumulatedData {
  const byField = new Map<string, AccumulationEntry[]>();
  for (const entry of entries) {
    const fieldEntries = byField.get(entry.field);
    if (fieldEntries) fieldEntries.push(entry);
    else byField.set(entry.field, [entry]);
  }
  const folded: [string, AccumulatedField][] = [];
  for (const [field, fieldEntries] of byField) {
    const type = accumulatorOf(fieldEntries);
    const state = type && foldField(type, fieldEntries);
    if (state) folded.push([field, state]);
  }
  folded.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(folded);
}

/** What a screen shows: each field's combined value without its bookkeeping. */
export function accumulatedValues(data: AccumulatedData): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).map(([field, state]) => [field, state.value]));
}
