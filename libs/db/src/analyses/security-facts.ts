import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  SECURITY_AT_CALL_GRACE_MINUTES,
  analysisResultSchema,
  type SecurityFacts,
  type TokenCall,
  type TokenCallWithSecurity,
} from '@solana-hub/contracts';
import type { Database, TokenSecurityFactsTable } from '../schema.js';

type FactsRow = Selectable<TokenSecurityFactsTable>;
type Facts = Omit<FactsRow, 'token_address' | 'analyzed_at'>;

/** The security facts of a report, or null when it is not a report the analyzer makes today. */
function factsOf(report: Record<string, unknown>): Facts | null {
  const parsed = analysisResultSchema.safeParse(report);
  if (!parsed.success) return null;
  const { security, market } = parsed.data;
  return {
    source: security.source,
    mint_authority_revoked: !security.details.canMint,
    freeze_authority_revoked: !security.details.canFreeze,
    top10_percent: security.details.topHoldersPercent,
    liquidity_usd: market?.liquidity.usd ?? null,
  };
}

const sameFacts = (a: Facts, b: Facts) =>
  a.source === b.source &&
  a.mint_authority_revoked === b.mint_authority_revoked &&
  a.freeze_authority_revoked === b.freeze_authority_revoked &&
  a.top10_percent === b.top10_percent &&
  a.liquidity_usd === b.liquidity_usd;

/**
 * Keeps what a new report found of the token's security, when it differs from what the latest
 * earlier report found: a page opened every minute adds nothing while nothing changes. True
 * when a row was added.
 */
export async function recordSecurityFacts(
  db: Transaction<Database>,
  tokenAddress: string,
  report: Record<string, unknown>,
  analyzedAt: Date,
): Promise<boolean> {
  const facts = factsOf(report);
  if (!facts) return false;
  const before = await db
    .selectFrom('token_security_facts')
    .selectAll()
    .where('token_address', '=', tokenAddress)
    .where('analyzed_at', '<=', analyzedAt)
    .orderBy('analyzed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (before && sameFacts(before, facts)) return false;
  const inserted = await db
    .insertInto('token_security_facts')
    .values({ token_address: tokenAddress, analyzed_at: analyzedAt, ...facts })
    .onConflict((conflict) => conflict.columns(['token_address', 'analyzed_at']).doNothing())
    .executeTakeFirst();
  return (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

const toSecurityFacts = ({ token_address: _, analyzed_at, ...facts }: FactsRow): SecurityFacts => ({
  analyzed_at: analyzed_at.toISOString(),
  ...facts,
});

/** The facts known at a call: the last found before it, else the first found within the grace after it. */
export function securityAtCall(history: readonly FactsRow[], calledAt: Date): SecurityFacts | null {
  const graceEnd = calledAt.getTime() + SECURITY_AT_CALL_GRACE_MINUTES * 60_000;
  const before = history.filter((row) => row.analyzed_at.getTime() <= calledAt.getTime()).at(-1);
  const soonAfter = history.find((row) => row.analyzed_at.getTime() > calledAt.getTime() && row.analyzed_at.getTime() <= graceEnd);
  const row = before ?? soonAfter;
  return row ? toSecurityFacts(row) : null;
}

/** Each call with the security facts known at it, and the facts known now. */
export async function withSecurityFacts(
  db: Kysely<Database>,
  tokenAddress: string,
  calls: readonly TokenCall[],
): Promise<{ calls: TokenCallWithSecurity[]; security_now: SecurityFacts | null }> {
  const history = await db
    .selectFrom('token_security_facts')
    .selectAll()
    .where('token_address', '=', tokenAddress)
    .orderBy('analyzed_at')
    .execute();
  const latest = history.at(-1);
  return {
    calls: calls.map((call) => ({ ...call, security_at_call: securityAtCall(history, new Date(call.called_at)) })),
    security_now: latest ? toSecurityFacts(latest) : null,
  };
}
