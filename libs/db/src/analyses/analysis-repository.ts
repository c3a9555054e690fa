import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { recordSecurityFacts } from './security-facts.js';

/** A token's latest security and market report, as the analyzer stored it (checked by the reader). */
export interface StoredAnalysis {
  report: Record<string, unknown>;
  analyzedAt: Date;
}

export async function findAnalysis(db: Kysely<Database>, tokenAddress: string): Promise<StoredAnalysis | null> {
  const row = await db
    .selectFrom('analyses')
    .select(['report', 'analyzed_at'])
    .where('token_address', '=', tokenAddress)
    .executeTakeFirst();
  return row ? { report: row.report, analyzedAt: row.analyzed_at } : null;
}

/**
 * Keeps one report per token (a newer analysis replaces the previous one), and its security
 * facts when they changed. True when they did: the alert rules on security facts are checked
 * against the token again.
 */
export async function saveAnalysis(db: Kysely<Database>, tokenAddress: string, analysis: StoredAnalysis): Promise<boolean> {
  const values = { report: JSON.stringify(analysis.report), analyzed_at: analysis.analyzedAt };
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('analyses')
      .values({ token_address: tokenAddress, ...values })
      .onConflict((conflict) => conflict.column('token_address').doUpdateSet(values))
      .execute();
    return recordSecurityFacts(trx, tokenAddress, analysis.report, analysis.analyzedAt);
  });
}
