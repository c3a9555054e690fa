import type { MarketCapHistoryPoint, TokenCall } from '@solana-hub/contracts';

/** Below this width (a phone) the chart is lower. */
const NARROW_CHART_WIDTH = 640;

/** The height of the chart's plot at this width, in pixels (also its placeholder's while uPlot loads). */
export function chartHeight(width: number): number {
  return width < NARROW_CHART_WIDTH ? 220 : 300;
}

/** From this ratio of the highest to the lowest market cap on, the chart's y axis is logarithmic. */
export const LOG_SCALE_RATIO = 20;

/**
 * A token's market-cap history as the chart draws it (uPlot's aligned columns, time in seconds):
 * one x per instant; `line` the market cap there (of an alert's and a refresh's at the same
 * instant, the higher, as the token fold does), `alerts` and `refreshes` the points of each
 * source (null where that source has none).
 */
export interface MarketCapChartData {
  xs: number[];
  line: number[];
  alerts: (number | null)[];
  refreshes: (number | null)[];
  logScale: boolean;
}

/** The chart's columns, oldest first; null when fewer than two instants are known (no chart then). */
export function marketCapChartData(points: readonly MarketCapHistoryPoint[]): MarketCapChartData | null {
  const byTime = new Map<number, { alert: number | null; refresh: number | null }>();
  for (const point of points) {
    const at = Date.parse(point.at);
    if (!Number.isFinite(at) || !(point.market_cap > 0)) continue;
    const entry = byTime.get(at) ?? { alert: null, refresh: null };
    if (point.source === 'alert') entry.alert = Math.max(entry.alert ?? 0, point.market_cap);
    else entry.refresh = Math.max(entry.refresh ?? 0, point.market_cap);
    byTime.set(at, entry);
  }
  if (byTime.size < 2) return null;
  const times = [...byTime.keys()].sort((a, b) => a - b);
  const data: MarketCapChartData = { xs: [], line: [], alerts: [], refreshes: [], logScale: false };
  for (const at of times) {
    const { alert, refresh } = byTime.get(at) as { alert: number | null; refresh: number | null };
    data.xs.push(at / 1000);
    data.line.push(Math.max(alert ?? 0, refresh ?? 0));
    data.alerts.push(alert);
    data.refreshes.push(refresh);
  }
  const lowest = Math.min(...data.line);
  const highest = Math.max(...data.line);
  data.logScale = highest / lowest >= LOG_SCALE_RATIO;
  return data;
}

/** A call as the chart marks it: when (seconds), at which market cap (null: unknown), by whom. */
export interface CallMarker {
  chatId: string;
  name: string;
  x: number;
  y: number | null;
}

/**
 * Each call at its time and at its market cap: the one at the call, else the last the chart
 * knows at or before it; null (drawn at the foot of the chart) when none is known.
 */
export function callMarkers(calls: readonly TokenCall[], data: MarketCapChartData): CallMarker[] {
  return calls.map((call) => {
    const x = Date.parse(call.called_at) / 1000;
    let y = call.market_cap_at_call;
    if (y === null || !(y > 0)) {
      const before = lastIndexAtOrBefore(data.xs, x);
      y = before === -1 ? null : (data.line[before] ?? null);
    }
    return { chatId: call.chat_id, name: call.chat_title ?? call.chat_id, x, y };
  });
}

function lastIndexAtOrBefore(xs: readonly number[], x: number): number {
  let low = 0;
  let high = xs.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((xs[middle] as number) <= x) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** The x range the chart shows: the history's and every call's time. */
export function chartTimeRange(data: MarketCapChartData, markers: readonly CallMarker[]): [number, number] {
  let low = data.xs[0] as number;
  let high = data.xs[data.xs.length - 1] as number;
  for (const marker of markers) {
    low = Math.min(low, marker.x);
    high = Math.max(high, marker.x);
  }
  // Points seconds apart would get an axis of milliseconds (':37.000 :37.500'): ten minutes at least, centred.
  const widen = Math.max(0, MIN_TIME_SPAN_SECONDS - (high - low)) / 2;
  return [low - widen, high + widen];
}

/** The shortest time span the chart's axis shows, in seconds. */
export const MIN_TIME_SPAN_SECONDS = 10 * 60;
