/** A token address shortened for tables: first 6 + '…' + last 4 (spec section 5). */
export function shortenAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}
