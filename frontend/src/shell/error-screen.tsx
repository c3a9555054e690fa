import { RefreshCw, TriangleAlert } from 'lucide-react';
import './error-screen.css';

/** What a render error shows instead of the page. */
export function ErrorScreen({ error }: { error: unknown }) {
  return (
    <main className="error-screen" role="alert">
      <span className="error-screen__icon" aria-hidden>
        <TriangleAlert size={28} />
      </span>
      <h1>Something went wrong</h1>
      <p className="muted">Try refreshing the page. If the problem persists, come back in a moment.</p>
      <pre className="error-screen__detail">{describeError(error)}</pre>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        <RefreshCw size={16} aria-hidden />
        Refresh Page
      </button>
    </main>
  );
}

function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return JSON.stringify(error) ?? String(error);
}
