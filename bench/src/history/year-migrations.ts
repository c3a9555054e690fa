import { Migrator, type MigrationResultSet } from 'kysely';
import { buildOnlineIndexes, connectDatabase, migrations } from '@solana-hub/db';

/** How long a step took, and what it did. */
export interface TimedStep {
  step: string;
  ms: number;
}

/**
 * The migrations from `first` on, timed on the year's data (goal: each ≤ 60 s, or built online):
 * each undone, newest first, then applied again one at a time, then the online indexes built as
 * the migrate step builds them; `onStep` hears of each step as it ends. Run it on a copy of the
 * year: undoing a migration drops what it made. A migration whose undoing rebuilds an old index
 * on every message (0042 puts the whole text's trigram index back) makes the undo that long.
 */
export async function timeMigrations(url: string, first: string, onStep: (step: TimedStep) => void): Promise<TimedStep[]> {
  const names = Object.keys(migrations).sort();
  const index = names.indexOf(first);
  if (index < 0) throw new Error(`no migration named ${first} (the names: ${names.join(', ')})`);
  const db = connectDatabase(url, { maxConnections: 1 });
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const steps: TimedStep[] = [];
  const done = (step: TimedStep) => {
    steps.push(step);
    onStep(step);
  };
  const timed = async (step: string, work: () => Promise<MigrationResultSet>) => {
    const started = performance.now();
    const { error, results } = await work();
    if (error) throw new Error(`${step} failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`, { cause: error });
    done({ step: `${step} ${(results ?? []).map((result) => result.migrationName).join(', ')}`, ms: performance.now() - started });
  };
  try {
    for (let undone = names.length - 1; undone >= index; undone -= 1) await timed('undone:', () => migrator.migrateDown());
    for (let applied = index; applied < names.length; applied += 1) await timed('applied:', () => migrator.migrateUp());
    const building = performance.now();
    const built = await buildOnlineIndexes(db);
    done({ step: `online indexes built: ${built.join(', ') || 'none missing'}`, ms: performance.now() - building });
    return steps;
  } finally {
    await db.destroy();
  }
}
