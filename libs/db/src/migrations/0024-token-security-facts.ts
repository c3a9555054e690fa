import { sql, type Kysely } from 'kysely';

/**
 * What each analysis found of a token's security (authorities, top-10 holders, liquidity), kept
 * over time: `analyses` holds only the latest report, and a token's page shows what was known at
 * each call beside what is known now. A row is added only when the facts change. The reports
 * stored so far give each token its first row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE token_security_facts (
      token_address text NOT NULL,
      analyzed_at timestamptz NOT NULL,
      source text NOT NULL,
      mint_authority_revoked boolean NOT NULL,
      freeze_authority_revoked boolean NOT NULL,
      top10_percent double precision,
      liquidity_usd double precision,
      PRIMARY KEY (token_address, analyzed_at)
    )`.execute(db);
  await sql`
    INSERT INTO token_security_facts
    SELECT token_address, analyzed_at, report #>> '{security,source}',
           NOT (report #>> '{security,details,canMint}')::boolean,
           NOT (report #>> '{security,details,canFreeze}')::boolean,
           (report #>> '{security,details,topHoldersPercent}')::double precision,
           (report #>> '{market,liquidity,usd}')::double precision
    FROM analyses
    WHERE jsonb_typeof(report #> '{security,details,canMint}') = 'boolean'
      AND jsonb_typeof(report #> '{security,details,canFreeze}') = 'boolean'
      AND jsonb_typeof(report #> '{security,source}') = 'string'
      AND jsonb_typeof(report #> '{security,details,topHoldersPercent}') IN ('number', 'null')
      AND coalesce(jsonb_typeof(report #> '{market,liquidity,usd}'), 'null') IN ('number', 'null')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE token_security_facts`.execute(db);
}
