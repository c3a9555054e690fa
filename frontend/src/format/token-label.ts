/** 'Pepe Prime ($PEPE)', the name or the ticker alone, or null when neither is known. */
export function tokenLabel(name: string | null | undefined, symbol: string | null | undefined): string | null {
  if (name && symbol) return `${name} ($${symbol})`;
  return name || (symbol ? `$${symbol}` : null);
}
