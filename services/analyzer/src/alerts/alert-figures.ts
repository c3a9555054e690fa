import { z } from 'zod';
import type { TokenAlertRecord } from '@solana-hub/db';

/** A figure as an alert message stated it, and when that message came. */
export interface Stated<T> {
  value: T;
  at: Date;
}

/**
 * What a token's alert messages say, the newest statement of each figure. The fields are those
 * the built-in templates' presets extract (libs/extraction presets), by their field names.
 */
export interface AlertFigures {
  messageCount: number;
  firstSeen: Date;
  marketCap: Stated<number> | null;
  /** The market cap of the first alert that stated one. */
  initialMarketCap: Stated<number> | null;
  /** The highest market cap stated, as a market cap or as an ATH ('🔝 $26.8K'). */
  athMarketCap: Stated<number> | null;
  pairAddress: string | null;
  holders: Stated<number> | null;
  topHoldersPercent: Stated<number> | null;
  devHoldingsPercent: Stated<number> | null;
  liquidityUsd: Stated<number> | null;
  volume24h: Stated<number> | null;
  /** Buys per sell. */
  buySellRatio: Stated<number> | null;
  /** 'renounced', 'not renounced', 'holding', 'sold' or 'dumped'. */
  devStatus: Stated<string> | null;
  /** The alert bot's own rating: 'LOW', 'MEDIUM', 'HIGH'. */
  rugRisk: Stated<string> | null;
  bundles: Stated<number> | null;
  /** A count ('4') or a share ('7.2%'), as the bot writes it. */
  snipers: Stated<string> | null;
  insiders: Stated<number> | null;
  dexPaid: Stated<boolean> | null;
}

/** Numbers as the post-processors store them; numeric text ('1,284') from hand-made templates too. */
const amount = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.replace(/,/g, '')) : value),
  z.number().finite().nonnegative(),
);
const percent = amount.pipe(z.number().max(100));
const count = amount.pipe(z.number().int());
const word = z.string().trim().min(1);
const flag = z.boolean();
const fieldsSchema = z.record(z.string(), z.unknown()).catch({});
/** The accumulated_data states that keep the newest value, with its time. */
const newestStateSchema = z.object({ accumulator: z.enum(['latest', 'none']), value: z.unknown(), at: z.iso.datetime() });

interface Observation {
  at: Date;
  fields: Record<string, unknown>;
}

/**
 * The figures of a token's alerts: the newest value of each field among its newest messages'
 * fields and the newest values its accumulated data keeps (which reach further back). A value
 * that is not of the field's kind (a hand-made template's text where a number belongs) is passed
 * over for an older one.
 */
export function alertFigures(record: TokenAlertRecord): AlertFigures {
  const { token } = record;
  const observations = [
    ...record.messages.map(({ at, fields }) => ({ at, fields: fieldsSchema.parse(fields) })),
    ...accumulatedObservations(token.accumulated),
  ];
  const newestOf = <T>(field: string, schema: z.ZodType<T>) => newest(observations, field, schema);
  return {
    messageCount: token.messageCount,
    firstSeen: token.firstSeen,
    marketCap: token.currentMarketCap,
    initialMarketCap: token.initialMarketCap,
    athMarketCap: higher(token.athMarketCap, newestOf('ath_market_cap', amount)),
    pairAddress: record.pairAddress ?? newestOf('pair_address', word)?.value ?? null,
    // The token's own figures hold what any template aimed at them stated (a hand-made one's too);
    // not its volume, which the built-in 'volume' preset fills from whatever window a bot reports.
    holders: newer(token.figures.holder_count, newestOf('total_holders', count)),
    topHoldersPercent: newestOf('top_10_percent', percent),
    devHoldingsPercent: newer(token.figures.dev_holdings_percentage, newestOf('dev_percent', percent)),
    liquidityUsd: newer(token.figures.liquidity_usd, newestOf('liquidity', amount)),
    volume24h: newestOf('volume_24h', amount),
    buySellRatio: newestOf('buy_sell_ratio', amount),
    devStatus: newestOf('dev_status', word.toLowerCase()),
    rugRisk: newestOf('rug_risk', word.toUpperCase()),
    bundles: newestOf('bundle_activity', count),
    snipers: newestOf('sniper_activity', word),
    insiders: newestOf('insider_count', count),
    dexPaid: newestOf('dex_paid', flag),
  };
}

function newest<T>(observations: readonly Observation[], field: string, schema: z.ZodType<T>): Stated<T> | null {
  let found: Stated<T> | null = null;
  for (const { at, fields } of observations) {
    if (found && at <= found.at) continue;
    const parsed = schema.safeParse(fields[field]);
    if (parsed.success) found = { value: parsed.data, at };
  }
  return found;
}

function accumulatedObservations(accumulated: Record<string, unknown>): Observation[] {
  return Object.entries(accumulated).flatMap(([field, state]) => {
    const parsed = newestStateSchema.safeParse(state);
    return parsed.success ? [{ at: new Date(parsed.data.at), fields: { [field]: parsed.data.value } }] : [];
  });
}

function newer<T>(a: Stated<T> | null, b: Stated<T> | null): Stated<T> | null {
  if (!a || !b) return a ?? b;
  return b.at > a.at ? b : a;
}

function higher(a: Stated<number> | null, b: Stated<number> | null): Stated<number> | null {
  if (!a || !b) return a ?? b;
  return b.value > a.value ? b : a;
}
