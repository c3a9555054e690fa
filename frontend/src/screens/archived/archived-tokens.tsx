/** /archived — being built (issue 5); the helper that owns this file replaces it. */
export function ArchivedTokens() {
  return <h1>Archived Tokens</h1>;
}
