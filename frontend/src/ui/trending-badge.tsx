import { trendingLevelOf } from '../messages/trending-level';

/** 🟢 Bullish / 🔴 Bearish / 🟠 Neutral; nothing when the message has no known trending level. */
export function TrendingBadge({ trendingLevel }: { trendingLevel: string | null | undefined }) {
  const level = trendingLevelOf(trendingLevel);
  if (!level) return null;
  return (
    <span className={`tag tag--${level.colour}`} data-testid="trending-badge">
      {level.symbol} {level.label}
    </span>
  );
}
