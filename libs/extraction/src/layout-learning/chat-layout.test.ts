import { describe, expect, it } from '@jest/globals';
import { applyLesson } from './layout-lesson.js';
import { readWithChatLayout, type TokenFields } from './chat-layout.js';
import { isTrusted, type LayoutRuleCounts } from './layout-rule.js';

const ADDRESS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

/** A chat whose layout no rule of the generic reader was written for. */
function post(name: string, symbol: string, cap: string): string {
  return [`☄️ Zorvak ⟫ ${name}`, `Kt ≈ ${symbol}`, `CA ${ADDRESS}`, `Vlm 12K`, `Brr ~ ${cap} 🐳`].join('\n');
}

const unread: TokenFields = { name: null, symbol: null, marketCap: null };

/** Feeds the chat's messages with their known values, the way the extractor does; returns the rules learned. */
function learn(messages: Array<{ text: string; known: TokenFields }>, start: LayoutRuleCounts[] = []): LayoutRuleCounts[] {
  let rules = start;
  for (const { text, known } of messages) {
    rules = applyLesson(rules, readWithChatLayout({ address: ADDRESS, text, generic: unread, known, rules, enabled: true }).lesson);
  }
  return rules;
}

const tokens = [
  { name: 'Goblin Cat', symbol: 'GOBCAT', cap: '$48.2K', marketCap: 48_200 },
  { name: 'Neural Fox', symbol: 'NFOX', cap: '$1.2M', marketCap: 1_200_000 },
  { name: 'Moon Deng', symbol: 'DENG', cap: '$310K', marketCap: 310_000 },
  { name: 'Solana Sloth', symbol: 'SLOTH', cap: '$77K', marketCap: 77_000 },
];

describe('a chat layout learned from known tokens', () => {
  it('learns where the chat writes each field, then reads a token nobody knows with it', () => {
    const rules = learn(
      tokens.map(({ name, symbol, cap, marketCap }) => ({ text: post(name, symbol, cap), known: { name, symbol, marketCap } })),
    );
    const later = readWithChatLayout({
      address: ADDRESS,
      text: post('Bonk Lord', 'BONKL', '2.4M'),
      generic: unread,
      known: null,
      rules,
      enabled: true,
    });
    expect(later.fields).toEqual({ name: 'Bonk Lord', symbol: 'BONKL', marketCap: 2_400_000 });
    expect(later.fromLayout).toEqual(['name', 'symbol', 'marketCap']);
  });

  it('learns from a known market cap within the tolerance, not only the same figure', () => {
    const rules = learn(
      tokens.map(({ symbol, cap, marketCap }) => ({
        text: post('x', symbol, cap),
        known: { name: null, symbol, marketCap: marketCap * 1.1 },
      })),
    );
    const later = readWithChatLayout({
      address: ADDRESS,
      text: post('Bonk Lord', 'BONKL', '$90K'),
      generic: unread,
      known: null,
      rules,
      enabled: true,
    });
    expect(later.fields.marketCap).toBe(90_000);
  });

  it('reads nothing before a rule has agreed often enough: the generic reader stands', () => {
    const rules = learn(
      tokens.slice(0, 2).map(({ name, symbol, cap, marketCap }) => ({ text: post(name, symbol, cap), known: { name, symbol, marketCap } })),
    );
    const generic = { name: 'Generic', symbol: 'GEN', marketCap: 5 };
    const later = readWithChatLayout({
      address: ADDRESS,
      text: post('Bonk Lord', 'BONKL', '2.4M'),
      generic,
      known: null,
      rules,
      enabled: true,
    });
    expect(later.fields).toEqual(generic);
    expect(later.fromLayout).toEqual([]);
  });

  it('reads nothing once the trader switched it off, and still learns', () => {
    const rules = learn(
      tokens.map(({ name, symbol, cap, marketCap }) => ({ text: post(name, symbol, cap), known: { name, symbol, marketCap } })),
    );
    const generic = { name: 'Generic', symbol: 'GEN', marketCap: 5 };
    const off = readWithChatLayout({
      address: ADDRESS,
      text: post('Bonk Lord', 'BONKL', '2.4M'),
      generic,
      known: { name: 'Bonk Lord', symbol: null, marketCap: null },
      rules,
      enabled: false,
    });
    expect(off.fields).toEqual(generic);
    expect(off.lesson.agreed.some((rule) => rule.field === 'name')).toBe(true);
  });

  it('counts how often the layout agreed with the known values it read', () => {
    const rules = learn(
      tokens.map(({ name, symbol, cap, marketCap }) => ({ text: post(name, symbol, cap), known: { name, symbol, marketCap } })),
    );
    const checked = readWithChatLayout({
      address: ADDRESS,
      text: post('Bonk Lord', 'BONKL', '2.4M'),
      generic: unread,
      known: { name: 'Bonk Lord', symbol: 'WRONG', marketCap: 2_300_000 },
      rules,
      enabled: true,
    });
    expect({ compared: checked.compared, agreed: checked.agreed }).toEqual({ compared: 3, agreed: 2 });
  });

  it('loses to the generic reader once a wrong learned layout has disagreed with known values', () => {
    const rules = learn(
      tokens.map(({ name, symbol, cap, marketCap }) => ({ text: post(name, symbol, cap), known: { name, symbol, marketCap } })),
    );
    // The chat moved its symbol to a new line; the old place now holds a word that is no ticker.
    const moved = (symbol: string) => post('Bonk Lord', 'soon', '2.4M').replace('Brr', `Tk: ${symbol}\nBrr`);
    const generic = { name: 'Bonk Lord', symbol: 'BONKL', marketCap: 2_400_000 };
    expect(readWithChatLayout({ address: ADDRESS, text: moved('BONKL'), generic, known: null, rules, enabled: true }).fields.symbol).toBe(
      'soon',
    );
    const corrected = learn(
      ['AAA', 'BBB'].map((symbol) => ({ text: moved(symbol), known: { name: null, symbol, marketCap: null } })),
      rules,
    );
    const symbolRules = corrected.filter((rule) => rule.field === 'symbol' && rule.disagreed > 0);
    expect(symbolRules.length).toBeGreaterThan(0);
    expect(symbolRules.every((rule) => !isTrusted(rule))).toBe(true);
    expect(
      readWithChatLayout({ address: ADDRESS, text: moved('BONKL'), generic, known: null, rules: corrected, enabled: true }).fields.symbol,
    ).toBe('BONKL');
  });

  it('reads the figure closing a labelled line that writes two, wherever optional lines put it', () => {
    // The label's mark also joins the market cap's history, and optional lines before and after
    // the market cap's line move it from the top and from the address alike.
    const history = (symbol: string, from: string, to: string, index: number) =>
      [
        `Kt ≈ ${symbol}`,
        ...(index % 2 === 0 ? ['Hodl ~ 1,234'] : []),
        `🌵 Brr → ${from} → ${to}`,
        ...(index % 3 === 0 ? ['nokvak 12x'] : []),
        `CA ${ADDRESS}`,
      ].join('\n');
    const rules = learn(
      tokens.map(({ symbol, cap, marketCap }, index) => ({
        text: history(symbol, `$${index + 2}.5K`, cap, index),
        known: { name: null, symbol, marketCap },
      })),
    );
    const unseenHistories = [
      { from: '$20.5K', to: '$41.2K', marketCap: 41_200 },
      { from: '$1.1M', to: '$2.4M', marketCap: 2_400_000 },
    ];
    for (const [index, { from, to, marketCap }] of unseenHistories.entries()) {
      const later = readWithChatLayout({
        address: ADDRESS,
        text: history('BONKL', from, to, index + 1),
        generic: unread,
        known: null,
        rules,
        enabled: true,
      });
      expect(later.fields.marketCap).toBe(marketCap);
    }
  });

  it('reads an unlabelled line counted from a labelled one wherever optional lines put it, and nothing without that label', () => {
    // The symbol's line has no label; optional lines before it, and between it and the address,
    // move it from the top and from the address alike. The market cap's line stays right after it.
    const moving = (symbol: string, cap: string | null, index: number) =>
      [
        ...(index % 2 === 0 ? ['📣 call'] : []),
        `${index % 2 === 0 ? '🪐' : '🧊'} ${symbol}`,
        ...(cap === null ? [] : [`Brr ~ ${cap}`]),
        ...(index % 3 === 0 ? ['Vlm 12K'] : []),
        `CA ${ADDRESS}`,
      ].join('\n');
    const rules = learn(
      tokens.map(({ symbol, cap, marketCap }, index) => ({ text: moving(symbol, cap, index), known: { name: null, symbol, marketCap } })),
    );
    const generic = { name: null, symbol: 'GEN', marketCap: null };
    for (const index of [4, 5, 6, 7]) {
      const later = readWithChatLayout({
        address: ADDRESS,
        text: moving('BONKL', '2.4M', index),
        generic,
        known: null,
        rules,
        enabled: true,
      });
      expect(later.fields.symbol).toBe('BONKL');
    }
    const [byLabel] = rules.filter((rule) => rule.field === 'symbol' && isTrusted(rule));
    expect(byLabel).toMatchObject({ lineFrom: 'label', line: -1, label: 'Brr', anchor: 'line-start', before: '' });
    // Without its label's line the rule reads nothing: the generic reader stands, and nothing disagrees.
    const unlabelled = readWithChatLayout({
      address: ADDRESS,
      text: moving('BONKL', null, 4),
      generic,
      known: { name: null, symbol: 'BONKL', marketCap: null },
      rules,
      enabled: true,
    });
    expect(unlabelled.fields.symbol).toBe('GEN');
    expect(unlabelled.lesson.disagreed.filter((rule) => rule.lineFrom === 'label')).toEqual([]);
  });

  it('does not take a name written as the symbol for the place of either', () => {
    const lesson = readWithChatLayout({
      address: ADDRESS,
      text: 'Kt ≈ PEPE\nName: Pepe',
      generic: unread,
      known: { name: 'Pepe', symbol: 'PEPE', marketCap: null },
      rules: [],
      enabled: true,
    }).lesson;
    expect(lesson.agreed.every((rule) => rule.field === 'symbol')).toBe(true);
  });
});
