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
