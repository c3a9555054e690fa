import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { RE2JS } from 're2js';
import { presetLibrary } from '../presets/library.js';
import { requiredLiteral } from './required-literal.js';

describe('requiredLiteral', () => {
  it.each([
    ['rug risk:?\\s*([a-z]+)', 'rug ri'],
    ['early buyers:?[^\\n]*?(\\d+)\\s*hold', 'early buyer'],
    // 'k' and 's' end a run: they also match the Kelvin sign and the long s.
    ['Market Cap: (\\$[\\d.]+)', 'et cap: '],
    ['(?:bought|sold) (\\d+)', null],
    ['twitter: (\\d+)|(\\d+) mentions', null],
    ['abc?def', 'def'],
    ['x{100}yz', null],
    ['\\u{1F7E2}abc', 'abc'],
    ['\\pLabc', 'abc'],
    ['\\x41\\x42CDE', null],
    ['\\$\\.\\(ab', '$.(ab'],
    ['dev(?:eloper)?:', 'dev'],
    ['\\Qabc\\E', null],
  ])('%s → %p', (source, expected) => {
    expect(requiredLiteral(source)).toBe(expected);
  });

  const flags = RE2JS.CASE_INSENSITIVE | RE2JS.LOOKBEHINDS;
  const matchesIgnoringCase = (source: string, text: string) => RE2JS.compile(source, flags).test(text);

  it('is in every message a preset regex matches', () => {
    const texts = presetLibrary.map((p) => p.example_input);
    for (const preset of presetLibrary.filter((p) => p.extractor_type === 'regex')) {
      const literal = requiredLiteral(preset.extractor_pattern);
      for (const text of texts) {
        if (literal !== null && matchesIgnoringCase(preset.extractor_pattern, text)) {
          expect([preset.id, text.toLowerCase().includes(literal)]).toEqual([preset.id, true]);
        }
      }
    }
  });

  // Pattern pieces, each with texts it may match, so that random patterns meet texts they
  // match often enough for the property to say something.
  const PIECES: readonly (readonly [string, readonly string[]])[] = [
    ['a', ['a', 'A']], ['b', ['b', 'B']], ['ab', ['ab', 'AB']], [':', [':']], [' ', [' ']], ['\\d', ['1']],
    ['\\w', ['a', '1']], ['\\b', ['']], ['(a|b)', ['a', 'b']], ['(?:ab)', ['ab']], ['[ab]', ['a', 'b']], ['[^a]', ['b', '1']],
    ['?', ['']], ['*', ['', 'a']], ['+', ['', 'b']], ['{2}', ['']], ['|', ['']], ['.', ['x', 'a']], ['\\:', [':']],
    ['(?i)', ['']], ['(?-i)', ['']], ['K', ['K', 'k', '\u212a']], ['s', ['s', 'S', '\u017f']], ['\\pL', ['a']],
    ['\\x61', ['a', 'A']], ['(?m:^)', ['', '\n']], ['$', ['']],
  ];

  it('is in every text the regex matches (property, random patterns)', () => {
    const piece = fc.tuple(fc.nat(PIECES.length - 1), fc.nat(2));
    const caseFlag = fc.constantFrom(0, RE2JS.CASE_INSENSITIVE);
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 10 }), fc.string({ maxLength: 3 }), caseFlag, (parts, noise, flag) => {
        const chosen = parts.map(([index, pick]) => {
          const [pattern, texts] = PIECES[index] ?? ['', ['']];
          return [pattern, texts[pick % texts.length] ?? ''] as const;
        });
        const source = chosen.map(([pattern]) => pattern).join('');
        const text = noise + chosen.map(([, sample]) => sample).join('');
        let compiled: RE2JS;
        try {
          compiled = RE2JS.compile(RE2JS.translateRegExp(source), flag | RE2JS.LOOKBEHINDS);
        } catch {
          return;
        }
        const literal = requiredLiteral(source);
        if (literal !== null && compiled.test(text)) expect(text.toLowerCase()).toContain(literal);
      }),
      { numRuns: 5000 },
    );
  });
});
