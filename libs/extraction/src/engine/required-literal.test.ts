import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { RE2JS } from 're2js';
import { presetLibrary } from '../presets/library.js';
import { accuracyCorpus, demoAlerts } from '@solana-hub/demo-alerts';
import { lowerForLiterals, requiredLiterals } from './required-literal.js';

describe('requiredLiterals', () => {
  it.each([
    ['rug risk:?\\s*([a-z]+)', ['rug risk']],
    ['(?:bought|sold) (\\d+)', ['bought', 'sold']],
    ['twitter: (\\d+)|(\\d+) mentions', ['twitter: ', ' mentions']],
    ['\\bkols?:?\\s*(\\d+)|(\\d+)\\s*kols?\\b', ['kol']],
    ['(?:\\bath\\b|🔝)[:\\s]*(\\$\\d+)', ['ath', '🔝']],
    ['🔝?(\\d+)%', ['%']],
    ['\\bdev:?\\s*(\\d+)', ['dev']],
    ['a(bcd|efg)+h', ['bcd', 'efg']],
    ['(abc)?d', ['d']],
    ['(?=abc)x', ['x']],
    ['x?(abc|)y?', null],
    ['(a|b)|c', ['a', 'b', 'c']],
    ['\\d+', null],
    ['\\Qabc\\E', null],
  ])('%s → %p', (source, expected) => {
    expect(requiredLiterals(source)).toEqual(expected);
  });

  const flags = RE2JS.CASE_INSENSITIVE | RE2JS.LOOKBEHINDS;
  const compiled = new Map<string, RE2JS>();
  const re2 = (source: string): RE2JS => {
    let regex = compiled.get(source);
    if (!regex) compiled.set(source, (regex = RE2JS.compile(RE2JS.translateRegExp(source), flags)));
    return regex;
  };
  const holdsFor = (source: string, text: string): boolean => {
    const literals = requiredLiterals(source);
    if (literals === null || !re2(source).test(text)) return true;
    const lower = lowerForLiterals(text);
    return literals.some((literal) => lower.includes(literal));
  };

  it('holds for every preset regex on every example and corpus message', () => {
    const texts = [...presetLibrary.map((p) => p.example_input), ...demoAlerts.map((a) => a.text), ...accuracyCorpus.map((a) => a.text)];
    for (const preset of presetLibrary) {
      for (const text of texts) expect([preset.id, holdsFor(preset.extractor_pattern, text)]).toEqual([preset.id, true]);
    }
  });

  it('finds what RE2 folds into k and s: the Kelvin sign and the long s', () => {
    expect(holdsFor('kelvin', '\u212Aelvin')).toBe(true);
    expect(holdsFor('sol\\b', '12 \u017FOL')).toBe(true);
    expect(lowerForLiterals('\u212A \u017F S')).toBe('k s s');
  });

  const PIECES: readonly (readonly [string, readonly string[]])[] = [
    ['a', ['a', 'A']],
    ['b', ['b', 'B']],
    ['ab', ['ab', 'AB']],
    [':', [':']],
    [' ', [' ']],
    ['\\d', ['1']],
    ['\\w', ['a', '1']],
    ['\\b', ['']],
    ['(a|b)', ['a', 'b']],
    ['(?:ab|c)', ['ab', 'c']],
    ['[ab]', ['a', 'b']],
    ['[^a]', ['b', '1']],
    ['?', ['']],
    ['*', ['', 'a']],
    ['+', ['', 'b']],
    ['{2}', ['']],
    ['|', ['']],
    ['.', ['x', 'a']],
    ['\\:', [':']],
    ['(?i)', ['']],
    ['(?-i)', ['']],
    ['K', ['K', 'k', '\u212a']],
    ['s', ['s', 'S', '\u017f']],
    ['\\pL', ['a']],
    ['\\x61', ['a', 'A']],
    ['(?m:^)', ['', '\n']],
    ['$', ['']],
    ['🔝', ['🔝']],
    ['(?=a)', ['a']],
    ['(?<!b)', ['']],
  ];

  it('holds in every text the regex matches (property, random patterns)', () => {
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
        const literals = requiredLiterals(source);
        if (literals !== null && compiled.test(text)) {
          const lower = lowerForLiterals(text);
          expect([source, text, literals.some((literal) => lower.includes(literal))]).toEqual([source, text, true]);
        }
      }),
      { numRuns: 10_000 },
    );
  });
});
