// Extraction accuracy: extractAlert over the demo feed and the messy accuracy corpus, per-field
// precision and recall against the fields each message states, beside the goals of the
// extraction issue. Figures only, never an assertion.
//   npm run -s -w @solana-hub/bench accuracy
import { accuracyCorpus, demoAlerts, expectedChain, type AccuracyExpected, type MessyForm } from '@solana-hub/demo-alerts';
import { extractAlert, UNKNOWN_MESSAGE_TYPE, type ExtractedAlert } from '@solana-hub/extraction';
import { printTable } from './figures.js';

const MISSES_SHOWN = 20;

interface Case {
  id: string;
  text: string;
  links: readonly string[];
  expected: AccuracyExpected;
  covers: readonly MessyForm[];
}

type Value = string | number;

interface Field {
  name: string;
  /** the share both precision and recall should reach, if the issue sets one */
  goal: number | null;
  /** what the message states; null when it states nothing for this field */
  expected: (expected: AccuracyExpected) => Value | null;
  /** what the engine answered; null when it answered nothing */
  got: (extracted: ExtractedAlert) => Value | null;
  same: (expected: Value, got: Value) => boolean;
}

const exact = (a: Value, b: Value): boolean => a === b;
// EVM hex is the same address in any letter case; base58 is not.
const sameAddress = (a: Value, b: Value): boolean =>
  a === b || (String(a).startsWith('0x') && String(a).toLowerCase() === String(b).toLowerCase());
// Dollars to the cent.
const sameAmount = (a: Value, b: Value): boolean => Math.abs(Number(a) - Number(b)) < 0.005;

const FIELDS: readonly Field[] = [
  {
    name: 'token address',
    goal: 0.99,
    expected: (e) => (e.tokenAddress === '' ? null : e.tokenAddress),
    got: (x) => x.token?.address ?? null,
    same: sameAddress,
  },
  { name: 'chain', goal: null, expected: (e) => expectedChain(e), got: (x) => x.token?.chain ?? null, same: exact },
  { name: 'market cap', goal: 0.97, expected: (e) => e.marketCap ?? null, got: (x) => x.marketCap, same: sameAmount },
  { name: 'name', goal: 0.95, expected: (e) => e.tokenName ?? null, got: (x) => x.token?.name ?? null, same: exact },
  { name: 'symbol', goal: 0.95, expected: (e) => e.tokenSymbol ?? null, got: (x) => x.token?.symbol ?? null, same: exact },
  {
    name: 'message type',
    goal: null,
    expected: (e) => (e.messageType === UNKNOWN_MESSAGE_TYPE ? null : e.messageType),
    got: (x) => (x.messageType === UNKNOWN_MESSAGE_TYPE ? null : x.messageType),
    same: exact,
  },
];

interface Tally {
  answered: number;
  expected: number;
  correct: number;
}

interface Miss {
  id: string;
  field: string;
  expected: Value | null;
  got: Value | null;
  covers: readonly MessyForm[];
  firstLine: string;
}

function corpus(): Case[] {
  return [
    ...demoAlerts.map((alert, index) => ({
      id: `demo #${index + 1}`,
      text: alert.text,
      links: alert.links ?? [],
      expected: alert.expected,
      covers: [],
    })),
    ...accuracyCorpus.map((alert, index) => ({
      id: `messy #${index + 1}`,
      text: alert.text,
      links: alert.links ?? [],
      expected: alert.expected,
      covers: alert.covers,
    })),
  ];
}

const percent = (part: number, whole: number): string => (whole === 0 ? 'n/a' : `${((part / whole) * 100).toFixed(1)}%`);
const show = (value: Value | null): string => (value === null ? '—' : typeof value === 'string' ? JSON.stringify(value) : String(value));

function main(): void {
  const cases = corpus();
  const tallies = new Map<string, Tally>(FIELDS.map((field) => [field.name, { answered: 0, expected: 0, correct: 0 }]));
  const misses: Miss[] = [];

  for (const c of cases) {
    const extracted = extractAlert(c.text, c.links);
    for (const field of FIELDS) {
      const tally = tallies.get(field.name)!;
      const expected = field.expected(c.expected);
      const got = field.got(extracted);
      if (got !== null) tally.answered += 1;
      if (expected !== null) tally.expected += 1;
      const correct = expected !== null && got !== null && field.same(expected, got);
      if (correct) tally.correct += 1;
      // A right silence (nothing stated, nothing answered) is no miss.
      if (!correct && !(expected === null && got === null)) {
        const firstLine = c.text.split('\n').find((line) => line.trim() !== '') ?? '';
        misses.push({ id: c.id, field: field.name, expected, got, covers: c.covers, firstLine });
      }
    }
  }

  const messy = cases.length - demoAlerts.length;
  console.log(`Extraction accuracy: ${cases.length} messages (${demoAlerts.length} demo feed + ${messy} messy corpus), extractAlert with the built-in templates\n`);
  printTable([
    ['field', 'precision | recall | correct / answered / expected | goal'],
    ...FIELDS.map((field): [string, string] => {
      const t = tallies.get(field.name)!;
      const precision = t.answered === 0 ? 0 : t.correct / t.answered;
      const recall = t.expected === 0 ? 0 : t.correct / t.expected;
      const goal = field.goal === null ? '-' : `≥ ${field.goal * 100}% ${Math.min(precision, recall) >= field.goal ? 'met' : 'NOT met'}`;
      return [
        field.name,
        `${percent(t.correct, t.answered).padStart(6)} | ${percent(t.correct, t.expected).padStart(6)} | ${t.correct} / ${t.answered} / ${t.expected} | ${goal}`,
      ];
    }),
  ]);
  console.log('\nPrecision: correct among the messages the engine answered. Recall: correct among those that state the field.');

  console.log(`\n${misses.length} misses${misses.length > MISSES_SHOWN ? ` (first ${MISSES_SHOWN})` : ''}:`);
  for (const miss of misses.slice(0, MISSES_SHOWN)) {
    const forms = miss.covers.length > 0 ? ` [${miss.covers.join(', ')}]` : '';
    console.log(`- ${miss.id} ${miss.field}: expected ${show(miss.expected)}, got ${show(miss.got)}; "${miss.firstLine}"${forms}`);
  }

  const byForm = new Map<string, number>();
  for (const miss of misses) for (const form of miss.covers) byForm.set(form, (byForm.get(form) ?? 0) + 1);
  if (byForm.size > 0) {
    const ranked = [...byForm].sort((a, b) => b[1] - a[1]).map(([form, count]) => `${form} ${count}`);
    console.log(`\nMisses per messy form (a message counts for each form it has): ${ranked.join(', ')}`);
  }
}

main();
