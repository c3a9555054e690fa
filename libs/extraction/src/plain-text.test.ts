import { describe, expect, it } from '@jest/globals';
import { stripInvisibleMarks, toPlainText } from './plain-text.js';

describe('stripInvisibleMarks', () => {
  it('removes direction marks, zero-width spaces and joiners between letters', () => {
    expect(stripInvisibleMarks('\u200EGob\u200Blin\u200F C\u200Dat\uFEFF\u2066')).toBe('Goblin Cat');
  });

  it('keeps the joiners that build emoji sequences', () => {
    expect(stripInvisibleMarks('👨‍💻 🧑‍🤝‍🧑 🏳️‍🌈')).toBe('👨‍💻 🧑‍🤝‍🧑 🏳️‍🌈');
  });
});

describe('toPlainText', () => {
  it('removes Telegram HTML tags and decodes entities', () => {
    expect(toPlainText('<b>MC:</b> <code>$24K</code> &amp; <a href="https://x.com/a">X</a> &lt;3')).toBe('MC: $24K & X <3');
  });

  it('removes markdown emphasis and code, and keeps the text of links', () => {
    expect(toPlainText('**Goblin** __Cat__ `CA` ~~old~~ [Chart](https://dexscreener.com/solana/x)')).toBe('Goblin Cat CA old Chart');
  });

  it('leaves ordinary text alone', () => {
    expect(toPlainText('Top 10: 24.6% | Dev: 2.1% (holding) < 5%')).toBe('Top 10: 24.6% | Dev: 2.1% (holding) < 5%');
  });
});

describe('styled letters', () => {
  it('reads mathematical bold, script, double-struck and full-width letters and digits as plain ones', () => {
    expect(toPlainText('𝗡𝗮𝗺𝗲: 𝓜𝓸𝓸𝓷 𝓞𝔀𝓵 | 𝕄ℂ: 𝟚.𝟠𝕄 | ＳＹＭ：ＭＯＷＬ ＄４５Ｋ')).toBe('Name: Moon Owl | MC: 2.8M | SYM:MOWL $45K');
  });

  it('keeps the case each letter is styled in', () => {
    expect(toPlainText('𝕞𝕠𝕨𝕝 𝐌𝐎𝐖𝐋')).toBe('mowl MOWL');
  });

  it('leaves an address written in plain letters exactly as it is beside styled ones', () => {
    const address = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
    expect(toPlainText(`𝗖𝗔: ${address}`)).toBe(`CA: ${address}`);
  });

  it('keeps subscript digits of a price, an ellipsis, and symbols that are no styled letters', () => {
    expect(toPlainText('$0.0₄5817 · 9xQe…VFin · ™ № ℹ️ 𝄞')).toBe('$0.0₄5817 · 9xQe…VFin · ™ № ℹ️ 𝄞');
  });
});

describe('keycap digits', () => {
  it('reads keycap emojis as the digits they show, with or without the emoji selector', () => {
    expect(toPlainText('💰 MC: 1️⃣2️⃣0️⃣K | 🔥 Target: 1\u20E3M+')).toBe('💰 MC: 120K | 🔥 Target: 1M+');
  });

  it('leaves digits and emojis without a keycap alone', () => {
    expect(toPlainText('MC: 120K 🔥 #1')).toBe('MC: 120K 🔥 #1');
  });

  it('keeps a keycap alone before a space, a rank or a bullet, as an emoji', () => {
    expect(toPlainText('7️⃣ $OKRA 🆕')).toBe('7️⃣ $OKRA 🆕');
  });
});
