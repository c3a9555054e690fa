/** The all-time high as a multiple of the entry (initial) market cap; null when either is unknown or the entry is not above 0. */
export function athMultiple(ath: number | null | undefined, initial: number | null | undefined): number | null {
  if (!isNumeric(ath) || !isNumeric(initial) || initial <= 0) return null;
  return ath / initial;
}

/** 'N.Nx' when the token went above its entry; blank otherwise. */
export function formatAthMultiple(ath: number | null | undefined, initial: number | null | undefined): string {
  const multiple = athMultiple(ath, initial);
  return multiple !== null && multiple > 1 ? `${multiple.toFixed(1)}x` : '';
}

function isNumeric(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
