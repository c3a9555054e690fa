import type { MarketReport } from '@solana-hub/contracts';
import { buyRatioPercent, formatBuyRatio } from './market-details';

/** 24 h buys against sells, with the buy/sell ratio (buys / all trades) as a split bar; N/A when nobody knows them. */
export function TradesPanel({ txns }: { txns: MarketReport['txns24h'] | null }) {
  const ratio = txns && buyRatioPercent(txns.buys, txns.sells);
  const count = (value: number | undefined) => (value === undefined ? 'N/A' : value.toLocaleString('en-US'));
  return (
    <section
      className="flex flex-col gap-2 rounded-card border border-border bg-surface p-3"
      aria-label="24h trades"
      data-testid="trades-panel"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="m-0 text-xs font-semibold tracking-wide text-muted uppercase">24h Trades</h3>
        <span className="text-sm">
          <span className="text-muted">Buy/Sell Ratio </span>
          <span className="font-semibold tabular-nums" data-testid="buy-sell-ratio">
            {formatBuyRatio(ratio)}
          </span>
        </span>
      </div>
      <div className="flex h-2 overflow-hidden rounded-full bg-raised" aria-hidden>
        {ratio !== null && (
          <>
            <span className="bg-up" style={{ width: `${ratio}%` }} />
            <span className="flex-1 bg-down" />
          </>
        )}
      </div>
      <div className="flex justify-between text-sm tabular-nums">
        <span>
          <span className="font-semibold text-up">{count(txns?.buys)}</span> <span className="text-muted">buys</span>
        </span>
        <span>
          <span className="font-semibold text-down">{count(txns?.sells)}</span> <span className="text-muted">sells</span>
        </span>
      </div>
    </section>
  );
}
