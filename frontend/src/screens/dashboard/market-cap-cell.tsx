import type { Token } from '@solana-hub/contracts';
import { formatCompactMarketCap, formatPercentChange, marketCapChangePercent } from '../../format/market-cap';

export function MarketCapCell({ token }: { token: Token }) {
  const change = marketCapChangePercent(token.current_market_cap, token.initial_market_cap);
  const title = [
    `Initial ${formatCompactMarketCap(token.initial_market_cap)}`,
    `ATH ${formatCompactMarketCap(token.ath_market_cap)}`,
  ].join(' · ');
  return (
    <span className="market-cap" title={title}>
      <span className="market-cap__value">{formatCompactMarketCap(token.current_market_cap)}</span>
      {change !== null && (
        <span className={change > 0 ? 'change change--up' : 'change change--down'}>{formatPercentChange(change)}</span>
      )}
    </span>
  );
}
