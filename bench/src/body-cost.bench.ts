// What a stranger's body costs the servers before they refuse it, and what a flood of them does
// to everyone else: a megabyte of nested brackets ('[' * 500,000 + ']' * 500,000) sent without
// the ingest's token or a gateway session. The figures to watch: CPU per refusal (goal ≤ 2 ms)
// and the p99 of valid calls during a 5-second flood (goal ≤ 50 ms). The raw part: JSON.parse of
// that body in this process, what each refusal cost when bodies were parsed first.
//
//   npx nx run-many -t build && npm run -s -w @solana-hub/bench body-cost
import { Worker } from 'node:worker_threads';
import { startE2eStack } from '@solana-hub/e2e';
import { machine, printTable, processCpuMs } from './figures.js';

const encode = (text: string) => new TextEncoder().encode(text);
const NESTED = encode('['.repeat(500_000) + ']'.repeat(500_000));
const REFUSALS = 100;
const FLOOD_MS = 5_000;
const FLOODERS = 4;
const VALID_EVERY_MS = 20;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;

/** A stranger's call: the nested body (or `body`), no credentials; answered or dropped, it is only counted. */
async function strangerPost(url: string, body: Uint8Array<ArrayBuffer> = NESTED): Promise<void> {
  try {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    await response.arrayBuffer();
  } catch {
    // A server may close the connection on a refused body: that is a refusal too.
  }
}

/** CPU milliseconds the process spends per refusal, over REFUSALS calls one after another. */
async function cpuPerRefusal(pid: number, url: string, body: Uint8Array<ArrayBuffer> = NESTED): Promise<number> {
  const before = processCpuMs(pid);
  for (let i = 0; i < REFUSALS; i += 1) await strangerPost(url, body);
  return (processCpuMs(pid) - before) / REFUSALS;
}

/**
 * A stranger posting the nested body in a loop until `end`, on a thread of its own: the flood
 * must load the servers, not this thread's event loop, whose timers time the valid calls.
 */
function stranger(url: string, end: number): Promise<void> {
  const source = `
    const { workerData } = require('node:worker_threads');
    const body = new Uint8Array(workerData.body);
    (async () => {
      while (Date.now() < workerData.end) {
        try {
          const response = await fetch(workerData.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
          await response.arrayBuffer();
        } catch {}
      }
    })();`;
  const worker = new Worker(source, { eval: true, workerData: { url, end, body: NESTED.slice().buffer } });
  return new Promise((resolve, reject) => worker.once('exit', () => resolve()).once('error', reject));
}

/** Times of `valid()` called every VALID_EVERY_MS for FLOOD_MS, while FLOODERS strangers post in a loop (or none). */
async function underFlood(url: string, flooders: number, valid: () => Promise<void>): Promise<number[]> {
  const end = Date.now() + FLOOD_MS;
  const flood = Array.from({ length: flooders }, () => stranger(url, end));
  const times: number[] = [];
  while (Date.now() < end) {
    const started = performance.now();
    await valid();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, VALID_EVERY_MS));
  }
  await Promise.all(flood);
  return times;
}

const figure = (times: number[]) =>
  `p50 ${percentile(times, 0.5).toFixed(1)} ms, p99 ${percentile(times, 0.99).toFixed(1)} ms (${times.length} calls)`;

const parseStarted = performance.now();
JSON.parse(new TextDecoder().decode(NESTED));
const parseMs = performance.now() - parseStarted;

const stack = await startE2eStack({ demoFeed: false, printErrorLogs: false });
try {
  const cookie = await stack.login();
  const ingestPid = stack.stack.replicas('ingest')[0]?.pid() ?? 0;
  const gatewayPid = stack.stack.replicas('gateway')[0]?.pid() ?? 0;
  const messages = `${stack.ingest}/messages`;
  const templates = `${stack.gateway}/api/templates`;
  let id = 0;
  const validPost = async () => {
    id += 1;
    const status = await stack.postAlert({
      chat: 'body-cost',
      message_id: id,
      text: `CA: So11111111111111111111111111111111111111112 #${id}`,
    });
    if (status !== 202) throw new Error(`a valid post was answered ${status}`);
  };
  const sessionCheck = async () => {
    const response = await fetch(`${stack.gateway}/api/session`, { headers: { cookie } });
    if (!response.ok) throw new Error(`the session check was answered ${response.status}`);
    await response.arrayBuffer();
  };

  const ingestCpu = await cpuPerRefusal(ingestPid, messages);
  const gatewayCpu = await cpuPerRefusal(gatewayPid, templates);
  // The same refusal of an empty object: what any refused request costs, body or not.
  const EMPTY = encode('{}');
  const ingestBaseline = await cpuPerRefusal(ingestPid, messages, EMPTY);
  const gatewayBaseline = await cpuPerRefusal(gatewayPid, templates, EMPTY);
  const quietPosts = await underFlood(messages, 0, validPost);
  const floodedPosts = await underFlood(messages, FLOODERS, validPost);
  const quietSessions = await underFlood(templates, 0, sessionCheck);
  const floodedSessions = await underFlood(templates, FLOODERS, sessionCheck);

  console.log(`\nA stranger's 1 MB nested body (${machine()})\n`);
  printTable([
    ['JSON.parse of the body here (the raw part)', `${parseMs.toFixed(1)} ms`],
    ['ingest: CPU per refusal of POST /messages without the token (goal ≤ 2 ms)', `${ingestCpu.toFixed(2)} ms`],
    ['ingest: the same refusal of a body of {}', `${ingestBaseline.toFixed(2)} ms`],
    ['gateway: CPU per refusal of POST /api/templates without a session (goal ≤ 2 ms)', `${gatewayCpu.toFixed(2)} ms`],
    ['gateway: the same refusal of a body of {}', `${gatewayBaseline.toFixed(2)} ms`],
    ['valid POST /messages, quiet', figure(quietPosts)],
    [`valid POST /messages during ${FLOODERS} strangers' flood (goal p99 ≤ 50 ms)`, figure(floodedPosts)],
    ['GET /api/session, quiet', figure(quietSessions)],
    [`GET /api/session during ${FLOODERS} strangers' flood of the gateway (goal p99 ≤ 50 ms)`, figure(floodedSessions)],
  ]);
} finally {
  await stack.stop();
}
