import { describe, expect, it } from '@jest/globals';
import { cachedUserRegex, capturedValue, compileUserRegex, RegexError, type SafeRegex } from './safe-regex.js';

function compiled(source: string, flags = ''): SafeRegex {
  const regex = compileUserRegex(source, flags);
  if (regex instanceof RegexError) throw regex;
  return regex;
}

describe('compileUserRegex', () => {
  it('matches like a JavaScript regex for what traders write', () => {
    const match = compiled(String.raw`MC:\s*\$([\d.]+)([KMB])`, 'i').firstMatch('💰 mc: $24.1k • 🔝 $26.8K');
    expect(match).toMatchObject({ text: 'mc: $24.1k', groups: ['24.1', 'k'] });
  });

  it('gives named groups', () => {
    expect(compiled(String.raw`Holders: (?<holders>[\d,]+)`).firstMatch('Holders: 1,284')?.named).toEqual({ holders: '1,284' });
  });

  it('reads emojis, CJK and Unicode classes', () => {
    expect(compiled(String.raw`(🟢|🔴|🟠)`).firstMatch('VOLUME 🔴')?.groups).toEqual(['🔴']);
    expect(compiled(String.raw`\$(\p{L}+)`).firstMatch('$狗狗 to the moon')?.groups).toEqual(['狗狗']);
  });

  it('translates JavaScript-only spellings', () => {
    expect(compiled(String.raw`\u{1F7E2} (\w+)`).firstMatch('🟢 bullish')?.groups).toEqual(['bullish']);
    expect(compiled(String.raw`caf\u00e9`).test('café')).toBe(true);
  });

  it('honours the i, m and s flags and ignores g and u', () => {
    expect(compiled('^holders', '').test('x\nHolders')).toBe(false);
    expect(compiled('^holders', 'im').test('x\nHolders')).toBe(true);
    expect(compiled('a.b', 's').test('a\nb')).toBe(true);
    expect(compiled('a', 'gu').test('a')).toBe(true);
  });

  it('runs lookbehinds, which RE2 can do in linear time', () => {
    expect(compiled('(?<!top )holders: (\\d+)', 'i').firstMatch('Top holders: 31 | Holders: 87')?.groups).toEqual(['87']);
  });

  it('stays linear on catastrophic patterns: (a+)+$ against 100,000 characters returns', () => {
    const evil = 'a'.repeat(100_000) + '!';
    const regex = compiled('(a+)+$');
    expect(regex.test(evil)).toBe(false);
    expect(regex.firstMatch(evil)).toBeNull();
    expect(compiled('^(\\w+\\s?)*$').test(`${'word '.repeat(20_000)}!`)).toBe(false);
  });

  it.each([
    ['(a)\\1', 'backreferences such as \\1 are not supported'],
    ['(?<x>a)\\k<x>', 'named backreferences such as \\k<name> are not supported'],
    ['price(?= usd)', 'lookaheads (?=...) are not supported'],
    ['dev(?! sold)', 'negative lookaheads (?!...) are not supported'],
    ['MC: [', 'invalid regex: missing closing ]: `[`'],
    ['(unclosed', 'invalid regex: missing closing ): `(unclosed`'],
    ['a{1001}', 'invalid regex: invalid repeat count: `{1001}`'],
  ])('rejects %s and says why', (source, reason) => {
    const error = compileUserRegex(source);
    expect(error).toBeInstanceOf(RegexError);
    expect(error).toMatchObject({ source, reason, message: `regex /${source}/ cannot be used: ${reason}` });
  });

  it('does not mistake escaped or bracketed look-alikes for backreferences', () => {
    expect(compiled(String.raw`\\1`).test('\\1')).toBe(true);
    expect(compiled(String.raw`[(?=]x`).test('=x')).toBe(true);
  });

  it('rejects unknown flags', () => {
    expect(compileUserRegex('a', 'x')).toMatchObject({ reason: "unknown flag 'x'" });
  });
});

describe('capturedValue', () => {
  it('takes the first group that took part, else the whole match', () => {
    const either = compiled('twitter: (\\d+)|(\\d+) mentions');
    const second = either.firstMatch('9 mentions');
    expect(second && capturedValue(second)).toBe('9');
    const whole = compiled('\\d+%').firstMatch('top 10: 24%');
    expect(whole && capturedValue(whole)).toBe('24%');
  });
});

describe('cachedUserRegex', () => {
  it('compiles a pattern once per flags', () => {
    expect(cachedUserRegex('abc', 'i')).toBe(cachedUserRegex('abc', 'i'));
    expect(cachedUserRegex('abc', 'i')).not.toBe(cachedUserRegex('abc', ''));
  });

  it('remembers a broken pattern as its error', () => {
    expect(cachedUserRegex('(a)\\1')).toBeInstanceOf(RegexError);
  });
});
