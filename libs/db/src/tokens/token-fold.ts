import type { TokenFigure } from '@solana-hub/contracts';
import { foldAccumulated, mergeAccumulated, type AccumulatedData, type AccumulatorType } from '@solana-hub/extraction';
import type { MetadataProvider, NameSource } from '../schema.js';

/** A field value an alert's template extractors found, with how it combines across messages. */
export interface FieldToAccumulate {
  field: string;
  accumulator: AccumulatorType;
  value: unknown;
}

/** The token figures one alert states (its template's extractors aimed at them), checked numbers. */
export type MessageFigures = Partial<Record<TokenFigure, number>>;

/** What one alert says about its token; the input of a fold. */
export interface TokenMention {
  address: string;
  chain: 'solana' | 'evm';
  name: string | null;
  symbol: string | null;
  messageType: string;
  marketCap: number | null;
  accumulate: readonly FieldToAccumulate[];
  figures: MessageFigures;
  /** The token's pair (pool) address, when the alert names it. */
  pairAddress: string | null;
  at: Date;
  /** The fields of the alert that are the trader's correction rather than the extraction's reading. */
  corrected?: CorrectedFields;
}

/** Which of a message's fields the trader corrected. */
export interface CorrectedFields {
  name?: boolean;
  symbol?: boolean;
  marketCap?: boolean;
}

/**
 * A token's numbers from a set of its messages. Every field is chosen by message time (or by
 * value), never by position in the set, so folding the same messages in any order, or merging
 * folds in any order, gives the same token.
 */
export interface TokenFold {
  address: string;
  chain: 'solana' | 'evm';
  firstSeen: Date;
  firstMessageType: string;
  latestMessageAt: Date;
  messageCount: number;
  name: Named;
  symbol: Named;
  initialMarketCap: { value: number; at: Date } | null;
  currentMarketCap: { value: number; at: Date } | null;
  athMarketCap: { value: number; at: Date } | null;
  /** The first initial price stated, the newest statement of each other figure. */
  figures: FoldedFigures;
  pairAddress: { value: string; at: Date } | null;
  /** The template fields of the token's messages, combined per accumulator. */
  accumulated: AccumulatedData;
}

export type FoldedFigures = Record<TokenFigure, Stamped<number>>;

const stamp = <T>(value: T | null, at: Date) => (value === null ? null : { value, at });

/** A name or a symbol with when and by whom it was given. */
export type Named = { value: string; at: Date; source: NameSource } | null;

const named = (value: string | null, at: Date, source: NameSource): Named => (value === null ? null : { value, at, source });

/**
 * Who wins a name or a symbol: the trader's correction over the alerts, the alerts over the
 * providers (which only fill a token its alerts leave unnamed), the mint's own metadata over
 * DexScreener's (which reads it from there).
 */
const NAME_RANK: Record<NameSource, number> = { correction: 3, alert: 2, 'onchain-metadata': 1, dexscreener: 0 };

/** The name that wins: by who gave it, then the newer, then by value, so that order never matters. */
function preferredName(a: Named, b: Named): Named {
  if (!a || !b) return a ?? b;
  if (a.source !== b.source) return NAME_RANK[a.source] > NAME_RANK[b.source] ? a : b;
  // `later` answers one of the two it was given.
  return later(a, b) === a ? a : b;
}

function figuresOf(figures: MessageFigures, at: Date): FoldedFigures {
  return {
    initial_price: stamp(figures.initial_price ?? null, at),
    volume_24h: stamp(figures.volume_24h ?? null, at),
    holder_count: stamp(figures.holder_count ?? null, at),
    dev_holdings_percentage: stamp(figures.dev_holdings_percentage ?? null, at),
    liquidity_usd: stamp(figures.liquidity_usd ?? null, at),
  };
}

/** The fold of one message. */
export function foldOf(mention: TokenMention): TokenFold {
  return {
    address: mention.address,
    chain: mention.chain,
    firstSeen: mention.at,
    firstMessageType: mention.messageType,
    latestMessageAt: mention.at,
    messageCount: 1,
    name: named(mention.name, mention.at, mention.corrected?.name ? 'correction' : 'alert'),
    symbol: named(mention.symbol, mention.at, mention.corrected?.symbol ? 'correction' : 'alert'),
    initialMarketCap: stamp(mention.marketCap, mention.at),
    currentMarketCap: stamp(mention.marketCap, mention.at),
    athMarketCap: stamp(mention.marketCap, mention.at),
    figures: figuresOf(mention.figures, mention.at),
    pairAddress: stamp(mention.pairAddress, mention.at),
    accumulated: foldAccumulated(mention.accumulate.map((entry) => ({ ...entry, at: mention.at }))),
  };
}

type Stamped<T> = { value: T; at: Date } | null;

/** Ties on time are broken by value, so that the result never depends on order. */
function earlier<T extends string | number>(a: Stamped<T>, b: Stamped<T>): Stamped<T> {
  if (!a || !b) return a ?? b;
  if (a.at.getTime() !== b.at.getTime()) return a.at < b.at ? a : b;
  return a.value <= b.value ? a : b;
}
function later<T extends string | number>(a: Stamped<T>, b: Stamped<T>): Stamped<T> {
  if (!a || !b) return a ?? b;
  if (a.at.getTime() !== b.at.getTime()) return a.at > b.at ? a : b;
  return a.value >= b.value ? a : b;
}
function higher(a: Stamped<number>, b: Stamped<number>): Stamped<number> {
  if (!a || !b) return a ?? b;
  if (a.value !== b.value) return a.value > b.value ? a : b;
  return a.at <= b.at ? a : b;
}

/** Two folds of the same token as one. */
export function mergeFolds(a: TokenFold, b: TokenFold): TokenFold {
  const first = earlier({ value: a.firstMessageType, at: a.firstSeen }, { value: b.firstMessageType, at: b.firstSeen });
  return {
    address: a.address,
    chain: a.firstSeen <= b.firstSeen ? a.chain : b.chain,
    firstSeen: first?.at ?? a.firstSeen,
    firstMessageType: first?.value ?? a.firstMessageType,
    latestMessageAt: a.latestMessageAt > b.latestMessageAt ? a.latestMessageAt : b.latestMessageAt,
    messageCount: a.messageCount + b.messageCount,
    name: preferredName(a.name, b.name),
    symbol: preferredName(a.symbol, b.symbol),
    initialMarketCap: earlier(a.initialMarketCap, b.initialMarketCap),
    currentMarketCap: later(a.currentMarketCap, b.currentMarketCap),
    athMarketCap: higher(a.athMarketCap, b.athMarketCap),
    figures: mergeFigures(a.figures, b.figures),
    pairAddress: later(a.pairAddress, b.pairAddress),
    accumulated: mergeAccumulatedData(a.accumulated, b.accumulated),
  };
}

/** The initial price is the first one stated (as the initial market cap is); the others are current figures. */
function mergeFigures(a: FoldedFigures, b: FoldedFigures): FoldedFigures {
  return {
    initial_price: earlier(a.initial_price, b.initial_price),
    volume_24h: later(a.volume_24h, b.volume_24h),
    holder_count: later(a.holder_count, b.holder_count),
    dev_holdings_percentage: later(a.dev_holdings_percentage, b.dev_holdings_percentage),
    liquidity_usd: later(a.liquidity_usd, b.liquidity_usd),
  };
}

/** What a market data provider reported for a token: its newest and its highest market cap. */
export interface ObservedMarketCaps {
  latest: Stamped<number>;
  highest: Stamped<number>;
}

/**
 * A fold of a token's messages with the market caps a provider reported: the newer market cap
 * is the current one and the higher one the ATH, by the same rules as between messages.
 */
export function withObservedMarketCaps(fold: TokenFold, observed: ObservedMarketCaps): TokenFold {
  return {
    ...fold,
    currentMarketCap: later(fold.currentMarketCap, observed.latest),
    athMarketCap: higher(fold.athMarketCap, observed.highest),
  };
}

/** The name and symbol a provider gives a token, as last seen. */
export interface ProviderNames {
  provider: MetadataProvider;
  name: string | null;
  symbol: string | null;
  at: Date;
}

/** A fold with the providers' names: they fill what the alerts leave out, and never replace what they said. */
export function withProviderNames(fold: TokenFold, providers: readonly ProviderNames[]): TokenFold {
  return providers.reduce(
    (current, { provider, name, symbol, at }) => ({
      ...current,
      name: preferredName(current.name, named(name, at, provider)),
      symbol: preferredName(current.symbol, named(symbol, at, provider)),
    }),
    fold,
  );
}

function mergeAccumulatedData(a: AccumulatedData, b: AccumulatedData): AccumulatedData {
  const merged: AccumulatedData = { ...a };
  for (const [field, state] of Object.entries(b)) {
    const existing = merged[field];
    merged[field] = existing ? mergeAccumulated(existing, state) : state;
  }
  return merged;
}

/** One fold per token, sorted by address (the order rows are locked in, so batches never deadlock). */
export function foldByToken(mentions: readonly TokenMention[]): TokenFold[] {
  const folds = new Map<string, TokenFold>();
  for (const mention of mentions) {
    const fold = foldOf(mention);
    const existing = folds.get(mention.address);
    folds.set(mention.address, existing ? mergeFolds(existing, fold) : fold);
  }
  return [...folds.values()].sort((a, b) => (a.address < b.address ? -1 : a.address > b.address ? 1 : 0));
}
