import { describe, expect, it } from '@jest/globals';
import { callerIn } from './caller.js';
import { collectUrls } from './message-links.js';
import { toPlainText } from './plain-text.js';

const read = (text: string, links: readonly string[] = []) => callerIn(toPlainText(text), text, collectUrls(text, links));

describe('callerIn', () => {
  it.each([
    ['Called by @handle', 'Called by @solsniperjoe\n📈 Chart', '@solsniperjoe'],
    ['Caller: @handle after an emoji', '📣 Caller: @frogwhisperer | 12 calls', '@frogwhisperer'],
    ['a caller named at the end of a sentence', 'Called at $22.1K MC by @catcaller, now $64.8K MC', '@catcaller'],
    ['Called by: a name', 'Called by: Pond Gems (52m ago)', 'Pond Gems'],
    ['KOL: a name', '👤 KOL: Ansem', 'Ansem'],
  ])('reads %s', (_form, text, name) => {
    expect(read(text).name).toBe(name);
  });

  it("gives a handle's t.me page as the caller's link", () => {
    expect(read('Called by @solsniperjoe')).toEqual({ name: '@solsniperjoe', link: 'https://t.me/solsniperjoe' });
  });

  it('takes the link the message puts on the caller, in markdown or Telegram HTML', () => {
    expect(read('Caller: [Pond Gems](https://t.me/pond_gems_calls)')).toEqual({ name: 'Pond Gems', link: 'https://t.me/pond_gems_calls' });
    expect(read('Caller: <a href="https://t.me/pond_gems_calls">Pond Gems</a>')).toEqual({
      name: 'Pond Gems',
      link: 'https://t.me/pond_gems_calls',
    });
  });

  it("takes a button to an account of the caller's name", () => {
    const links = ['https://pump.fun/coin/13hhdUPfqFvwTPhqWGgzF3tuvhKBPgFWiMaUsaA4pump', 'https://t.me/PondGems'];
    expect(read('Caller: Pond Gems', links)).toEqual({ name: 'Pond Gems', link: 'https://t.me/PondGems' });
  });

  it('gives a name without a link when the message links no account of it', () => {
    expect(read('Caller: Pond Gems', ['https://t.me/other_channel'])).toEqual({ name: 'Pond Gems', link: null });
  });

  it.each([
    ['no caller at all', 'MC: $24K\nHolders: 87'],
    ['a call market cap', 'Call MC → Now: $19.7K → $57.3K'],
    ['a caller count', 'Callers: 5 | Groups: 7'],
    ['a sentence after by', 'Called by the team after the migration, which went well and so on and on'],
  ])('reads no caller from %s', (_case, text) => {
    expect(read(text)).toEqual({ name: null, link: null });
  });
});
