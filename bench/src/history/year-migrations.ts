import { Migrator, type Kysely } from 'kysely';
import { buildOnlineIndexes, connectDatabase, migrations, type Database } from '@solana-hub/db';

/** How long a step took, and what it did. */
export interface TimedStep {
  step: string;
  ms: number;
}

/** Hears of each step as it ends. */
type OnStep = (step: TimedStep) => void;

/**
 * The migrations the year lacks, applied one at a time and each timed, then the online indexes
 * built as the migrate step builds them (goal: each migration ≤ 60 s on the year, or built
 * online). Answers the steps taken: none when the year is up to date.
 */
export async function applyPendingMigrations(url: string, onStep: OnStep): Promise<TimedStep[]> {
  return await withMigrator(url, onStep, (steps) => steps.applyPending());
}

/**
 * The migrations from `first` on, timed on the year's data: each undone, newest first, then
 * applied again as applyPendingMigrations does. Run it on a copy of the year: undoing a migration
 * drops what it made. A migration whose undoing rebuilds an old index on every message (0042
 * puts the whole text's trigram index back) makes the undo that long.
 */
export async function timeMigrations(url: string, first: string, onStep: OnStep): Promise<TimedStep[]> {
  const names = Object.keys(migrations).sort();
  const index = names.indexOf(first);
  if (index < 0) throw new Error(`no migration named ${first} (the names: ${names.join(', ')})`);
  return await withMigrator(url, onStep, async (steps) => {
    for (let undone = names.length - 1; undone >= index; undone -= 1) await steps.undoNewest();
    await steps.applyPending();
  });
}

/** Runs `work` with the year's migrator on one connection, each step timed and heard of; answers the steps. */
async function withMigrator(
  url: string,
  onStep: OnStep,
  work: (steps: { undoNewest: () => Promise<void>; applyPending: () => Promise<void> }) => Promise<void>,
): Promise<TimedStep[]> {
  const db: Kysely<Database> = connectDatabase(url, { maxConnections: 1 });
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const steps: TimedStep[] = [];
  /** Times `run`, and records what it did when it did anything. */
  const timed = async (run: () => Promise<string[]>) => {
    const started = performance.now();
    const did = await run();
    if (did.length === 0) return false;
    const step = { step: did.join(', '), ms: performance.now() - started };
    steps.push(step);
    onStep(step);
    return true;
  };
  const migrate = (direction: 'undone' | 'applied') => async () => {
    const { error, results } = await (direction === 'undone' ? migrator.migrateDown() : migrator.migrateUp());
    if (error)
      throw new Error(
        `migration ${direction === 'undone' ? 'undo' : 'up'} failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`,
        { cause: error },
      );
    return (results ?? []).map((result) => `${direction}: ${result.migrationName}`);
  };
  try {
    await work({
      undoNewest: async () => void (await timed(migrate('undone'))),
      applyPending: async () => {
        while (await timed(migrate('applied')));
        await timed(async () => (await buildOnlineIndexes(db)).map((name) => `online index built: ${name}`));
      },
    });
    return steps;
  } finally {
    await db.destroy();
  }
}
