// The Faults suite in full: 20,000 realistic alerts over 2,000 tokens through the built stack
// (ingest HTTP → queue → extractor → PostgreSQL) per run, on PostgreSQL and Redis of its own;
// a clean run, then one run per fault, each compared with the clean one. Prints the table the
// README shows. Build first (`NX_DAEMON=false npx nx run-many -t build`).
//   npm run -s -w @solana-hub/bench faults      (FAULT_MESSAGES=N to change the size)
import { alertLoad, CLEAN_RUN, FAULTS, faultTable, problemsOf, runFault, startFaultServers, type RunOutcome } from '@solana-hub/e2e';
import { machine } from './figures.js';

const MESSAGES = Number(process.env.FAULT_MESSAGES ?? 20_000);
const TOKENS = Math.max(1, Math.round(MESSAGES / 10));

async function main(): Promise<number> {
  const servers = await startFaultServers();
  const alerts = alertLoad(MESSAGES, TOKENS);
  const outcomes: RunOutcome[] = [];
  try {
    const clean = await runFault(CLEAN_RUN, alerts, servers);
    outcomes.push(clean);
    for (const fault of FAULTS) {
      console.error(`faults: ${fault.name}...`);
      outcomes.push(await runFault(fault, alerts, servers, { baseline: clean }));
    }
  } finally {
    await servers.stop();
  }
  console.log(
    `\nFaults: ${MESSAGES} alert messages over ${TOKENS} tokens per run — ${new Date().toISOString().slice(0, 10)}, ${machine()}\n`,
  );
  console.log(faultTable(outcomes));
  const failures = outcomes.flatMap((outcome) => problemsOf(outcome).map((problem) => `${outcome.fault}: ${problem}`));
  for (const failure of failures) console.log(`\nFAILED ${failure}`);
  return failures.length > 0 ? 1 : 0;
}

process.exitCode = await main();
