import { z } from 'zod';
import { plausibleMarketCap } from '@solana-hub/extraction';

/**
 * The figures of a data provider's answer, bounded before they reach a report, a risk score or
 * a token's market cap: a provider's bug (or a hostile stand-in) answers 1e400, which JSON reads
 * as Infinity, a negative liquidity or a 900 % holder share. Such a figure is unknown, like one
 * the provider left out; it neither fails the whole answer (of 30 tokens, for DexScreener) nor
 * is stored.
 */

function finiteOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A figure of an answer's schema: a finite number, or null for anything else. */
export const figure = z.unknown().transform(finiteOrNull).optional();

/** A figure some providers write as a string of digits ('1000000000'). */
export const figureOrDigits = z
  .unknown()
  .transform((value) => finiteOrNull(typeof value === 'string' && /^\d+(\.\d+)?$/.test(value) ? Number(value) : value))
  .optional();

/** A count of an answer's schema (buys, sells): a whole number, 0 for anything else. */
export const count = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).catch(0);

/** A dollar amount (market cap, liquidity, volume): no market holds more than the market-cap ceiling. */
export function plausibleUsd(value: number | null | undefined): number | null {
  return plausibleMarketCap(value);
}

/** A share of a supply or a pool, 0 to 100. */
export function percentOrNull(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100 ? value : null;
}

/** A number of holders. */
export function holdersOrNull(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}
