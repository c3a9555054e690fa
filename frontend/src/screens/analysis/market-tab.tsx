import type { MarketReport } from '@solana-hub/contracts';
import { ChartCandlestick, ExternalLink } from 'lucide-react';
import { DetailGrid } from './detail-tile';
import { dexChartUrl, knownTrades, marketDetailRows } from './market-details';
import { TradesPanel } from './trades-panel';

/** Market tab: size, liquidity, volume, price move, holders, trades, signals and the DEX chart. */
export function MarketTab({ market }: { market: MarketReport | undefined }) {
  if (!market) return <p className="page-status">No market data for this token yet.</p>;
  const chart = dexChartUrl(market.pairAddress);
  return (
    <div className="flex flex-col gap-3" data-testid="market-tab">
      <DetailGrid rows={marketDetailRows(market)} label="Market details" />
      <TradesPanel txns={knownTrades(market)} />
      {market.signals.length > 0 && <Signals signals={market.signals} />}
      {chart && (
        <a href={chart} target="_blank" rel="noopener noreferrer" className="button self-start" data-testid="dex-chart-link">
          <ChartCandlestick size={16} aria-hidden />
          View Chart on DEX Screener
          <ExternalLink size={14} aria-hidden />
        </a>
      )}
    </div>
  );
}

function Signals({ signals }: { signals: readonly string[] }) {
  return (
    <section className="flex flex-col gap-2" aria-label="Signals">
      <h3 className="m-0 text-xs font-semibold tracking-wide text-muted uppercase">Signals</h3>
      <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
        {signals.map((signal) => (
          <li key={signal} className="rounded-full border border-accent/40 bg-accent/10 px-2.5 py-0.5 text-sm text-text">
            {signal}
          </li>
        ))}
      </ul>
    </section>
  );
}
