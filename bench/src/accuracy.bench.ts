// Extraction accuracy: extractAlert over three sets of messages, scored the same way:
// - tuned: the demo feed and the messy accuracy corpus, the messages the engine was written on;
// - channels, training part: bots and channels the reader may be tuned on;
// - channels, HELD-OUT part: other bots and channels, never tuned on, whose formats the rules
//   were not written for. Its macro average is what the goals are about.
// A trader's channels are many formats, each seen a few times, so every figure is given twice:
// the macro average over sources (each bot or channel weighs the same, however many messages it
// has) and the plain total over messages. The five worst sources of each field follow.
// Figures only, never an assertion.
//   npm run -s -w @solana-hub/bench accuracy            (MISSES=1 lists every miss)
//   SOURCES='Source A,Source B' ... accuracy           (also reports those sources alone: a round's first measure;
//                                                       with MISSES=1, lists their misses only: held-out ones stay unread)
import { accuracyCorpus, channelCorpus, demoAlerts, expectedChain, type ChannelCase } from '@solana-hub/demo-alerts';
import { extractAlert, type ExtractedAlert } from '@solana-hub/extraction';
import { printTable } from './figures.js';

const WORST_SHOWN = 5;
const LIST_MISSES = process.env.MISSES === '1';
/** Sources to report on their own as well (a new round's first measure), by name. */
const CHOSEN_SOURCES = new Set(
  (process.env.SOURCES ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
);

type Value = string | number;

/** What a message states, in the one shape every corpus is scored in. */
interface Stated {
  address: string | null;
  name: string | null;
  symbol: string | null;
  marketCap: number | null;
}

interface Case {
  id: string;
  /** the bot or channel; the macro average weighs each the same */
  source: string;
  text: string;
  links: readonly string[];
  stated: Stated;
}

type FieldName = 'address' | 'name' | 'symbol' | 'market cap';

interface Field {
  name: FieldName;
  expected: (stated: Stated) => Value | null;
  got: (extracted: ExtractedAlert) => Value | null;
  same: (expected: Value, got: Value) => boolean;
}

// EVM hex is the same address in any letter case; base58 is not.
const sameAddress = (a: Value, b: Value): boolean =>
  a === b || (String(a).startsWith('0x') && String(a).toLowerCase() === String(b).toLowerCase());
// Dollars to the cent.
const sameAmount = (a: Value, b: Value): boolean => Math.abs(Number(a) - Number(b)) < 0.005;
const exact = (a: Value, b: Value): boolean => a === b;

const FIELDS: readonly Field[] = [
  { name: 'address', expected: (s) => s.address, got: (x) => x.token?.address ?? null, same: sameAddress },
  { name: 'name', expected: (s) => s.name, got: (x) => x.token?.name ?? null, same: exact },
  { name: 'symbol', expected: (s) => s.symbol, got: (x) => x.token?.symbol ?? null, same: exact },
  { name: 'market cap', expected: (s) => s.marketCap, got: (x) => x.marketCap, same: sameAmount },
];

/** The held-out goals: the share of the macro average per field, and of false addresses. */
const GOALS: Partial<Record<FieldName, number>> = { address: 0.99, 'market cap': 0.95, symbol: 0.9 };
const FALSE_ADDRESS_GOAL = 0.005;

function fromChannel(c: ChannelCase): Case {
  const e = c.expected;
  return {
    id: c.id,
    source: c.source,
    text: c.text,
    links: c.links,
    stated: { address: e.address, name: e.name ?? null, symbol: e.symbol ?? null, marketCap: e.marketCap ?? null },
  };
}

function tunedCases(): Case[] {
  return [...demoAlerts, ...accuracyCorpus].map((alert, index) => {
    const e = alert.expected;
    const hasToken = expectedChain(e) !== null;
    return {
      id: `${alert.chatTitle} #${index + 1}`,
      source: alert.chatTitle,
      text: alert.text,
      links: alert.links ?? [],
      stated: {
        address: hasToken ? e.tokenAddress : null,
        name: e.tokenName ?? null,
        symbol: e.tokenSymbol ?? null,
        marketCap: e.marketCap ?? null,
      },
    };
  });
}

/** One field of one source: messages where it was stated or answered, and those read right. */
interface Tally {
  counted: number;
  right: number;
}

interface Miss {
  id: string;
  field: FieldName;
  expected: Value | null;
  got: Value | null;
  firstLine: string;
}

interface SourceScore {
  source: string;
  messages: number;
  fields: Map<FieldName, Tally>;
  noToken: number;
  falseAddresses: number;
}

/**
 * A message counts for a field when it states it or the reader answered it; it is right when
 * both agree. A right silence (nothing stated, nothing answered) counts for nothing. An address
 * named on a message about no token is a false address.
 */
function scoreSources(cases: readonly Case[]): { sources: SourceScore[]; misses: Miss[] } {
  const bySource = new Map<string, SourceScore>();
  const misses: Miss[] = [];
  for (const c of cases) {
    const extracted = extractAlert(c.text, c.links);
    let score = bySource.get(c.source);
    if (score === undefined) {
      score = {
        source: c.source,
        messages: 0,
        fields: new Map(FIELDS.map((f) => [f.name, { counted: 0, right: 0 }])),
        noToken: 0,
        falseAddresses: 0,
      };
      bySource.set(c.source, score);
    }
    score.messages += 1;
    for (const field of FIELDS) {
      const expected = field.expected(c.stated);
      const got = field.got(extracted);
      if (expected === null && got === null) continue;
      const tally = score.fields.get(field.name)!;
      tally.counted += 1;
      if (expected !== null && got !== null && field.same(expected, got)) tally.right += 1;
      else misses.push({ id: c.id, field: field.name, expected, got, firstLine: c.text.split('\n').find((l) => l.trim() !== '') ?? '' });
    }
    if (c.stated.address === null) {
      score.noToken += 1;
      if (extracted.token !== null) score.falseAddresses += 1;
    }
  }
  return { sources: [...bySource.values()], misses };
}

const pct = (share: number | null): string => (share === null ? 'n/a' : `${(share * 100).toFixed(1)}%`);
const show = (value: Value | null): string => (value === null ? '—' : typeof value === 'string' ? JSON.stringify(value) : String(value));
const shareOf = (t: Tally): number | null => (t.counted === 0 ? null : t.right / t.counted);

function macro(shares: readonly (number | null)[]): number | null {
  const known = shares.filter((s): s is number => s !== null);
  return known.length === 0 ? null : known.reduce((sum, s) => sum + s, 0) / known.length;
}

function report(title: string, cases: readonly Case[], withGoals: boolean, listMisses = LIST_MISSES && CHOSEN_SOURCES.size === 0): void {
  const { sources, misses } = scoreSources(cases);
  console.log(`\n## ${title}: ${cases.length} messages, ${sources.length} sources\n`);
  const rows: [string, string][] = [['field', 'macro over sources | total over messages | goal (macro)']];
  for (const field of FIELDS) {
    const tallies = sources.map((s) => s.fields.get(field.name)!);
    const total = tallies.reduce((sum, t) => ({ counted: sum.counted + t.counted, right: sum.right + t.right }), { counted: 0, right: 0 });
    const average = macro(tallies.map(shareOf));
    const goal = GOALS[field.name];
    const verdict = !withGoals || goal === undefined ? '-' : `≥ ${goal * 100}% ${average !== null && average >= goal ? 'met' : 'NOT met'}`;
    rows.push([
      field.name,
      `${pct(average).padStart(6)} | ${pct(shareOf(total)).padStart(6)} (${total.right}/${total.counted}) | ${verdict}`,
    ]);
  }
  const noToken = sources.reduce((sum, s) => sum + s.noToken, 0);
  const falseAddresses = sources.reduce((sum, s) => sum + s.falseAddresses, 0);
  const falseShare = noToken === 0 ? 0 : falseAddresses / noToken;
  const falseVerdict = withGoals ? `≤ ${FALSE_ADDRESS_GOAL * 100}% ${falseShare <= FALSE_ADDRESS_GOAL ? 'met' : 'NOT met'}` : '-';
  rows.push([
    'false addresses',
    `${falseAddresses} of ${noToken} messages about no token (${pct(noToken === 0 ? null : falseShare)}) | ${falseVerdict}`,
  ]);
  printTable(rows);

  console.log(`\nWorst ${WORST_SHOWN} sources per field (right / counted):`);
  for (const field of FIELDS) {
    const ranked = sources
      .map((s) => ({ source: s.source, tally: s.fields.get(field.name)! }))
      .filter(({ tally }) => tally.counted > 0 && tally.right < tally.counted)
      .sort((a, b) => shareOf(a.tally)! - shareOf(b.tally)! || b.tally.counted - a.tally.counted)
      .slice(0, WORST_SHOWN);
    const listed = ranked.map(({ source, tally }) => `${source} ${tally.right}/${tally.counted}`).join(', ');
    console.log(`- ${field.name}: ${listed === '' ? 'none missed' : listed}`);
  }
  const wrongSources = sources.filter((s) => s.falseAddresses > 0).map((s) => `${s.source} ${s.falseAddresses}/${s.noToken}`);
  if (wrongSources.length > 0) console.log(`- false addresses: ${wrongSources.join(', ')}`);

  if (listMisses) {
    console.log(`\n${misses.length} misses:`);
    for (const m of misses) console.log(`- ${m.id} ${m.field}: expected ${show(m.expected)}, got ${show(m.got)}; "${m.firstLine}"`);
  }
}

console.log('Extraction accuracy of extractAlert with the built-in templates');
console.log('A message counts for a field when it states it or the reader answered it; right when both agree.');
console.log('Macro: the average over sources of each source’s share (each bot or channel weighs the same).');
report('tuned corpus (demo feed + messy corpus)', tunedCases(), false);
report('channels, training part', channelCorpus.training.map(fromChannel), false);
report('channels, HELD-OUT part', channelCorpus.heldOut.map(fromChannel), true);
if (CHOSEN_SOURCES.size > 0) {
  const chosen = [...channelCorpus.training, ...channelCorpus.heldOut].filter((c) => CHOSEN_SOURCES.has(c.source));
  report(`channels, chosen sources (${[...CHOSEN_SOURCES].join(', ')})`, chosen.map(fromChannel), true, LIST_MISSES);
}
