import type { MarketReport } from '@solana-hub/contracts';
import { formatMoney, formatSignedPercent } from '../../format/figures';
import { flagRow, type DetailRow, type Tone } from './detail-row';

/** Buys / (buys + sells) as a whole percent; null when there were no trades. */
export function buyRatioPercent(buys: number, sells: number): number | null {
  const trades = buys + sells;
  return trades > 0 ? Math.round((buys / trades) * 100) : null;
}

export function formatBuyRatio(ratioPercent: number | null): string {
  return ratioPercent === null ? 'N/A' : `${ratioPercent}%`;
}

/** The public DEX chart page of a pair; shown only when a pair address exists. */
export function dexChartUrl(pairAddress: string | null): string | null {
  return pairAddress ? `https://dexscreener.com/solana/${encodeURIComponent(pairAddress)}` : null;
}

function priceMoveTone(change: number | null): Tone {
  if (change === null || change === 0) return 'neutral';
  return change > 0 ? 'good' : 'bad';
}

function formatCount(value: number | null): string {
  return value === null ? 'N/A' : value.toLocaleString('en-US');
}

/** The market figures of a report, in the order the Market tab shows them. */
export function marketDetailRows(market: MarketReport): DetailRow[] {
  return [
    { label: 'Market Cap', value: formatMoney(market.marketCap), tone: 'neutral' },
    { label: 'Liquidity', value: formatMoney(market.liquidity.usd), tone: 'neutral' },
    flagRow('Liquidity Locked', market.liquidity.locked, true, market.unknown.includes('liquidityLocked')),
    { label: '24h Volume', value: formatMoney(market.volume24h), tone: 'neutral' },
    { label: '24h Price Change', value: formatSignedPercent(market.priceChange24h), tone: priceMoveTone(market.priceChange24h) },
    { label: 'Holders', value: formatCount(market.holders), tone: 'neutral' },
    { label: 'DEX', value: market.dexName ?? 'N/A', tone: 'neutral' },
  ];
}

/** The 24 h trades, or null when nobody knows them (a market the alerts stated): not zero trades. */
export function knownTrades(market: MarketReport): MarketReport['txns24h'] | null {
  return market.unknown.includes('txns24h') ? null : market.txns24h;
}

/** The 24 h trades of a report, as the Market tab and the copied report show them. */
export function tradeRows(market: MarketReport): DetailRow[] {
  const txns = knownTrades(market);
  return [
    { label: '24h Buys', value: formatCount(txns?.buys ?? null), tone: 'good' },
    { label: '24h Sells', value: formatCount(txns?.sells ?? null), tone: 'bad' },
    { label: 'Buy/Sell Ratio', value: formatBuyRatio(txns && buyRatioPercent(txns.buys, txns.sells)), tone: 'neutral' },
  ];
}
