import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { tokenCallsQuery } from '../../api/token-calls';
import { tokenMarketCapsQuery } from '../../api/token-market-caps';
import { Skeleton } from '../../ui/skeleton';
import { callMarkers, chartHeight, marketCapChartData } from './market-cap-chart-data';

// uPlot and its stylesheet come with the chart's own chunk, loaded only when a chart is drawn.
const ChartCanvas = lazy(() => import('./market-cap-chart-canvas').then((module) => ({ default: module.ChartCanvas })));

/**
 * The token's market cap over time with its calls marked (uPlot: a canvas chart that stays fast
 * with thousands of points). The line joins every known market cap; dots tell the alerts' stated
 * ones from the analyzer's refreshed ones; each call is a dashed line with a marker naming the
 * chat on hover or focus. The y axis turns logarithmic when the range is wide. Nothing at all
 * while it loads, on a failure, or with fewer than two market caps to draw; a placeholder of the
 * chart's size while uPlot itself loads.
 */
export function MarketCapChart({ address }: { address: string }) {
  const history = useQuery(tokenMarketCapsQuery(address));
  const calls = useQuery(tokenCallsQuery(address));
  const data = useMemo(() => (history.data ? marketCapChartData(history.data.points) : null), [history.data]);
  const markers = useMemo(() => (data ? callMarkers(calls.data?.calls ?? [], data) : []), [data, calls.data]);
  if (!data || !history.data) return null;
  const thinned = history.data.total > history.data.points.length;
  return (
    <section className="grid gap-2" data-testid="market-cap-chart">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="m-0 text-base font-semibold">Market cap</h2>
        <span className="text-sm text-muted" data-testid="market-cap-chart-note">
          {data.logScale ? 'log scale · ' : ''}
          {thinned
            ? `${history.data.points.length.toLocaleString('en-US')} of ${history.data.total.toLocaleString('en-US')} points`
            : `${history.data.total.toLocaleString('en-US')} points`}
        </span>
      </div>
      <Suspense fallback={<ChartPlaceholder />}>
        <ChartCanvas data={data} markers={markers} />
      </Suspense>
    </section>
  );
}

/** The chart's frame at its height, and a line for its legend, so the page does not jump when uPlot arrives. */
function ChartPlaceholder() {
  const plot = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(() => chartHeight(Infinity));
  useLayoutEffect(() => {
    if (plot.current) setHeight(chartHeight(plot.current.clientWidth));
  }, []);
  return (
    <div className="grid min-w-0 gap-2 rounded-card border border-border bg-surface p-2" data-testid="market-cap-chart-placeholder">
      <div ref={plot} style={{ height }}>
        <Skeleton className="h-full w-full" />
      </div>
      <Skeleton className="mx-auto h-4 w-64 max-w-full" />
    </div>
  );
}
