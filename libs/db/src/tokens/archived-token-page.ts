import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { ArchivedSortField, ArchivedToken, SortOrder } from '@solana-hub/contracts';
import type { Database } from '../schema.js';
import { toArchivedToken } from './token-repository.js';
import { countArchivedTokens } from './token-archive.js';
import { containsPattern } from '../common/like-pattern.js';

export interface ArchivedTokenSelection {
  /** 1-based */
  page: number;
  limit: number;
  sortBy: ArchivedSortField;
  sortOrder: SortOrder;
  /** Part of the name, symbol or address, any case. */
  search?: string | undefined;
  athMultipleMin?: number | undefined;
  athMultipleMax?: number | undefined;
}

// The same expressions as the partial indexes over archived tokens (migration 0004).
const athMultiple = sql<number | null>`(ath_market_cap / NULLIF(initial_market_cap, 0))`;
const searchText = sql<string>`(coalesce(token_name, '') || ' ' || coalesce(token_symbol, '') || ' ' || token_address)`;

const sortExpressions: Record<ArchivedSortField, Expression<unknown>> = {
  first_seen: sql`first_seen`,
  token_name: sql`lower(token_name)`,
  current_market_cap: sql`current_market_cap`,
  ath_market_cap: sql`ath_market_cap`,
  ath_multiple: athMultiple,
};

function filters(selection: ArchivedTokenSelection) {
  return (eb: ExpressionBuilder<Database, 'tokens'>) => {
    const conditions: Array<Expression<SqlBool>> = [eb('hidden', '=', true)];
    if (selection.search) conditions.push(sql<SqlBool>`${searchText} ILIKE ${containsPattern(selection.search)}`);
    if (selection.athMultipleMin !== undefined) conditions.push(sql<SqlBool>`${athMultiple} >= ${selection.athMultipleMin}`);
    if (selection.athMultipleMax !== undefined) conditions.push(sql<SqlBool>`${athMultiple} <= ${selection.athMultipleMax}`);
    return eb.and(conditions);
  };
}

function isEveryArchivedToken(selection: ArchivedTokenSelection): boolean {
  return !selection.search && selection.athMultipleMin === undefined && selection.athMultipleMax === undefined;
}

/**
 * One page of archived tokens and how many match in all. Tokens without a value for the sort
 * field (no market cap, no ATH multiple) come last in either direction; the address breaks
 * ties so pages never overlap. Without a search or ATH bounds, every archived token matches: their
 * count is the one kept (countArchivedTokens), not counted again.
 */
export async function archivedTokensPage(
  db: Kysely<Database>,
  selection: ArchivedTokenSelection,
): Promise<{ tokens: ArchivedToken[]; totalCount: number }> {
  const where = filters(selection);
  const [rows, count] = await Promise.all([
    db
      .selectFrom('tokens')
      .selectAll()
      .where(where)
      .orderBy(sortExpressions[selection.sortBy], (order) => (selection.sortOrder === 'asc' ? order.asc() : order.desc()).nullsLast())
      .orderBy('token_address')
      .limit(selection.limit)
      .offset((selection.page - 1) * selection.limit)
      .execute(),
    isEveryArchivedToken(selection)
      ? countArchivedTokens(db)
      : db
          .selectFrom('tokens')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where(where)
          .executeTakeFirstOrThrow()
          .then((row) => Number(row.n)),
  ]);
  return { tokens: rows.map(toArchivedToken), totalCount: count };
}
