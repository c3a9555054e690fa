import type { MarketCapSource } from '@solana-hub/contracts';

/**
 * How a call did, by the definitions in docs/channel-scores.md: pure, so the
 * definitions live in one place and are tested without a database.
 */

/** A market cap known at a time, from an alert's text or the analyzer's refresh. */
export interface MarketCapPoint {
  /** milliseconds since the epoch */
  at: number;
  marketCap: number;
  source: MarketCapSource;
}

export interface CallFigures {
  marketCapAtCall: number | null;
  peak1h: number | null;
  peak24h: number | null;
  peak7d: number | null;
  peakSource: MarketCapSource | null;
  minutesToTwoX: number | null;
  drawdown7d: number | null;
  /** The lowest market cap known after the call within 7 days, null when none is: what a later peak's drawdown starts from. */
  lowest7d: number | null;
}

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** The peak is sought up to 7 days after the call; the 1 h and 24 h peaks are its first parts. */
export const PEAK_WINDOW_MS = 7 * 24 * HOUR_MS;

/**
 * The figures of a call made at `calledAt` stating `statedMarketCap` (null when it states
 * none), given every positive market cap known of its token, oldest first.
 * - market cap at the call: the stated one, else the last known at or before the call (of
 *   several at that time, the highest, as the token fold does);
 * - peaks: the highest known after the call up to 1 h, 24 h, 7 d after it; of equal highs the
 *   earliest, an alert's before a refresh's at the same time;
 * - time to 2x: minutes to the first market cap ≥ twice the one at the call, within 7 days;
 * - drawdown: how far the market cap fell below the one at the call before the 7-day peak,
 *   as a share of it (0 when it never fell below), null without a peak or a market cap at the call.
 */
export function callFigures(calledAt: number, statedMarketCap: number | null, points: readonly MarketCapPoint[]): CallFigures {
  // A market cap of 0 (a misread) would make every multiple infinite: it is no market cap.
  const marketCapAtCall = (statedMarketCap !== null && statedMarketCap > 0 ? statedMarketCap : null) ?? lastKnownAt(points, calledAt);
  const after = points.filter((point) => point.at > calledAt && point.at <= calledAt + PEAK_WINDOW_MS);
  const peakWithin = (ms: number) => highest(after.filter((point) => point.at <= calledAt + ms));
  const peak = highest(after);
  const twoX = marketCapAtCall === null ? undefined : after.find((point) => point.marketCap >= 2 * marketCapAtCall);
  return {
    marketCapAtCall,
    peak1h: peakWithin(HOUR_MS)?.marketCap ?? null,
    peak24h: peakWithin(24 * HOUR_MS)?.marketCap ?? null,
    peak7d: peak?.marketCap ?? null,
    peakSource: peak?.source ?? null,
    minutesToTwoX: twoX ? (twoX.at - calledAt) / MINUTE_MS : null,
    drawdown7d: peak && marketCapAtCall !== null ? drawdownBefore(after, peak.at, marketCapAtCall) : null,
    lowest7d: after.length === 0 ? null : Math.min(...after.map((point) => point.marketCap)),
  };
}

/**
 * The figures of a call made at `calledAt` moved by market caps all later than every one its
 * `figures` were computed from (and than the call): what callFigures answers over both. A peak
 * can only rise, and a new peak's drawdown starts from the lowest known before it, so the
 * figures alone are enough: the history before is never read again.
 */
export function advanceCallFigures(calledAt: number, figures: CallFigures, later: readonly MarketCapPoint[]): CallFigures {
  const { marketCapAtCall } = figures;
  const advanced = { ...figures };
  // Of equal highs the earliest stays, an alert's before a refresh's at the same time (as callFigures).
  const inWindow = later
    .filter((point) => point.at > calledAt && point.at <= calledAt + PEAK_WINDOW_MS)
    .sort((a, b) => a.at - b.at || (a.source === b.source ? 0 : a.source === 'alert' ? -1 : 1));
  let lowestBefore = figures.lowest7d ?? Infinity;
  let lowestSoFar = lowestBefore;
  let lastAt = -Infinity;
  for (const point of inWindow) {
    // The drawdown counts only market caps strictly before the peak's time.
    if (point.at > lastAt) [lowestBefore, lastAt] = [lowestSoFar, point.at];
    if (point.at <= calledAt + HOUR_MS && point.marketCap > (advanced.peak1h ?? 0)) advanced.peak1h = point.marketCap;
    if (point.at <= calledAt + 24 * HOUR_MS && point.marketCap > (advanced.peak24h ?? 0)) advanced.peak24h = point.marketCap;
    if (point.marketCap > (advanced.peak7d ?? 0)) {
      advanced.peak7d = point.marketCap;
      advanced.peakSource = point.source;
      advanced.drawdown7d = marketCapAtCall === null ? null : 1 - Math.min(marketCapAtCall, lowestBefore) / marketCapAtCall;
    }
    if (advanced.minutesToTwoX === null && marketCapAtCall !== null && point.marketCap >= 2 * marketCapAtCall) {
      advanced.minutesToTwoX = (point.at - calledAt) / MINUTE_MS;
    }
    lowestSoFar = Math.min(lowestSoFar, point.marketCap);
  }
  advanced.lowest7d = Number.isFinite(lowestSoFar) ? lowestSoFar : null;
  return advanced;
}

/** Minutes between the first call of a token (among all chats) and this one: 0 for a first call. */
export function minutesBehindFirst(calledAt: number, firstCalledAt: number): number {
  return (calledAt - firstCalledAt) / MINUTE_MS;
}

function lastKnownAt(points: readonly MarketCapPoint[], at: number): number | null {
  let known: MarketCapPoint | null = null;
  for (const point of points) {
    if (point.at > at) break;
    if (!known || point.at > known.at || point.marketCap > known.marketCap) known = point;
  }
  return known?.marketCap ?? null;
}

function highest(points: readonly MarketCapPoint[]): MarketCapPoint | null {
  let best: MarketCapPoint | null = null;
  for (const point of points) {
    const higher = !best || point.marketCap > best.marketCap;
    const sameButAlertFirst = best && point.marketCap === best.marketCap && point.at === best.at && point.source === 'alert';
    if (higher || sameButAlertFirst) best = point;
  }
  return best;
}

function drawdownBefore(points: readonly MarketCapPoint[], peakAt: number, marketCapAtCall: number): number {
  let lowest = marketCapAtCall;
  for (const point of points) if (point.at < peakAt && point.marketCap < lowest) lowest = point.marketCap;
  return 1 - lowest / marketCapAtCall;
}
