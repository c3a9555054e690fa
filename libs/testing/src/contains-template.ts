import type { Kysely } from 'kysely';
import type { Database } from '@solana-hub/db';

/**
 * A template that takes over every message containing `word` (first in priority, no fields of
 * its own), switched on or off: the template change a replay applies, and undoes when it is
 * switched off again, in the replay's tests and bench.
 */
export async function setContainsTemplate(db: Kysely<Database>, name: string, word: string, enabled: boolean): Promise<void> {
  await db
    .insertInto('templates')
    .values({
      name,
      display_name: name,
      enabled,
      priority: 10_000,
      sample_message: null,
      patterns: JSON.stringify([{ pattern: word, type: 'contains', enabled: true }]),
      extractors: '[]',
    })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ enabled }))
    .execute();
}
