import { describe, expect, it } from '@jest/globals';
import { runExtractors } from '../engine/run-extractors.js';
import { parseTemplate } from '../engine/template.js';
import { readWithChatLayout, type TokenFields } from './chat-layout.js';
import { applyLesson } from './layout-lesson.js';
import { layoutMessage } from './layout-lines.js';
import { isTrusted, type LayoutRuleCounts } from './layout-rule.js';
import { layoutExtractors, layoutRuleExtractor, LAYOUT_TEMPLATE_FIELDS } from './layout-rule-extractor.js';
import { readLayoutRule } from './read-layout-rule.js';

const ADDRESS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

interface Token {
  name: string;
  symbol: string;
  cap: string;
  marketCap: number;
}

/** Chats in layouts no generic rule was written for, some with an optional header line and blank lines. */
const layouts: Record<string, (token: Token, header: boolean) => string> = {
  zorvak: ({ name, symbol, cap }, header) =>
    [...(header ? ['🚨 HOT 🚨'] : []), `☄️ Zorvak ⟫ ${name}`, `Kt ≈ ${symbol}`, `CA ${ADDRESS}`, `Vlm 12K`, `Brr ~ ${cap} 🐳`].join('\n'),
  ledger: ({ name, symbol, cap }, header) =>
    [...(header ? ['<b>fresh</b>', ''] : []), `💊 ${name} (${symbol})`, '', `   ${ADDRESS}`, `mc: ${cap} | vol 3K`].join('\n'),
  tail: ({ name, symbol, cap }, header) =>
    [...(header ? ['📣 call'] : []), `${name} | ${symbol} 🐸`, `${ADDRESS}`, `cap ${cap}`].join('\n'),
  // The market cap closes a line that writes an earlier one after the same mark as its label;
  // optional lines before and after it move it from the top and from the address.
  history: ({ name, symbol, cap }, header) =>
    [
      `🪐 ${name}`,
      `Kt ≈ ${symbol}`,
      ...(header ? ['📣 call'] : []),
      `🌵 Brr → $${name.length}.1K → ${cap}`,
      ...(header ? ['Vlm 12K'] : []),
      ADDRESS,
    ].join('\n'),
  // The symbol's line has no label and optional lines before it and between it and the
  // address move it: it is counted from the labelled lines around it.
  unlabelled: ({ name, symbol, cap }, header) =>
    [
      ...(header ? ['📣 call'] : []),
      `☄️ Zorvak ⟫ ${name}`,
      `🧊 ${symbol}`,
      'Kt ≈ fresh',
      ...(header ? ['Vlm 12K'] : []),
      `CA ${ADDRESS}`,
      `Brr ~ ${cap} 🐳`,
    ].join('\n'),
};

const taught: Token[] = [
  { name: 'Goblin Cat', symbol: 'GOBCAT', cap: '$48.2K', marketCap: 48_200 },
  { name: 'Neural Fox', symbol: 'NFOX', cap: '$1.2M', marketCap: 1_200_000 },
  { name: 'Moon Deng', symbol: 'DENG', cap: '$310K', marketCap: 310_000 },
  { name: 'Solana Sloth', symbol: 'SLOTH', cap: '$77K', marketCap: 77_000 },
  { name: 'Pixel Pug', symbol: 'PUG', cap: '$2.5M', marketCap: 2_500_000 },
];

const unseen: Token[] = [
  { name: 'Bonk Lord', symbol: 'BONKL', cap: '2.4M', marketCap: 2_400_000 },
  { name: 'Tiny Whale', symbol: 'TWHL', cap: '$905K', marketCap: 905_000 },
  { name: 'Quiet Frog', symbol: 'QFROG', cap: '$12,500', marketCap: 12_500 },
];

const unread: TokenFields = { name: null, symbol: null, marketCap: null };

function learn(post: (token: Token, header: boolean) => string): LayoutRuleCounts[] {
  let rules: LayoutRuleCounts[] = [];
  for (const [index, token] of taught.entries()) {
    const known = { name: token.name, symbol: token.symbol, marketCap: token.marketCap };
    const text = post(token, index % 2 === 0);
    rules = applyLesson(rules, readWithChatLayout({ address: ADDRESS, text, generic: unread, known, rules, enabled: true }).lesson);
  }
  return rules;
}

/** What a template holding only these extractors reads in a message, by learned field. */
function readByTemplate(extractors: ReturnType<typeof layoutExtractors>, text: string): TokenFields {
  const template = parseTemplate({ name: 'learned', display_name: 'Learned', extractors });
  const { fields } = runExtractors(template, text);
  const value = (field: keyof typeof LAYOUT_TEMPLATE_FIELDS) => fields[LAYOUT_TEMPLATE_FIELDS[field].name] ?? null;
  return { name: value('name') as string | null, symbol: value('symbol') as string | null, marketCap: value('marketCap') as number | null };
}

describe.each(Object.entries(layouts))('a %s chat’s learned layout as regex extractors', (_chat, post) => {
  const rules = learn(post);
  const trusted = rules.filter(isTrusted);
  const messages = unseen.flatMap((token) => [post(token, false), post(token, true)]);

  it('has learned a trusted rule for every field', () => {
    expect(new Set(trusted.map((rule) => rule.field))).toEqual(new Set(['name', 'symbol', 'marketCap']));
  });

  it('reads what readWithChatLayout reads, field by field', () => {
    const extractors = layoutExtractors(rules);
    expect(extractors.map((extractor) => extractor.name).sort()).toEqual(['market_cap', 'token_name', 'token_symbol']);
    for (const text of messages) {
      const { fields, fromLayout } = readWithChatLayout({ address: ADDRESS, text, generic: unread, known: null, rules, enabled: true });
      expect(fromLayout.sort()).toEqual(['marketCap', 'name', 'symbol']);
      expect(readByTemplate(extractors, text)).toEqual(fields);
    }
  });

  it('reads what each trusted rule a regex can say reads on its own', () => {
    const said = trusted.flatMap((rule) => {
      const extractor = layoutRuleExtractor(rule);
      return extractor === null ? [] : [{ rule, extractor }];
    });
    expect(said.length).toBeGreaterThan(trusted.length / 2);
    for (const text of messages) {
      for (const { rule, extractor } of said) {
        const layoutValue = readLayoutRule(layoutMessage(text, ADDRESS), rule);
        expect({ rule, value: readByTemplate([extractor], text)[rule.field] }).toEqual({ rule, value: layoutValue });
      }
    }
  });
});

describe('a rule no regex can say', () => {
  const rule = { field: 'name', lineFrom: 'top', line: 0, label: '', anchor: 'line-end', before: '', after: '' } as const;

  it('gives no extractor: a name has no shape to tell where it starts', () => {
    expect(layoutRuleExtractor(rule)).toBeNull();
  });

  it('gives no extractor for a value on the address line itself', () => {
    expect(layoutRuleExtractor({ ...rule, lineFrom: 'address', anchor: 'after-literal', before: 'CA ' })).toBeNull();
  });
});

describe('where the layout reads nothing, the regex reads nothing either', () => {
  const symbolClosing = { field: 'symbol', lineFrom: 'top', line: 1, label: '', anchor: 'line-end', before: '', after: '' } as const;
  const underLabel = { ...symbolClosing, lineFrom: 'label', label: 'Ticker' } as const;
  const readings = (rule: Parameters<typeof layoutRuleExtractor>[0], text: string) => {
    const extractor = layoutRuleExtractor(rule);
    if (extractor === null) throw new Error('a regex can say this rule');
    return { layout: readLayoutRule(layoutMessage(text, ADDRESS), rule), template: readByTemplate([extractor], text).symbol };
  };

  it.each(['Volume 4M', 'Up 60x 🚀', 'Cap 12K'])('reads no symbol from an amount closing the line: %s', (line) => {
    expect(readings(symbolClosing, `🚨 call\n${line}\n${ADDRESS}`)).toEqual({ layout: null, template: null });
  });

  it.each(['Kt ≈ GOBCAT', 'Kt ≈ 1INCH', 'Kt ≈ A55'])('reads the symbol closing the line as the layout does: %s', (line) => {
    const { layout, template } = readings(symbolClosing, `🚨 call\n${line}\n${ADDRESS}`);
    expect(layout).not.toBeNull();
    expect(template).toEqual(layout);
  });

  it('counts from the label only as the chat writes it, in its case', () => {
    expect(readings(underLabel, `Ticker\nGOBCAT\n${ADDRESS}`)).toEqual({ layout: 'GOBCAT', template: 'GOBCAT' });
    expect(readings(underLabel, `ticker\nGOBCAT\n${ADDRESS}`)).toEqual({ layout: null, template: null });
  });
});
