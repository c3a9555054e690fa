// Extraction engine throughput on one core: the demo feed and the messy accuracy corpus run
// through extractAlert (built-in templates) over and over for about five seconds, after a
// warm-up; then extractAlert followed by runExtractors with one template holding every preset
// of the library. Figures only, never an assertion.
// Each figure is given per second of wall clock and per CPU second of the process, with the share
// of a core it got: on a shared, loaded machine only the second compares runs.
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
  /** CPU time the process spent meanwhile: on a shared machine the figure that still means something */
  cpuMilliseconds: number;
}

const messages: readonly Message[] = [...demoAlerts, ...accuracyCorpus].map((alert) => ({ text: alert.text, links: alert.links ?? [] }));

// Results go here so the engine's work cannot be optimised away.
let sink = 0;

/** Whole passes over the corpus until `seconds` have gone by, on this (one) thread. */
function measure(seconds: number, extract: (message: Message) => unknown): Measured {
  const cpuAtStart = process.cpuUsage();
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
  const cpu = process.cpuUsage(cpuAtStart);
  return { messages: count, milliseconds: now - start, cpuMilliseconds: (cpu.user + cpu.system) / 1000 };
}

/** `goal`: whether this is the figure the goal is about (all presets and templates). */
function run(label: string, extract: (message: Message) => unknown, goal: boolean): [string, string] {
  measure(WARM_UP_SECONDS, extract);
  const { messages: count, milliseconds, cpuMilliseconds } = measure(SECONDS, extract);
  const perSecond = rate(count, milliseconds);
  const micros = ((milliseconds * 1000) / count).toFixed(1);
  const verdict = !goal ? '' : perSecond >= GOAL_PER_SECOND ? '; goal met' : '; goal NOT met';
  // Other work on the machine takes the core away: per CPU second is what this process could do.
  const perCpuSecond = rate(count, cpuMilliseconds);
  return [
    label,
    `${perSecond.toLocaleString('en-US')} messages/s (${micros} µs each, ${count.toLocaleString('en-US')} in ${(milliseconds / 1000).toFixed(1)} s${verdict}); ${perCpuSecond.toLocaleString('en-US')} per CPU second (${Math.round((cpuMilliseconds / milliseconds) * 100)} % of a core)`,
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
