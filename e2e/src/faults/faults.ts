import { CLEAN_RUN, type Fault, type RunOutcome } from './fault-run.js';

/** Live-feed clients connected while the gateway restarts. */
export const LIVE_CLIENTS = 100;

/** The faults each run suffers, one per run, as servers come and go in production; each run is compared with the clean one. */
export const FAULTS: readonly Fault[] = [
  {
    name: 'extractor killed (SIGKILL), restarted',
    expectedExits: 1,
    inject: async ({ stack }) => stack.replicas('extractor')[0]?.kill('SIGKILL'),
  },
  {
    name: 'one of two extractors killed (SIGKILL), restarted',
    extractors: 2,
    expectedExits: 1,
    inject: async ({ stack }) => stack.replicas('extractor')[1]?.kill('SIGKILL'),
  },
  {
    // The live clients too: the gateways' event subscription drops with Redis.
    name: `Redis restarted (append-only file) under ${LIVE_CLIENTS} live clients`,
    liveClients: LIVE_CLIENTS,
    inject: ({ servers }) => servers.redis.restart(),
  },
  { name: 'PostgreSQL restarted (pg_ctl restart -m fast)', inject: ({ servers }) => servers.postgres.restart() },
  {
    // A replay holds every stored message in the queue at once, and counts its outcomes in Redis.
    name: 'Redis restarted (append-only file) during a replay of every message',
    during: 'replay',
    inject: ({ servers }) => servers.redis.restart(),
  },
  {
    name: `gateway restarted under ${LIVE_CLIENTS} live clients`,
    liveClients: LIVE_CLIENTS,
    inject: ({ stack }) => stack.replicas('gateway')[0]!.restart(),
  },
];

/** Problems that make a run a failure: anything lost, doubled, different, stuck, crashed or not back. */
export function problemsOf(outcome: RunOutcome): string[] {
  const problems: string[] = [];
  if (outcome.lost !== 0) problems.push(`${outcome.lost} messages lost`);
  if (outcome.duplicated !== 0) problems.push(`${outcome.duplicated} messages stored twice`);
  if (outcome.tokensDiffering) problems.push(`${outcome.tokensDiffering} tokens differ from the clean run`);
  if (outcome.messagesDiffering) problems.push(`${outcome.messagesDiffering} messages differ from the clean run`);
  if (outcome.stuckJobs !== 0) problems.push(`${outcome.stuckJobs} jobs still waiting, active or delayed`);
  if (outcome.failedJobs.length > 0)
    problems.push(`${outcome.failedJobs.length} failed jobs: ${outcome.failedJobs.slice(0, 3).join('; ')}`);
  const exits = outcome.exits.map((exit) => `${exit.name} (${exit.signal ?? exit.code})`).join(', ');
  if (outcome.exits.length > outcome.expectedExits)
    problems.push(`${outcome.exits.length - outcome.expectedExits} unexpected exits among: ${exits}`);
  if (outcome.exits.length < outcome.expectedExits) problems.push(`the fault's kill did not happen (exits: ${exits || 'none'})`);
  if (outcome.unhealthyAtEnd.length > 0) problems.push(`not healthy at the end: ${outcome.unhealthyAtEnd.join('; ')}`);
  if (outcome.fault !== CLEAN_RUN.name && outcome.recoveryMs === null) problems.push('did not recover in time');
  const replay = outcome.replay;
  if (replay && replay.counted + replay.failed !== replay.queued)
    problems.push(`the replay counted ${replay.counted} and failed ${replay.failed} of ${replay.queued} messages`);
  const clients = outcome.liveClients;
  if (clients && clients.open !== clients.count)
    problems.push(`${clients.count - clients.open} of ${clients.count} live clients not connected at the end`);
  return problems;
}

const seconds = (ms: number | null) => (ms === null ? '–' : `${(ms / 1000).toFixed(1)} s`);

/** The runs as a Markdown table, for the README. */
export function faultTable(outcomes: readonly RunOutcome[]): string {
  const rows = [
    [
      'fault',
      'messages in',
      'stored',
      'duplicated',
      'lost',
      'tokens ≠ clean run',
      'failed jobs',
      'recovery time',
      'all stored after',
      'live clients back',
      'replayed',
    ],
    ...outcomes.map((outcome) => [
      outcome.fault,
      String(outcome.messagesIn),
      String(outcome.stored),
      String(outcome.duplicated),
      String(outcome.lost),
      outcome.tokensDiffering === null ? '–' : String(outcome.tokensDiffering),
      String(outcome.failedJobs.length),
      seconds(outcome.recoveryMs),
      seconds(outcome.allStoredMs),
      outcome.liveClients ? `${outcome.liveClients.open}/${outcome.liveClients.count}` : '–',
      outcome.replay ? `${outcome.replay.counted}/${outcome.replay.queued}` : '–',
    ]),
  ];
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(rows[0]!), line(rows[0]!.map(() => '---')), ...rows.slice(1).map(line)].join('\n');
}
