/** Bots mark the mood of an alert with a coloured circle: 🟢 bullish, 🔴 bearish, 🟠 neutral. */
export type TrendingLevel = '🟢' | '🔴' | '🟠';

const TRENDING_CIRCLE = /🟢|🔴|🟠/u;

/**
 * The first trending circle of the message. Later circles belong to details (buy/sell counts
 * as '🟢 622 / 🔴 580'), while the headline or the token line comes first.
 */
export function findTrendingLevel(text: string): TrendingLevel | null {
  const circle = TRENDING_CIRCLE.exec(text)?.[0];
  return circle === '🟢' || circle === '🔴' || circle === '🟠' ? circle : null;
}
