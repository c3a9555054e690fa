import type { Token } from '@solana-hub/contracts';
import { formatAthMultiple, formatCompactMarketCap, formatPercentChange, marketCapChangePercent } from '../../format/figures';
import { StatedFiguresLine } from './stated-figures-line';

/**
 * Current market cap, its change since the first alert, how far the ATH went above that entry,
 * and the token's other figures as its alerts stated them (volume, liquidity, holders, dev, price).
 */
export function MarketCapCell({ token }: { token: Token }) {
  const change = marketCapChangePercent(token.current_market_cap, token.initial_market_cap);
  const multiple = formatAthMultiple(token.ath_market_cap, token.initial_market_cap);
  const title = [`Initial ${formatCompactMarketCap(token.initial_market_cap)}`, `ATH ${formatCompactMarketCap(token.ath_market_cap)}`].join(
    ' · ',
  );
  return (
    <span className="inline-flex flex-col items-end gap-0.5 tabular-nums" title={title} data-testid="market-cap">
      <span className="inline-flex items-baseline gap-1.5">
        <span className="font-semibold">{formatCompactMarketCap(token.current_market_cap)}</span>
        {change !== null && <span className={`text-xs ${change > 0 ? 'text-up' : 'text-down'}`}>{formatPercentChange(change)}</span>}
      </span>
      {multiple !== '' && (
        <span className="text-xs text-muted" data-testid="ath-multiple">
          ATH <span className="font-semibold text-signal-yellow">{multiple}</span>
        </span>
      )}
      <StatedFiguresLine figures={token.figures} />
    </span>
  );
}
