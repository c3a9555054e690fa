/** /analysis/:address — being built (issue 5); the helper that owns this file replaces it. */
export function AnalysisPage() {
  return <h1>Token analysis</h1>;
}
