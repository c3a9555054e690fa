import { describe, expect, it } from '@jest/globals';
import { demoAlerts } from '@solana-hub/demo-alerts';
import { matchTemplate } from '../engine/match-template.js';
import { compileUserRegex, RegexError } from '../engine/safe-regex.js';
import { toPlainText } from '../plain-text.js';
import { findTokenIdentity } from '../token-names.js';
import { patternTypeOf, samplePatterns, SIGNAL_PATTERNS, type ProposedPattern } from './sample-patterns.js';

const patternsOf = (sample: string): ProposedPattern[] => samplePatterns(toPlainText(sample), findTokenIdentity(sample)).patterns;
const ticked = (sample: string): string[] =>
  patternsOf(sample)
    .filter((p) => p.enabled)
    .map((p) => p.pattern);

/** What matchTemplate makes of one pattern on the sample's visible text. */
function matchesSample(pattern: ProposedPattern, sample: string): boolean {
  const template = { name: 't', display_name: 't', priority: 1, patterns: [{ ...pattern, enabled: true }] };
  return matchTemplate([template], toPlainText(sample)) !== null;
}

describe('the regex-vs-contains rule', () => {
  it("makes a pattern with '*' or '.+' a regex and any other a contains", () => {
    expect(patternTypeOf('INSIDER BUY .+ SOL')).toBe('regex');
    expect(patternTypeOf(String.raw`\*\*\* ALERT`)).toBe('regex');
    expect(patternTypeOf('Bonding curve:')).toBe('contains');
    expect(patternTypeOf('TRENCH RADAR | PUMP.FUN')).toBe('contains');
  });

  it('types every proposed pattern by the rule', () => {
    for (const alert of demoAlerts) {
      for (const pattern of patternsOf(alert.text)) expect(pattern.type).toBe(patternTypeOf(pattern.pattern));
    }
  });

  it('gives a regex, with .+ for the gap, when the headline has a number or ticker between its words', () => {
    const sample = '🕵️ INSIDER BUY 🟢 5.2 SOL on $RING';
    const [headline] = patternsOf(sample);
    expect(headline).toEqual({ pattern: 'INSIDER BUY .+ on', type: 'regex', enabled: true });
  });

  it('escapes what a regex would read as syntax', () => {
    const [headline] = patternsOf('Top 3 buys (2x) | today');
    expect(headline).toEqual({ pattern: String.raw`Top .+ buys \(.+\) \| today`, type: 'regex', enabled: true });
  });
});

describe('the headline pattern', () => {
  it('is the first meaningful line, emojis stripped', () => {
    expect(ticked('🚨 NEW ALERT 🚨\n🐱 Goblin Cat ($GOBCAT)')).toEqual(['NEW ALERT']);
    expect(ticked('📡 TRENCH RADAR | PUMP.FUN\n🟢 Trench Dog (TDOG)')).toEqual(['TRENCH RADAR | PUMP.FUN']);
    expect(ticked('\n🔥🔥\n⭐ CURATED PICK #142 ⭐')).toEqual(['CURATED PICK']);
  });

  it("leaves out the token's name, ticker and numbers, which change from alert to alert", () => {
    expect(ticked('Goblin Cat ($GOBCAT) is pumping 🚀\nCA: 13hhdUPfqFvwTPhqWGgzF3tuvhKBPgFWiMaUsaA4pump')).toEqual(['is pumping']);
    expect(ticked('$GOBCAT just hit 100K 🚀')).toEqual(['just hit']);
  });

  it("treats a bot's '***' as decoration, so the headline stays a contains", () => {
    expect(patternsOf('*** NEW ALERT ***')[0]).toEqual({ pattern: 'NEW ALERT', type: 'contains', enabled: true });
  });

  it('skips lines that only name the token', () => {
    expect(ticked('🟢 Trench Dog (TDOG) 🐕\nWHALE WATCH')).toEqual(['WHALE WATCH']);
  });
});

describe('the signal patterns', () => {
  it.each(SIGNAL_PATTERNS)("adds '%s' when the sample contains it", (signal) => {
    const sample = `🔔 ALPHA FEED\n${signal} something`;
    expect(patternsOf(sample)).toContainEqual({ pattern: signal, type: 'contains', enabled: false });
    expect(patternsOf('🔔 ALPHA FEED\nnothing here').map((p) => p.pattern)).not.toContain(signal);
  });

  it('adds them whatever their case in the sample, as contains patterns match', () => {
    expect(patternsOf('🔔 ALPHA FEED\nsmart money: 3 wallets | mc: $5K').map((p) => p.pattern)).toEqual([
      'ALPHA FEED',
      'Smart Money',
      'MC:',
    ]);
  });

  it('ticks them when the sample has no headline, so the template still recognises it', () => {
    expect(ticked('$GOBCAT\nMC: $5K\nVolume: $2K')).toEqual(['Volume:', 'MC:']);
  });

  it('are not repeated when the headline is one', () => {
    expect(patternsOf('🚨 NEW ALERT 🚨').map((p) => p.pattern)).toEqual(['NEW ALERT']);
  });
});

describe('label patterns', () => {
  it("offers the body's fixed labels unticked, once", () => {
    const patterns = patternsOf(
      '🚨 NEW ALERT 🚨\n📈 Bonding curve: 27.4%\n👥 Holders: 87 | Top 10: 24.6%\n├ CA: 13hhdUPfqFvwTPhqWGgzF3tuvhKBPgFWiMaUsaA4pump\nHolders: 90',
    );
    expect(patterns.slice(1)).toEqual([
      { pattern: 'Bonding curve:', type: 'contains', enabled: false },
      { pattern: 'Holders:', type: 'contains', enabled: false },
      { pattern: 'CA:', type: 'contains', enabled: false },
    ]);
  });

  it('ticks the first label when there is neither headline nor signal pattern', () => {
    expect(ticked('$GOBCAT\nBonding curve: 27.4%')).toEqual(['Bonding curve:']);
  });
});

describe('every proposed pattern', () => {
  it('compiles (regexes through compileUserRegex) and matches its own sample', () => {
    const samples = [
      ...demoAlerts.map((alert) => alert.text),
      '🕵️ INSIDER BUY 🟢 5.2 SOL on $RING',
      'TOKEN 🔥 LAUNCH | x.+y',
      'Top 3 buys (2x) [today]',
    ];
    for (const sample of samples) {
      for (const pattern of patternsOf(sample)) {
        if (pattern.type === 'regex') expect(compileUserRegex(pattern.pattern, 'i')).not.toBeInstanceOf(RegexError);
        expect(matchesSample(pattern, sample)).toBe(true);
      }
    }
  });
});

describe('a first line that is a sentence', () => {
  it('gives its first six words as the headline, gaps included', () => {
    expect(ticked('insider wallets loading up, smart money too, trending hard')).toEqual(['insider wallets loading up, smart money']);
    expect(ticked('whales 5 bought and 7 more sold this one fast')).toEqual(['whales .+ bought and .+ more sold this']);
  });
});
