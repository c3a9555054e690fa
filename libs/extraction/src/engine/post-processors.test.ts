import { describe, expect, it } from '@jest/globals';
import {
  applyPostProcessors,
  parseAmount,
  parsePercentage,
  parsePostProcessorChain,
  POST_PROCESSOR_NAMES,
  type ExtractedValue,
  type PostProcessorName,
} from './post-processors.js';

const run = (value: ExtractedValue, ...chain: PostProcessorName[]) => applyPostProcessors(value, chain);

describe('post-processors', () => {
  it('are the seven known ones, in order', () => {
    expect([...POST_PROCESSOR_NAMES]).toEqual([
      'uppercase',
      'lowercase',
      'trim',
      'parseInt',
      'parseFloat',
      'parseAmount',
      'parsePercentage',
    ]);
  });

  it.each<[PostProcessorName, ExtractedValue, ExtractedValue]>([
    ['uppercase', 'gobcat', 'GOBCAT'],
    ['lowercase', 'SOLD', 'sold'],
    ['trim', '  Goblin Cat \n', 'Goblin Cat'],
    ['parseInt', '1,284', 1284],
    ['parseInt', '87 holders', 87],
    ['parseInt', '12.9', 12],
    ['parseFloat', '1.9', 1.9],
    ['parseFloat', '-0.31', -0.31],
    ['parseAmount', '$1.2M', 1_200_000],
    ['parseAmount', '45.3K', 45_300],
    ['parseAmount', '$24.1k', 24_100],
    ['parseAmount', '1.5B', 1_500_000_000],
    ['parseAmount', '$1,305,220', 1_305_220],
    ['parseAmount', '12.5 SOL', 12.5],
    ['parseAmount', '5 mins', 5],
    ['parseAmount', '2 million', 2_000_000],
    ['parseAmount', '-$5K', -5000],
    ['parseAmount', '0.0000098', 0.0000098],
    ['parsePercentage', '45.3%', 45.3],
    ['parsePercentage', '+134%', 134],
    ['parsePercentage', '-36.8 %', -36.8],
    ['parsePercentage', '27.4', 27.4],
  ])('%s reads %p as %p', (name, input, expected) => {
    expect(run(input, name)).toBe(expected);
  });

  it.each<[PostProcessorName, ExtractedValue]>([
    ['parseInt', 'many'],
    ['parseFloat', ''],
    ['parseAmount', 'N/A'],
    ['parsePercentage', 'a lot'],
    ['uppercase', null],
    // Figures too long for a double are Infinity, which JSON and the token's sums cannot hold.
    ['parseInt', '9'.repeat(400)],
    ['parseFloat', `${'1'.repeat(320)} holders`],
    ['parseAmount', `$${'9'.repeat(320)}`],
    ['parseAmount', `${'9'.repeat(306)}B`],
    ['parsePercentage', `${'9'.repeat(400)}%`],
  ])('%s gives null for %p', (name, input) => {
    expect(run(input, name)).toBeNull();
  });

  it('chain left to right, and null stays null', () => {
    expect(run('  low ', 'trim', 'uppercase')).toBe('LOW');
    expect(run(' $61.3K ', 'trim', 'parseAmount')).toBe(61_300);
    expect(run('n/a', 'parseAmount', 'uppercase')).toBeNull();
    expect(run(24_100, 'parseAmount')).toBe(24_100);
    expect(run(7, 'uppercase')).toBe('7');
  });

  it('exposes the parsers', () => {
    expect(parseAmount('$3.1M')).toBe(3_100_000);
    expect(parsePercentage('Top 10: 24.6%')).toBe(24.6);
  });
});

describe('parsePostProcessorChain', () => {
  it('reads the chain however it is separated', () => {
    expect(parsePostProcessorChain('trim,parseAmount').names).toEqual(['trim', 'parseAmount']);
    expect(parsePostProcessorChain('trim | uppercase').names).toEqual(['trim', 'uppercase']);
    expect(parsePostProcessorChain('trim > parseFloat').names).toEqual(['trim', 'parseFloat']);
    expect(parsePostProcessorChain(null)).toEqual({ names: [], unknown: [] });
  });

  it('says which names it does not know', () => {
    expect(parsePostProcessorChain('trim,toNumber')).toEqual({ names: ['trim'], unknown: ['toNumber'] });
  });
});
