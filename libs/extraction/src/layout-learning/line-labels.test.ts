import { describe, expect, it } from '@jest/globals';
import { labelledLine, lineLabel } from './line-labels.js';

describe('lineLabel', () => {
  const lines = ['🪐 Market Cap: $1.2M', 'Market Vol: 12K', '🧊 MC → 20K → 41K', '$PEPE', '12K holders', 'nokvak blu 12x'];

  it('takes the shortest opening words after the decoration that open no earlier line', () => {
    expect(lines.map((_, index) => lineLabel(lines, index))).toEqual(['Market', 'Market Vol:', 'MC', '$PEPE', null, 'nokvak']);
  });

  it('has none where a figure comes first, or the line is decoration alone', () => {
    expect(lineLabel(['12K holders'], 0)).toBeNull();
    expect(lineLabel(['🔥🔥🔥'], 0)).toBeNull();
  });
});

describe('labelledLine', () => {
  it('finds the first line opening with the label after any decoration, as whole words', () => {
    expect(labelledLine(['MCap 12K', '🌵 MC: 41K', 'MC 9K'], 'MC')).toBe(1);
    expect(labelledLine(['MCap 12K', 'MC: 41K'], 'MC:')).toBe(1);
    expect(labelledLine(['Vol 12K', 'holders 40'], 'MC')).toBe(-1);
  });
});
