import { describe, expect, it } from '@jest/globals';
import { TRACER_COUNT_LIMIT, TRACER_TEXT_COUNT_LIMIT, tracerCountLimit, tracerQuerySchema } from './message-queries.js';

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
