import type { Kysely, MigrationResultSet, Migrator } from 'kysely';
import { buildOnlineIndexes, connectDatabase, hubMigrator, ranMigrations, type Database } from '@solana-hub/db';

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
  const year = new TimedMigrations(url, onStep);
  try {
    await year.applyPending();
    return year.steps;
  } finally {
    await year.close();
  }
}

/**
 * The migrations from `first` on, timed on the year's data: each undone, newest first, then
 * applied again as applyPendingMigrations does. Run it on a copy of the year: undoing a migration
 * drops what it made. A migration whose undoing rebuilds an old index on every message (0042
 * puts the whole text's trigram index back) makes the undo that long.
 */
export async function timeMigrations(url: string, first: string, onStep: OnStep): Promise<TimedStep[]> {
  const year = new TimedMigrations(url, onStep);
  try {
    const names = (await year.migrator.getMigrations()).map((migration) => migration.name);
    if (!names.includes(first)) throw new Error(`no migration named ${first} (the names: ${names.join(', ')})`);
    while (await year.undoNewestFrom(first));
    await year.applyPending();
    return year.steps;
  } finally {
    await year.close();
  }
}

/** The hub's migrator on the year, on one connection, each step it takes timed and heard of. */
class TimedMigrations {
  readonly steps: TimedStep[] = [];
  private readonly db: Kysely<Database>;
  readonly migrator: Migrator;

  constructor(
    url: string,
    private readonly onStep: OnStep,
  ) {
    this.db = connectDatabase(url, { maxConnections: 1 });
    this.migrator = hubMigrator(this.db);
  }

  /** Undoes the newest applied migration if it is `first` or later; answers whether it did. */
  async undoNewestFrom(first: string): Promise<boolean> {
    const applied = (await this.migrator.getMigrations()).filter((migration) => migration.executedAt !== undefined);
    const newest = applied.at(-1)?.name;
    return newest !== undefined && newest >= first && (await this.timed('undone', () => this.migrator.migrateDown()));
  }

  /** Applies the pending migrations one at a time, then builds the online indexes the year lacks. */
  async applyPending(): Promise<void> {
    while (await this.timed('applied', () => this.migrator.migrateUp()));
    const building = performance.now();
    const built = await buildOnlineIndexes(this.db);
    if (built.length > 0) this.record(`online indexes built: ${built.join(', ')}`, building);
  }

  close(): Promise<void> {
    return this.db.destroy();
  }

  /** Runs one migrator step; records it when it ran a migration, and answers whether it did. */
  private async timed(what: 'undone' | 'applied', step: () => Promise<MigrationResultSet>): Promise<boolean> {
    const started = performance.now();
    const ran = ranMigrations(await step());
    if (ran.length > 0) this.record(`${what}: ${ran.map((result) => result.migrationName).join(', ')}`, started);
    return ran.length > 0;
  }

  private record(step: string, started: number): void {
    const timed = { step, ms: performance.now() - started };
    this.steps.push(timed);
    this.onStep(timed);
  }
}
