import { describe, expect, it } from '@jest/globals';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.js';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, up to the limit and one past it', () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[{"c":[1,2]}]}}', 5)).toBe(false);
    expect(nestsDeeperThan('{"a":{"b":[{"c":[1,2]}]}}', 4)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ text: `${'['.repeat(500)} "quoted \\" [[[` });
    expect(nestsDeeperThan(text, 1)).toBe(false);
  });

  it('finds the depth of a megabyte of brackets without parsing it', () => {
    expect(nestsDeeperThan(nested(500_000), MAX_JSON_DEPTH)).toBe(true);
  });
});
