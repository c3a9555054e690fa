import { describe, expect, it } from '@jest/globals';
import { isTextFound, TRACER_COUNT_LIMIT, TRACER_TEXT_COUNT_LIMIT, tracerCountLimit, tracerQuerySchema } from './message-queries.js';

describe('tracerCountLimit', () => {
  const limitOf = (query: Record<string, string>) => tracerCountLimit(tracerQuerySchema.parse(query));

  it('counts a text search up to 1,000 and any other search up to 10,000', () => {
    expect([TRACER_TEXT_COUNT_LIMIT, TRACER_COUNT_LIMIT]).toEqual([1_000, 10_000]);
    expect(limitOf({ q: 'pump' })).toBe(TRACER_TEXT_COUNT_LIMIT);
    expect(limitOf({ q: 'pump', type: 'insider', includeOld: 'true' })).toBe(TRACER_TEXT_COUNT_LIMIT);
    expect(limitOf({})).toBe(TRACER_COUNT_LIMIT);
    expect(limitOf({ type: 'insider', trending: 'bullish' })).toBe(TRACER_COUNT_LIMIT);
  });

  it('takes blank text for no text', () => {
    expect(limitOf({ q: '   ' })).toBe(TRACER_COUNT_LIMIT);
  });
});

describe('isTextFound', () => {
  const address = '8fdbLtFZ4Xn1aYQ8nRVXqhZKa2sM5UJj7AHQFC5Upump';
  const text = `🚀 Moon Dog ($MDOG) on pump.fun\nCA: ${address}`;

  it('finds a word, a number or any part of them, in any case', () => {
    expect(isTextFound(text, 'moon dog')).toBe(true);
    expect(isTextFound(text, 'PUMP.F')).toBe(true);
    expect(isTextFound(text, '$mdog)')).toBe(true);
    expect(isTextFound(text, 'moon cat')).toBe(false);
  });

  it('finds an address only whole, in any case, with the text around it', () => {
    expect(isTextFound(text, address)).toBe(true);
    expect(isTextFound(text, address.toUpperCase())).toBe(true);
    // Lowered, its L becomes l, which base58 lacks: a fragment of an address then, not found.
    expect(isTextFound(text, address.toLowerCase())).toBe(false);
    expect(isTextFound(text, `CA: ${address}`)).toBe(true);
    expect(isTextFound(text, `XX ${address}`)).toBe(false);
    expect(isTextFound(text, address.slice(0, 36))).toBe(false);
    expect(isTextFound(text, 'upump')).toBe(false);
    expect(isTextFound(`a mint ${address}`, 'pump')).toBe(false);
  });
});
