// Extraction engine throughput on one core: the demo feed and the messy accuracy corpus run
// through extractAlert (built-in templates) over and over for about five seconds, after a
// warm-up; then extractAlert followed by runExtractors with one template holding every preset
// of the library. Figures only, never an assertion.
//   npm run -s -w @solana-hub/bench engine       (BENCH_SECONDS=5 by default)
import { extractAlert, parseTemplate, presetLibrary, presetToExtractor, runExtractors } from '@solana-hub/extraction';
import { accuracyCorpus, demoAlerts } from '@solana-hub/demo-alerts';
import { machine, printTable, rate } from './figures.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARM_UP_SECONDS = 1;
const GOAL_PER_SECOND = 20_000;

interface Message {
  text: string;
  links: readonly string[];
}

interface Measured {
  messages: number;
  milliseconds: number;
}

const messages: readonly Message[] = [...demoAlerts, ...accuracyCorpus].map((alert) => ({ text: alert.text, links: alert.links ?? [] }));

// Results go here so the engine's work cannot be optimised away.
let sink = 0;

/** Whole passes over the corpus until `seconds` have gone by, on this (one) thread. */
function measure(seconds: number, extract: (message: Message) => unknown): Measured {
  const start = performance.now();
  const end = start + seconds * 1000;
  let count = 0;
  let now = start;
  while (now < end) {
    for (const message of messages) {
      if (extract(message) !== undefined) sink += 1;
    }
    count += messages.length;
    now = performance.now();
  }
  return { messages: count, milliseconds: now - start };
}

/** `goal`: whether this is the figure the goal is about (all presets and templates). */
function run(label: string, extract: (message: Message) => unknown, goal: boolean): [string, string] {
  measure(WARM_UP_SECONDS, extract);
  const { messages: count, milliseconds } = measure(SECONDS, extract);
  const perSecond = rate(count, milliseconds);
  const micros = ((milliseconds * 1000) / count).toFixed(1);
  const verdict = !goal ? '' : perSecond >= GOAL_PER_SECOND ? '; goal met' : '; goal NOT met';
  return [
    label,
    `${perSecond.toLocaleString('en-US')} messages/s (${micros} µs each, ${count.toLocaleString('en-US')} in ${(milliseconds / 1000).toFixed(1)} s${verdict})`,
  ];
}

function main(): void {
  console.log(
    `Extraction engine throughput: ${messages.length} messages (${demoAlerts.length} demo feed + ${accuracyCorpus.length} messy corpus), ${SECONDS} s per figure after a ${WARM_UP_SECONDS} s warm-up, one core; goal ≥ ${GOAL_PER_SECOND.toLocaleString('en-US')} messages/s with all presets`,
  );
  console.log(`Machine: ${machine()}\n`);

  const rows: Array<[string, string]> = [['engine', 'throughput']];
  rows.push(run('extractAlert (built-in templates)', (m) => extractAlert(m.text, m.links), false));
  // All presets in one template: more than a template may hold (10), to load the engine fully.
  const allPresets = parseTemplate({
    name: 'all_presets',
    display_name: 'All presets',
    extractors: presetLibrary.map((preset) => presetToExtractor(preset)),
  });
  rows.push(
    run(
      `extractAlert + runExtractors (all ${presetLibrary.length} presets)`,
      (m) => [extractAlert(m.text, m.links), runExtractors(allPresets, m.text, m.links)],
      true,
    ),
  );
  printTable(rows);
  if (sink === 0) console.log('(no results)');
}

main();
