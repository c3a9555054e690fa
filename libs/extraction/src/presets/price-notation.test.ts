import { describe, expect, it } from '@jest/globals';
import { parsePrice } from './price-notation.js';

describe('parsePrice', () => {
  it.each([
    ['$0.0{5}7311', 0.000007311],
    ['0.0₅7311', 0.000007311],
    ['$0.0(4)1234', 0.00001234],
    ['0.0₁₂42', 0.00000000000042],
    ['$0.0000098', 0.0000098],
    ['1.25', 1.25],
    ['$1,250.5', 1250.5],
  ])('reads %s', (written, expected) => {
    expect(parsePrice(written)).toBe(expected);
  });

  it.each([null, '', 'soon', '0.0{}7311', '$'])('gives null for %p', (written) => {
    expect(parsePrice(written)).toBeNull();
  });
});
