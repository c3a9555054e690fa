import { describe, expect, it } from '@jest/globals';
import { cleanText, storableText } from './message-text.js';

describe('cleanText', () => {
  it('replaces NUL, lone surrogates and control characters with U+FFFD', () => {
    expect(cleanText('a\u0000b\ud800c\udc00d\u001b[31me\u007f\u009b')).toBe('a\uFFFDb\uFFFDc\uFFFDd\uFFFD[31me\uFFFD\uFFFD');
  });

  it('keeps tab, line breaks, emoji and every other character as they are', () => {
    const alert = '🚨 NEW ALERT 🚨\r\n\tGoblin Cat ($GOBCAT) — 日本語 <b>&amp;</b>';
    expect(cleanText(alert)).toBe(alert);
  });

  it('changes nothing more when run again', () => {
    const once = cleanText('x\u0000\ud83d');
    expect(cleanText(once)).toBe(once);
  });
});

describe('storableText', () => {
  it('refuses what PostgreSQL cannot store, and more than its length', () => {
    const schema = storableText(5);
    expect(schema.safeParse('a\u0000').success).toBe(false);
    expect(schema.safeParse('\ud800').success).toBe(false);
    expect(schema.safeParse('abcdef').success).toBe(false);
    expect(schema.safeParse('a😀\tb').success).toBe(true);
  });
});
