import { sql, type Kysely } from 'kysely';

/**
 * A token's own figures as its alerts state them: the template target fields
 * initial_price, volume_24h, holder_count, dev_holdings_percentage and liquidity_usd, and the
 * pair address a message names, each with the time of the message that stated it, so the
 * token fold can keep the first initial price and the newest of the others whatever order the
 * messages arrive in (token-fold.ts). Each message keeps what it stated in extracted_data, so
 * a rebuilt token finds them again. Tokens stored before this migration get them when their
 * messages are extracted again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE tokens
    ADD COLUMN pair_address_at timestamptz,
    ADD COLUMN initial_price double precision,
    ADD COLUMN initial_price_at timestamptz,
    ADD COLUMN volume_24h double precision,
    ADD COLUMN volume_24h_at timestamptz,
    ADD COLUMN holder_count integer,
    ADD COLUMN holder_count_at timestamptz,
    ADD COLUMN dev_holdings_percentage double precision,
    ADD COLUMN dev_holdings_percentage_at timestamptz,
    ADD COLUMN liquidity_usd double precision,
    ADD COLUMN liquidity_usd_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE tokens
    DROP COLUMN pair_address_at,
    DROP COLUMN initial_price,
    DROP COLUMN initial_price_at,
    DROP COLUMN volume_24h,
    DROP COLUMN volume_24h_at,
    DROP COLUMN holder_count,
    DROP COLUMN holder_count_at,
    DROP COLUMN dev_holdings_percentage,
    DROP COLUMN dev_holdings_percentage_at,
    DROP COLUMN liquidity_usd,
    DROP COLUMN liquidity_usd_at`.execute(db);
}
