// A year of a busy hub, and every read a trader makes on it (goals: a token's history first
// page and the tracer page ≤ 50 ms p95, archived search ≤ 200 ms p95, the Channels page ≤ 300 ms
// p95 for every period, login to a usable dashboard ≤ 1 s). The year is generated straight into
// its own database by COPY (year-shape.ts, year-rows.ts, year-copy.ts, year-load.ts), kept for the next run.
//   npm run -s -w @solana-hub/bench history -- [--messages 5000000] [--runner 0] [--reuse] [--generate-only] [--runs 30]
//     (--runner N gives the biggest token N more messages: a runner as big as the year's in a tenth)
//     (--ends-at SECONDS draws the year ending then rather than now: the same rows again)
//   npm run -s -w @solana-hub/bench history -- --recent-days 8 --only dashboard
//     (only the tokens named in the year's last N days, with their whole histories: the year's
//     dashboard in a fraction of its messages; kept in solana_hub_history_recent by default)
//   npm run -s -w @solana-hub/bench history -- --reuse --ingest [--rate 1000] [--seconds 600] [--market]
//     (live alerts on top of the year through the whole built stack instead of the reads, on a
//     copy of the year dropped after: every run starts from the year as generated; --market has
//     DexScreener know every token, so the analyzer's refresh writes market caps each minute;
//     --latencies FILE writes each alert's post time and latency, to line its slow seconds up
//     with what ran then; STACK_NODE_OPTIONS='--cpu-prof --cpu-prof-dir=DIR' profiles the
//     services, each writing its profile when it stops)
//   npm run -s -w @solana-hub/bench history -- --reuse --migrations-from 0043-collapsed-row-mark-times
//     (on a copy of the year: every migration from that one on undone, then applied again one at
//     a time and timed, then the online indexes; goal each ≤ 60 s, or built online)
//   (DATABASE_URL names the server; BENCH_HISTORY_DB the database, solana_hub_history by default)
import { parseArgs } from 'node:util';
import os from 'node:os';
import { drawYear, recentTokensOf, yearSize } from './history/year-shape.js';
import {
  copyDatabase,
  databaseUrl,
  dropDatabase,
  freshDatabase,
  loadYear,
  markComplete,
  runAnalyzerPasses,
  storedYear,
} from './history/year-load.js';
import { measureReads } from './history/year-reads.js';
import { sustainIngest } from './history/year-ingest.js';
import { applyPendingMigrations, timeMigrations, type TimedStep } from './history/year-migrations.js';
import { machine, printTable } from './figures.js';

const { values: flags } = parseArgs({
  options: {
    messages: { type: 'string', default: '5000000' },
    runner: { type: 'string', default: '0' },
    /** Only the tokens named in the year's last N days (recentTokensOf); 0 for the whole year. */
    'recent-days': { type: 'string', default: '0' },
    reuse: { type: 'boolean', default: false },
    'generate-only': { type: 'boolean', default: false },
    runs: { type: 'string', default: '30' },
    /** Only the reads whose label starts with one of these (comma-separated: dashboard,history,tracer,archived,channels,analysis). */
    only: { type: 'string', default: '' },
    /** Alerts through the built stack on top of the year (year-ingest.ts) instead of the reads. */
    ingest: { type: 'boolean', default: false },
    rate: { type: 'string', default: '1000' },
    /** With --ingest: DexScreener knows every token and its market cap moves, so the refresh writes (year-ingest.ts). */
    market: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '600' },
    /** With --ingest: a file to write each alert's post time (s from the first post) and its latency (ms) to, a line each. */
    latencies: { type: 'string', default: '' },
    /** The year's end in seconds since the epoch instead of now: the same year drawn again (to compare generators). */
    'ends-at': { type: 'string', default: '' },
    /** The migrations from this one on undone and applied again on a copy of the year, each timed (year-migrations.ts). */
    'migrations-from': { type: 'string', default: '' },
  },
});
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const messages = Number(flags.messages);
const runner = Number(flags.runner);
const recentDays = Number(flags['recent-days']);
const name = process.env.BENCH_HISTORY_DB ?? (recentDays > 0 ? 'solana_hub_history_recent' : 'solana_hub_history');
const url = databaseUrl(serverUrl, name);
const count = (n: number) => Math.round(n).toLocaleString('en-US');
const seconds = (ms: number) => `${(ms / 1_000).toFixed(1)} s`;
const took = (ms: number) => `${(ms / 1_000).toFixed(2)} s`;
const printStep = ({ step, ms }: TimedStep) => console.log(`  ${step}: ${took(ms)} (load ${load()})`);
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

console.log(`bench history: ${machine()}; load ${load()} (1/5/15 min)`);
let stored = flags.reuse ? await storedYear(serverUrl, name) : null;
if (stored && (stored.messages !== messages || stored.runner !== runner || stored.recentDays !== recentDays)) {
  const drawn = (year: { messages: number; runner: number; recentDays: number }) =>
    `${count(year.messages)} messages (runner ${count(year.runner)}, recent days ${year.recentDays || 'all'})`;
  console.log(`${name} holds ${drawn(stored)}, not ${drawn({ messages, runner, recentDays })}: generating again`);
  stored = null;
}
if (stored) {
  console.log(`reusing ${name}: ${count(stored.messages)} messages ending ${new Date(stored.endsAt * 1_000).toISOString()}`);
  // Migrations added since the year was generated, each timed on its data (goal: each ≤ 60 s, or online).
  await applyPendingMigrations(url, printStep);
  const passing = performance.now();
  const { collapsedRows, foldedCountRows, thinnedObservations } = await runAnalyzerPasses(url, new Date(stored.endsAt * 1_000));
  console.log(
    `the analyzer's passes: ${count(collapsedRows)} collapsed rows kept, ${count(foldedCountRows)} count rows folded, ${count(thinnedObservations)} observations thinned in ${seconds(performance.now() - passing)} (load ${load()})`,
  );
} else {
  const began = performance.now();
  const size = yearSize(messages, undefined, runner);
  const endsAt = flags['ends-at'] ? Number(flags['ends-at']) : Math.floor(Date.now() / 1_000);
  const whole = drawYear(size, endsAt);
  const year = recentDays > 0 ? recentTokensOf(whole, recentDays) : whole;
  const steps: Array<[string, string]> = [
    [`drawing ${count(messages)} messages, ${count(size.tokens)} tokens, ${size.chats} chats`, seconds(performance.now() - began)],
  ];
  if (year !== whole)
    steps.push([
      `of them, the tokens named in the last ${recentDays} days`,
      `${count(year.at.length)} messages, ${count(year.tokens.length)} tokens`,
    ]);
  await freshDatabase(serverUrl, name);
  await loadYear(url, year, (label, started) => {
    steps.push([label, seconds(performance.now() - started)]);
    console.log(`  ${label}: ${seconds(performance.now() - started)} (load ${load()})`);
  });
  stored = { messages, runner, recentDays, endsAt };
  await markComplete(serverUrl, name, stored);
  steps.push(['generation in all (goal < 20 min)', seconds(performance.now() - began)]);
  printTable(steps);
}
/** Runs `work` on a copy of the year, dropped after: the year stays as generated, every run starts from it. */
async function onCopy(suffix: string, work: (copyUrl: string) => Promise<void>): Promise<void> {
  const copy = `${name}_${suffix}`;
  const copying = performance.now();
  await copyDatabase(serverUrl, name, copy);
  console.log(`copied the year to ${copy} in ${seconds(performance.now() - copying)}; load ${load()}`);
  try {
    await work(databaseUrl(serverUrl, copy));
  } finally {
    await dropDatabase(serverUrl, copy);
  }
  console.log(`load after: ${load()}`);
}

if (flags.ingest) {
  await onCopy('ingest', (copyUrl) =>
    sustainIngest(copyUrl, {
      rate: Number(flags.rate),
      seconds: Number(flags.seconds),
      market: flags.market,
      latenciesFile: flags.latencies || null,
    }),
  );
} else if (flags['migrations-from']) {
  await onCopy('migrations', async (copyUrl) => {
    const steps = await timeMigrations(copyUrl, flags['migrations-from'], printStep);
    console.log(`\nmigrations on the year (goal: each applied in ≤ 60 s, or built online)`);
    printTable(steps.map(({ step, ms }): [string, string] => [step, took(ms)]));
  });
} else if (!flags['generate-only'])
  await measureReads(url, new Date(stored.endsAt * 1_000), Number(flags.runs), flags.only.split(',').filter(Boolean));
