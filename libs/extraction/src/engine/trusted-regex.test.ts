import { describe, expect, it } from '@jest/globals';
import { accuracyCorpus, demoAlerts } from '@solana-hub/demo-alerts';
import fc from 'fast-check';
import { RE2JS } from 're2js';
import '../message-type.js';
import { presetLibrary } from '../presets/library.js';
import { toPlainText } from '../plain-text.js';
import { cachedUserRegex, capturedValue, nativeSource, RegexError, trustedPatterns, type SafeRegex } from './safe-regex.js';

/**
 * The library's own patterns run on V8's engine (safe-regex.ts, `trusted`). These tests hold
 * them to what RE2 finds, and check that none of them can stall a worker.
 */

const re2Cache = new Map<string, RE2JS>();
function re2(source: string): RE2JS {
  let regex = re2Cache.get(source);
  if (!regex) re2Cache.set(source, (regex = RE2JS.compile(RE2JS.translateRegExp(source), RE2JS.CASE_INSENSITIVE | RE2JS.LOOKBEHINDS)));
  return regex;
}

function safe(source: string): SafeRegex {
  const regex = cachedUserRegex(source, 'i');
  if (regex instanceof RegexError) throw regex;
  return regex;
}

type Found = { groups: (string | undefined)[]; value: string } | null;

function onRe2(source: string, text: string): Found {
  const found = re2(source).exec(text) as (string | undefined)[] | null;
  if (!found) return null;
  const groups = found.slice(1);
  return { groups, value: groups.find((group) => group !== undefined) ?? found[0] ?? '' };
}

function onEngine(source: string, text: string): Found {
  const match = safe(source).firstMatch(text);
  return match && { groups: [...match.groups], value: capturedValue(match) };
}

const corpus = [...demoAlerts, ...accuracyCorpus].flatMap((alert) => [alert.text, toPlainText(alert.text)]);
const examples = presetLibrary.map((preset) => preset.example_input);

describe('the library patterns on V8', () => {
  const patterns = trustedPatterns();

  it('covers every regex preset and the built-in headlines, and translates each of them', () => {
    const regexPresets = presetLibrary.filter((preset) => preset.extractor_type === 'regex').map((p) => p.extractor_pattern);
    expect(regexPresets.filter((pattern) => !patterns.includes(pattern))).toEqual([]);
    expect(patterns.length).toBeGreaterThan(regexPresets.length + 10);
    expect(patterns.filter((pattern) => nativeSource(pattern, 'i') === null)).toEqual([]);
  });

  it('finds what RE2 finds in every corpus message and preset example', () => {
    for (const pattern of patterns) {
      for (const text of [...corpus, ...examples]) {
        expect([pattern, text, onEngine(pattern, text)]).toEqual([pattern, text, onRe2(pattern, text)]);
      }
    }
  });

  // Pieces of alert lines, and characters where V8 and RE2 could part ways: Unicode spaces,
  // \r, the long s and the Kelvin sign, emojis next to labels, CJK.
  const PIECES = [
    'Holders: 1,284',
    '👥 Holders: 87',
    'Top 10: 24.6%',
    'top holders: 31%',
    'MC $47.8K',
    'Vol 1h $96.3K',
    '24h Vol: $1.9M',
    'Liq: $61.3K',
    'Dev: 2.1% (holding)',
    'Dev: sold ✅',
    'dev dumped',
    'DEX paid ✅',
    'CTO ❌',
    'Paid: ✅',
    '#ad',
    'Sponsored',
    'Price: $0.0{5}7311',
    'Price (USD): $0.0₅7311',
    '(+64% 1h)',
    '1h: +8.6%',
    'ATH $61.0K',
    '🔝 $26.8K',
    'Bought: 12.5 SOL',
    'Sold: 9.8 SOL',
    'Smart Money: 2 wallets',
    'Total buys: 18.6 SOL',
    'Insiders: 2',
    'Early buyers: 20 hold / 9 partial / 11 sold',
    'Rug risk: medium',
    'Snipers: 7.2%',
    'Bundles: 2',
    'Twitter: 9 mentions',
    'TG members: 1.2K',
    'KOLs: 4',
    '3 KOLs in',
    'Called by @joe',
    'First call: @frog',
    '2.9x from call',
    'Callers: 5',
    'Win rate: 71%',
    'Created 4m ago',
    '4h 55m old',
    'Age: 11m',
    'Launched: 2024-05-12 14:03 UTC',
    'Buys/Sells: 212 / 87',
    'Txns 1h: 🟢 622 / 🔴 580',
    'Buy/Sell ratio: 1.9',
    '🐋 3 whales',
    'Narrative: AI',
    'Bonding curve: 27.4%',
    '🚨 NEW ALERT 🚨',
    'TRENCH RADAR | PUMP.FUN',
    'CALL ANALYZER',
    ' ',
    '\n',
    '\t',
    '\u00a0',
    '\u2003',
    '\r',
    '\r\n',
    '\u2028',
    '\u017f',
    '\u212a',
    'ſold',
    'KOL',
    '\u212aOLs: 4',
    'é',
    '狗',
    '🟢',
    '👨‍💻',
    ':',
    '|',
    '•',
    '$',
    '%',
    '(',
    ')',
    '0',
    '12',
    '9.5',
    ',',
    'k',
    'm',
    '\uD83D',
    '\uDE80',
  ];

  it('finds what RE2 finds in texts put together from alert pieces (property)', () => {
    const text = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 12 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.constantFrom(...patterns), text, (pattern, sample) => {
        expect(onEngine(pattern, sample)).toEqual(onRe2(pattern, sample));
      }),
      { numRuns: 10_000 },
    );
  });

  it('runs a text longer than a Telegram message on RE2, with the same answer', () => {
    const long = `${'gm '.repeat(2_000)}\nHolders: 1,284`;
    const pattern = presetLibrary.find((preset) => preset.id === 'total-holders')?.extractor_pattern ?? '';
    expect(onEngine(pattern, long)).toEqual(onRe2(pattern, long));
    expect(onEngine(pattern, long)?.value).toBe('1,284');
  });

  it('stays fast on hostile messages of Telegram length', () => {
    const hostile = [
      '1'.repeat(4_000),
      `early buyers: ${'1'.repeat(4_000)}`,
      `${'1 '.repeat(2_000)}`,
      `${'1,'.repeat(2_000)}`,
      `dev: ${'1.'.repeat(2_000)}`,
      ' '.repeat(4_000),
      `price: ${'0.0'.repeat(1_300)}`,
      'holders'.repeat(580),
      `${'a'.repeat(4_000)}!`,
    ];
    for (const pattern of patterns) {
      const regex = safe(pattern);
      const started = performance.now();
      for (const text of hostile) regex.firstMatch(text);
      // Linear patterns take well under a millisecond here; a quadratic one a few; the bound
      // only catches an exponential one (minutes), even on a machine busy with other test runs.
      expect([pattern, performance.now() - started < 5_000]).toEqual([pattern, true]);
    }
  });
});
