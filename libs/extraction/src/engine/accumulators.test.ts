import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  accumulate,
  accumulatedValues,
  foldAccumulated,
  mergeAccumulated,
  type AccumulatedField,
  type AccumulationEntry,
} from './accumulators.js';
import type { AccumulatorType } from './template.js';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));

function fold(type: AccumulatorType, values: readonly [unknown, number][]): AccumulatedField | undefined {
  return values.reduce<AccumulatedField | undefined>(
    (state, [value, minute]) => accumulate(type, state, { value, at: at(minute) }),
    undefined,
  );
}

describe('accumulate', () => {
  it('sum adds the values of every message', () => {
    expect(
      fold('sum', [
        [12.5, 1],
        [4.2, 2],
        [0.1, 3],
      ]),
    ).toEqual({ accumulator: 'sum', value: 16.8, messages: 3 });
  });

  it('sum reads numeric text and skips what is not a number', () => {
    expect(
      fold('sum', [
        ['1,200', 1],
        ['lots', 2],
        [null, 3],
        [300, 4],
      ]),
    ).toEqual({ accumulator: 'sum', value: 1500, messages: 2 });
  });

  it('count counts the messages that carry the field', () => {
    expect(
      fold('count', [
        ['🟢', 1],
        [null, 2],
        ['', 3],
        ['🔴', 4],
        [0, 5],
      ]),
    ).toEqual({ accumulator: 'count', value: 3 });
  });

  it('latest keeps the value of the newest message, not the last to arrive', () => {
    expect(
      fold('latest', [
        ['LOW', 5],
        ['HIGH', 9],
        ['MEDIUM', 7],
      ]),
    ).toEqual({
      accumulator: 'latest',
      value: 'HIGH',
      at: at(9).toISOString(),
    });
  });

  it('none shows the newest message, like latest', () => {
    expect(
      fold('none', [
        ['a', 2],
        ['b', 1],
      ])?.value,
    ).toBe('a');
  });

  it('max and min keep the extreme and when it was first reached', () => {
    expect(
      fold('max', [
        [2.9, 1],
        [4.7, 3],
        [4.7, 2],
        [1.7, 4],
      ]),
    ).toEqual({ accumulator: 'max', value: 4.7, at: at(2).toISOString() });
    expect(
      fold('min', [
        [2.9, 1],
        [1.7, 4],
        ['n/a', 5],
      ]),
    ).toEqual({ accumulator: 'min', value: 1.7, at: at(4).toISOString() });
  });

  it('starts over when the template changed the accumulator', () => {
    const summed = fold('sum', [
      [5, 1],
      [5, 2],
    ]);
    expect(accumulate('max', summed, { value: 3, at: at(3) })).toEqual({ accumulator: 'max', value: 3, at: at(3).toISOString() });
  });

  it('keeps the state when the message has nothing usable', () => {
    const summed = fold('sum', [[5, 1]]);
    expect(accumulate('sum', summed, { value: null, at: at(2) })).toBe(summed);
    expect(accumulate('latest', undefined, { value: 'x', at: 'not a time' })).toBeUndefined();
  });

  it('accepts message times as Date, ISO text or epoch milliseconds', () => {
    const iso = fold('latest', [['a', 1]]);
    expect(accumulate('latest', iso, { value: 'b', at: at(2).getTime() })?.value).toBe('b');
    expect(accumulate('latest', iso, { value: 'c', at: at(0).toISOString() })?.value).toBe('a');
  });
});

describe('mergeAccumulated', () => {
  it('combines two partial folds, as batches of messages do', () => {
    const a = fold('sum', [
      [1.1, 1],
      [2.2, 2],
    ]);
    const b = fold('sum', [[3.3, 3]]);
    if (!a || !b) throw new Error('no state');
    expect(mergeAccumulated(a, b)).toEqual({ accumulator: 'sum', value: 6.6, messages: 3 });
  });
});

describe('foldAccumulated', () => {
  const entries: AccumulationEntry[] = [
    { field: 'buy_amount', accumulator: 'sum', value: 12.5, at: at(1) },
    { field: 'buy_amount', accumulator: 'sum', value: 4.2, at: at(5) },
    { field: 'rug_risk', accumulator: 'latest', value: 'LOW', at: at(1) },
    { field: 'rug_risk', accumulator: 'latest', value: 'MEDIUM', at: at(5) },
    { field: 'early_hold_count', accumulator: 'latest', value: 20, at: at(3) },
    { field: 'call_multiple', accumulator: 'max', value: 2.9, at: at(2) },
  ];

  it("rebuilds a token's accumulated_data from its messages", () => {
    expect(accumulatedValues(foldAccumulated(entries))).toEqual({
      buy_amount: 16.7,
      rug_risk: 'MEDIUM',
      early_hold_count: 20,
      call_multiple: 2.9,
    });
  });

  it("combines a field with the accumulator its newest message's template gave it", () => {
    const edited: AccumulationEntry[] = [
      { field: 'whales', accumulator: 'latest', value: 3, at: at(1) },
      { field: 'whales', accumulator: 'sum', value: 2, at: at(2) },
    ];
    expect(foldAccumulated(edited)).toEqual({ whales: { accumulator: 'sum', value: 5, messages: 2 } });
  });

  it('keeps a field named like an Object property as plain data', () => {
    const odd = foldAccumulated([{ field: '__proto__', accumulator: 'latest', value: 'x', at: at(1) }]);
    expect(Object.keys(odd)).toEqual(['__proto__']);
  });

  // A message's amount as bots print them: up to two decimals.
  const amount = fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100);
  const entry = fc.record({
    field: fc.constantFrom('buy_amount', 'rug_risk', 'tg_members', 'call_multiple'),
    accumulator: fc.constantFrom<AccumulatorType>('none', 'sum', 'count', 'latest', 'max', 'min'),
    value: fc.oneof(amount, fc.constantFrom('LOW', 'HIGH', null, '')),
    at: fc.integer({ min: 0, max: 30 }).map(at),
  });

  it('gives the same result for any arrival order of the same messages (property)', () => {
    fc.assert(
      fc.property(
        fc
          .array(entry, { maxLength: 40 })
          .chain((list) => fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length }))),
        ([list, shuffled]) => {
          expect(foldAccumulated(shuffled)).toEqual(foldAccumulated(list));
        },
      ),
    );
  });

  it('gives the same result folding one by one, in batches, or all at once (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<AccumulatorType>('sum', 'count', 'latest', 'max', 'min', 'none'),
        fc.array(entry, { maxLength: 30 }),
        fc.nat(30),
        (type, list, cut) => {
          const observe = (state: AccumulatedField | undefined, e: AccumulationEntry) => accumulate(type, state, e);
          const oneByOne = list.reduce(observe, undefined);
          const first = list.slice(0, cut).reduce(observe, undefined);
          const second = list.slice(cut).reduce(observe, undefined);
          const batched = first && second ? mergeAccumulated(first, second) : (first ?? second);
          expect(batched).toEqual(oneByOne);
        },
      ),
    );
  });
});
