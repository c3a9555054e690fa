import { LoaderCircle, TriangleAlert } from 'lucide-react';

/** While the report is being made (the gateway may be waiting for the analyzer). */
export function AnalysisLoading() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-card border border-border bg-surface px-4 py-16 text-muted" role="status">
      <LoaderCircle size={32} className="animate-spin text-accent" aria-hidden />
      <p className="m-0 text-base font-semibold text-text">Analyzing token...</p>
      <p className="m-0 text-sm">Checking the contract, the holders and the market.</p>
    </div>
  );
}

/** When no report could be had: 'Failed to analyze token', the cause, and Retry. */
export function AnalysisError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-card border border-down/50 bg-down/5 px-4 py-12 text-center" role="alert">
      <TriangleAlert size={32} className="text-down" aria-hidden />
      <p className="m-0 text-base font-semibold text-down">Failed to analyze token</p>
      <p className="m-0 max-w-xl text-sm break-words text-muted">{error.message}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
