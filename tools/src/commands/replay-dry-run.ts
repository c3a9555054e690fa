import type { Kysely } from 'kysely';
import type { ReplaySelection } from '@solana-hub/contracts';
import { countRawMessages, rawMessagesPage, usableTemplates, type Database } from '@solana-hub/db';
import { readAlert } from '@solana-hub/extraction';
import { progressDisplay } from './progress-display.js';

const PAGE_SIZE = 500;
const count = (n: number) => n.toLocaleString('en-US');

/**
 * `npm run replay -- --dry-run`: how many messages match and which types would change, found by
 * extracting them here, with the engine the extractors run and the templates they read from the
 * database. Here rather than on the extractors: a dry run must write nothing and answer with no
 * extractor running, and the engine needs nothing but the templates. The cost is this process's
 * CPU (the replay bench prints the rate); the extractors' time limit per message does not apply.
 * Only types are compared: a replay may also rewrite the fields of a message that keeps its type.
 */
export async function replayDryRun(db: Kysely<Database>, selection: ReplaySelection): Promise<number> {
  const templates = (
    await usableTemplates(db, (name, problem) =>
      console.error(`template ${name} does not parse and is left out, as the extractors do: ${problem}`),
    )
  ).map(({ template }) => template);
  const matched = await countRawMessages(db, selection);
  const changes = new Map<string, number>();
  let read = 0;
  let changing = 0;
  const display = progressDisplay({
    total: matched,
    bar: 'reading [{bar}] {percentage}% | {read} of {matched} messages, {changing} would change type | {eta_formatted} left',
    line: () => `${count(read)} of ${count(matched)} messages read, ${count(changing)} would change type`,
    lineEvery: 10_000,
  });
  for (let afterId = 0; ;) {
    const page = await rawMessagesPage(db, selection, afterId, PAGE_SIZE);
    const last = page.at(-1);
    if (!last) break;
    for (const row of page) {
      const type = readAlert(row.text, row.links, templates).messageType;
      if (type === row.stored_type) continue;
      const change = `${row.stored_type ?? '(not stored)'} → ${type}`;
      changes.set(change, (changes.get(change) ?? 0) + 1);
      changing += 1;
    }
    read += page.length;
    afterId = last.id;
    display.update(read, { read: count(read), matched: count(matched), changing: count(changing) });
  }
  display.stop();
  console.log(
    `dry run: ${count(read)} message${read === 1 ? '' : 's'} match; ${count(changing)} would change type${changing > 0 ? ':' : ''}`,
  );
  const sorted = [...changes].sort(([, a], [, b]) => b - a);
  const width = Math.max(0, ...sorted.map(([change]) => change.length));
  for (const [change, n] of sorted) console.log(`  ${change.padEnd(width)}  ${count(n).padStart(9)}`);
  console.log(
    selection.onlyReclassified ? 'A replay would rewrite these.' : 'A replay would rewrite these, and any other whose fields changed.',
  );
  return 0;
}
