import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { alertLoad } from './alert-load.js';
import { startFaultServers, type FaultServers } from './faults/fault-servers.js';
import { CLEAN_RUN, runFault, type RunOutcome } from './faults/fault-run.js';
import { FAULTS, faultTable, problemsOf } from './faults/faults.js';

// The Faults suite, bounded (the full one is `npm run -s -w @solana-hub/bench faults`): the
// built services on PostgreSQL and Redis of the suite's own, the same few thousand realistic
// alerts over many tokens in every run, a clean run first and then one run per fault. After
// each: every message stored once, tokens and messages as in the clean run, no job stuck or
// failed, no service exit but the killed one, every service and live client back by itself.
const MESSAGES = 3_000;
const TOKENS = 300;
const alerts = alertLoad(MESSAGES, TOKENS);
const outcomes: RunOutcome[] = [];
let servers: FaultServers;
let clean: RunOutcome;

beforeAll(async () => {
  servers = await startFaultServers();
  clean = await runFault(CLEAN_RUN, alerts, servers, { drainTimeoutMs: 120_000 });
  outcomes.push(clean);
}, 180_000);

afterAll(async () => {
  await servers?.stop();
  if (outcomes.length > 0) console.log(faultTable(outcomes));
});

describe('the faults suite', () => {
  it('stores every message of the clean run once', () => {
    expect(problemsOf(clean)).toEqual([]);
  });

  it.each(FAULTS.map((fault) => [fault.name, fault] as const))(
    '%s: nothing lost, doubled, changed or stuck; everything back by itself',
    async (_name, fault) => {
      const outcome = await runFault(fault, alerts, servers, { baseline: clean, drainTimeoutMs: 120_000 });
      outcomes.push(outcome);
      const problems = problemsOf(outcome);
      if (problems.length > 0)
        console.log(
          outcome.logs
            .filter((line) => !line.includes('analyzer'))
            .slice(-60)
            .join('\n'),
        );
      expect(problems).toEqual([]);
    },
    300_000,
  );
});
