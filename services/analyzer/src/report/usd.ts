/** A dollar amount as traders write it in a sentence: $950, $12.5K, $3.2M. */
export function formatUsd(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1_000_000_000) return `$${trim(value / 1_000_000_000)}B`;
  if (abs >= 1_000_000) return `$${trim(value / 1_000_000)}M`;
  if (abs >= 1_000) return `$${trim(value / 1_000)}K`;
  return `$${Math.round(value)}`;
}

function trim(value: number): string {
  return value.toFixed(1).replace(/\.0$/, '');
}

/** A share as a whole percent, or with one decimal below 10 %. */
export function formatPercent(value: number): string {
  const abs = Math.abs(value);
  return `${abs < 10 ? trim(value) : Math.round(value)}%`;
}
