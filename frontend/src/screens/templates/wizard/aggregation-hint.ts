import { ACCUMULATOR_TYPES, type AccumulatorType } from '@solana-hub/extraction';
import type { SelectOption } from '../../../ui/select';

/** How a field combines across a token's messages, in the trader's words. */
const HINTS: Readonly<Record<AccumulatorType, string>> = {
  none: 'Each message keeps its own value; nothing is combined.',
  sum: 'Adds the values of every message about the token.',
  count: 'Counts the messages that carry the field.',
  latest: 'Keeps the value of the newest message.',
  max: 'Keeps the highest value seen.',
  min: 'Keeps the lowest value seen.',
};

export function aggregationHint(accumulator: AccumulatorType): string {
  return HINTS[accumulator];
}

export const AGGREGATE_OPTIONS: readonly SelectOption<AccumulatorType>[] = ACCUMULATOR_TYPES.map((value) => ({ value, label: value }));
