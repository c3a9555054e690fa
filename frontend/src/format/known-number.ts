/** A figure that can be shown: present and finite (reports carry null for what no source knew). */
export function isKnownNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
