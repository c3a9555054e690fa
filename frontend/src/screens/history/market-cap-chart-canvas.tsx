import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatCompactMarketCap } from '../../format/figures';
import { useTheme } from '../../theme/theme';
import { chartHeight, chartTimeRange, type CallMarker, type MarketCapChartData } from './market-cap-chart-data';

/*
 * The chart itself, with uPlot and its stylesheet: a chunk of its own that market-cap-chart.tsx
 * loads when a token's history has a chart to draw, so the dashboard's first load does not carry it.
 */

interface Colors {
  text: string;
  muted: string;
  border: string;
  line: string;
  alert: string;
  refresh: string;
  call: string;
}

function themeColors(): Colors {
  const style = getComputedStyle(document.documentElement);
  const color = (name: string) => style.getPropertyValue(name).trim();
  return {
    text: color('--text'),
    muted: color('--text-muted'),
    border: color('--border'),
    line: color('--neutral'),
    alert: color('--accent'),
    refresh: color('--cyan'),
    call: color('--orange'),
  };
}

/** A tenth of the range (of the value when flat) above and below, never below 0. */
function linearRange(min: number, max: number): [number, number] {
  const pad = (max - min) * 0.1 || max * 0.1 || 1;
  return [Math.max(0, min - pad), max + pad];
}

/** The time of the legend: the date and the minute, as the axis reads. */
const LEGEND_TIME = uPlot.fmtDate('{YYYY}-{MM}-{DD} {HH}:{mm}');

/** The last value a series has (the alerts' and refreshes' series have gaps). */
function latestValue(values: uPlot.AlignedData[number] | undefined): number | null {
  for (let index = (values?.length ?? 0) - 1; index >= 0; index -= 1) {
    const value = values?.[index];
    if (typeof value === 'number') return value;
  }
  return null;
}

interface PlacedMarker extends CallMarker {
  left: number;
  top: number;
}

/** The uPlot chart of the token's market caps with its call markers (market-cap-chart.tsx says what it shows). */
export function ChartCanvas({ data, markers }: { data: MarketCapChartData; markers: CallMarker[] }) {
  const { theme } = useTheme();
  const container = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<uPlot | null>(null);
  const [placed, setPlaced] = useState<PlacedMarker[]>([]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const colors = themeColors();
    const size = () => {
      const width = Math.max(element.clientWidth, 200);
      return { width, height: chartHeight(width) };
    };
    const [low, high] = chartTimeRange(data, markers);
    const place = (plot: uPlot) => {
      const { height } = plot.over.getBoundingClientRect();
      setPlaced(
        markers.map((marker) => ({
          ...marker,
          left: plot.valToPos(marker.x, 'x'),
          top: marker.y === null ? height - 6 : plot.valToPos(marker.y, 'y'),
        })),
      );
    };
    const drawCallLines = (plot: uPlot) => {
      const { ctx, bbox } = plot;
      ctx.save();
      ctx.strokeStyle = colors.call;
      ctx.lineWidth = uPlot.pxRatio;
      ctx.setLineDash([4 * uPlot.pxRatio, 4 * uPlot.pxRatio]);
      for (const marker of markers) {
        const x = Math.round(plot.valToPos(marker.x, 'x', true));
        ctx.beginPath();
        ctx.moveTo(x, bbox.top);
        ctx.lineTo(x, bbox.top + bbox.height);
        ctx.stroke();
      }
      ctx.restore();
    };
    const axis = { stroke: colors.muted, grid: { stroke: colors.border, width: 1 }, ticks: { stroke: colors.border, width: 1 } };
    // With no point under the cursor uPlot's legend says '--': it shows each series' latest value instead.
    const marketCapValue = (plot: uPlot, value: number | null, seriesIndex: number, index: number | null) => {
      const shown = index === null ? latestValue(plot.data[seriesIndex]) : value;
      return shown === null ? '-' : formatCompactMarketCap(shown);
    };
    const timeValue = (plot: uPlot, value: number | null, _seriesIndex: number, index: number | null) => {
      const shown = index === null ? latestValue(plot.data[0]) : value;
      return shown === null ? '-' : LEGEND_TIME(new Date(shown * 1000));
    };
    const dots = (fill: string) => ({ show: true, size: 6, fill, stroke: fill });
    const options: uPlot.Options = {
      ...size(),
      // Dragging would zoom; the chart shows the whole history with its calls instead.
      cursor: { drag: { x: false, y: false }, points: { size: 7 } },
      scales: {
        x: { time: true, range: (_plot, min, max) => [Math.min(min, low), Math.max(max, high)] },
        y: data.logScale ? { distr: 3, log: 10 } : { range: (_plot, min, max) => linearRange(min, max) },
      },
      axes: [
        { ...axis, font: '11px system-ui, sans-serif' },
        {
          ...axis,
          font: '11px system-ui, sans-serif',
          size: 64,
          values: (_plot, splits) => splits.map((split) => formatCompactMarketCap(split)),
        },
      ],
      legend: { show: true, live: true },
      series: [
        { label: 'Time', value: timeValue },
        { label: 'Market cap', stroke: colors.line, width: 1.5, points: { show: false }, value: marketCapValue },
        { label: 'Alert', stroke: colors.alert, width: 0, paths: () => null, points: dots(colors.alert), value: marketCapValue },
        { label: 'Refresh', stroke: colors.refresh, width: 0, paths: () => null, points: dots(colors.refresh), value: marketCapValue },
      ],
      hooks: { draw: [drawCallLines, place] },
    };
    const plot = new uPlot(options, [data.xs, data.line, data.alerts, data.refreshes], element);
    setChart(plot);
    const resize = new ResizeObserver(() => {
      const next = size();
      if (next.width !== plot.width || next.height !== plot.height) plot.setSize(next);
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
      setChart(null);
      setPlaced([]);
    };
    // Rebuilt when the data, the calls or the theme (its colours) change.
  }, [data, markers, theme]);

  return (
    <div className="min-w-0 rounded-card border border-border bg-surface p-2 text-xs text-muted">
      <div
        ref={container}
        className="min-w-0"
        data-testid="market-cap-chart-canvas"
        data-points={data.xs.length}
        data-log-scale={data.logScale}
      >
        {chart
          ? createPortal(
              placed.map((marker) => (
                <span
                  key={marker.chatId}
                  className="group absolute z-10 -ml-[6px] -mt-[6px] block h-3 w-3 rounded-full border-2 border-surface outline-none"
                  style={{ left: marker.left, top: marker.top, background: 'var(--orange)' }}
                  data-testid="chart-call-marker"
                  data-chat-id={marker.chatId}
                  title={`Called by ${marker.name}`}
                  aria-label={`Called by ${marker.name}`}
                  role="img"
                  tabIndex={0}
                >
                  <span className="pointer-events-none absolute bottom-full left-1/2 mb-1 hidden -translate-x-1/2 whitespace-nowrap rounded border border-border bg-raised px-1.5 py-0.5 text-xs text-text shadow group-hover:block group-focus:block">
                    {marker.name}
                  </span>
                </span>
              )),
              chart.over,
            )
          : null}
      </div>
    </div>
  );
}
