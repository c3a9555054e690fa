import { namedChoiceField } from '../app/url-state';

/** The trending symbols a message carries and their names in the UI. */
export const trendingLevels = [
  { symbol: '🟢', label: 'Bullish', colour: 'green' },
  { symbol: '🔴', label: 'Bearish', colour: 'red' },
  { symbol: '🟠', label: 'Neutral', colour: 'orange' },
] as const;

export type TrendingSymbol = (typeof trendingLevels)[number]['symbol'];

/** The known trending level a message carries, or null (absent or not one of the three symbols). */
export function trendingLevelOf(value: string | null | undefined) {
  if (!value) return null;
  return trendingLevels.find((level) => value.includes(level.symbol)) ?? null;
}

/** The choices of a 'Trending Level' filter: All, then 🟢 Bullish, 🔴 Bearish, 🟠 Neutral. */
export const trendingFilterOptions: ReadonlyArray<{ value: TrendingSymbol | 'all'; label: string }> = [
  { value: 'all', label: 'All' },
  ...trendingLevels.map((level) => ({ value: level.symbol, label: `${level.symbol} ${level.label}` })),
];

/** A 'Trending Level' filter in a URL, by name: ?trending=bullish. */
export const trendingFilterField = namedChoiceField<TrendingSymbol | 'all'>({
  all: 'all',
  ...Object.fromEntries(trendingLevels.map((level) => [level.label.toLowerCase(), level.symbol])),
});
