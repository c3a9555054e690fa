import type { StatedFigure, TokenFigure, TokenFigures } from '@solana-hub/contracts';
import { formatCompactMarketCap, formatPercent, formatPrice } from '../format/figures';

/** One figure a token's alerts stated, worded for the dashboard row and the analysis page. */
export interface StatedFigureText {
  figure: TokenFigure;
  /** The figure's name in full: 'Liquidity'. */
  label: string;
  /** As the row shows it, short: 'Liq $14.1K'. */
  compact: string;
  /** The value alone: '$14.1K'. */
  value: string;
  /** When the alert that stated it came (ISO). */
  at: string;
  /** A danger sign for a trader, e.g. dev holdings above 10 %. */
  danger: boolean;
}

/** Dev holdings above 10 % are a danger sign. */
export const DEV_HOLDINGS_DANGER_PERCENT = 10;

interface Wording {
  figure: TokenFigure;
  label: string;
  compact: (value: string) => string;
  format: (value: number) => string;
  isDanger?: (value: number) => boolean;
}

function formatCount(value: number): string {
  return value >= 10_000 ? `${(value / 1_000).toFixed(1)}K` : value.toLocaleString('en-US');
}

/** Each figure's words, in the order a trader reads them: how much trades, how deep, how spread, how risky, where it started. */
const wording: readonly Wording[] = [
  // The built-in 'volume' preset fills volume_24h from whatever window a bot reports (5m, 1h, 24h).
  { figure: 'volume_24h', label: 'Volume', compact: (value) => `Vol ${value}`, format: formatCompactMarketCap },
  { figure: 'liquidity_usd', label: 'Liquidity', compact: (value) => `Liq ${value}`, format: formatCompactMarketCap },
  { figure: 'holder_count', label: 'Holders', compact: (value) => `${value} holders`, format: formatCount },
  {
    figure: 'dev_holdings_percentage',
    label: 'Dev Holdings',
    compact: (value) => `Dev ${value}`,
    format: formatPercent,
    isDanger: (percent) => percent > DEV_HOLDINGS_DANGER_PERCENT,
  },
  { figure: 'initial_price', label: 'Initial Price', compact: (value) => `Init ${value}`, format: formatPrice },
];

/** The figures a token's alerts stated, worded; empty when they stated none. */
export function statedFigureTexts(figures: TokenFigures): StatedFigureText[] {
  return wording.flatMap(({ figure, label, compact, format, isDanger }) => {
    const stated: StatedFigure | undefined = figures[figure];
    if (!stated) return [];
    const value = format(stated.value);
    return [{ figure, label, compact: compact(value), value, at: stated.at, danger: isDanger?.(stated.value) ?? false }];
  });
}
