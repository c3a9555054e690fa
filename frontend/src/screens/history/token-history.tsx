/** /history/:address — being built (issue 5); the helper that owns this file replaces it. */
export function TokenHistory() {
  return <h1>Token history</h1>;
}
