import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { RE2JS } from 're2js';
import { lowerForLiterals } from './required-literal.js';
import { literalsTest, NATIVE_MAX_LENGTH, nativeReadsAsRe2 } from './text-scan.js';

describe('literalsTest', () => {
  const holds = (literals: string[], text: string) => literalsTest(literals)?.(text);

  it('tells a text without any of the literals', () => {
    expect(holds(['rug risk'], 'Holders: 87 | Top 10: 24.6%')).toBe(false);
    expect(holds(['rug risk', 'top 10'], 'Holders: 87 | Top 10: 24.6%')).toBe(true);
    expect(holds(['%'], 'MC $47.8K')).toBe(false);
    expect(holds(['🔝'], 'ATH 🔝 $26.8K')).toBe(true);
    expect(holds(['🔝'], 'ATH $26.8K')).toBe(false);
  });

  it('finds literals in any letter case, the Kelvin sign and the long s included', () => {
    expect(holds(['kol'], '3 \u212AOLs in')).toBe(true);
    expect(holds(['sold'], 'Dev: \u017FOLD')).toBe(true);
  });

  it('has no test for nothing, or for a literal with letters outside ASCII', () => {
    expect(literalsTest(null)).toBeNull();
    expect(literalsTest(['café'])).toBeNull();
  });

  it('never misses a literal RE2 finds case-insensitively (property)', () => {
    const char = fc.constantFrom('a', 'B', 'k', 'K', '\u212A', 's', 'S', '\u017F', 'i', 'İ', ' ', ':', '%', '1', '🔝', 'é', '\n');
    // Literals as requiredLiterals gives them: lower-case ASCII, or characters without case.
    const piece = fc.constantFrom('a', 'b', 'k', 's', 'i', ' ', ':', '%', '1', '🔝');
    fc.assert(
      fc.property(fc.array(char, { minLength: 1, maxLength: 20 }), fc.array(piece, { minLength: 1, maxLength: 4 }), (chars, pieces) => {
        const text = chars.join('');
        const literal = pieces.join('');
        const found = RE2JS.compile(RE2JS.quote(literal), RE2JS.CASE_INSENSITIVE).test(text);
        const test = literalsTest([literal]);
        if (found && test !== null) expect([text, literal, test(text)]).toEqual([text, literal, true]);
      }),
      { numRuns: 5_000 },
    );
  });

  it('agrees with lower-casing on ASCII text with the long s', () => {
    const text = 'Dev: \u017Fold | KOLs: 4';
    for (const literal of ['dev: sold', 'kols', 'sold |']) {
      expect(lowerForLiterals(text).includes(literal)).toBe(true);
      expect(literalsTest([literal])?.(text)).toBe(true);
    }
  });
});

describe('nativeReadsAsRe2', () => {
  it('is false where V8 and RE2 part ways, and past a Telegram message', () => {
    expect(nativeReadsAsRe2('Holders: 87\nTop 10: 24.6% 🟢')).toBe(true);
    for (const text of ['a\r\nb', 'a\u2028b', 'a\u2029b', '\u212Aelvin', '\u017Fold', 'x'.repeat(NATIVE_MAX_LENGTH + 1)]) {
      expect(nativeReadsAsRe2(text)).toBe(false);
    }
  });
});
