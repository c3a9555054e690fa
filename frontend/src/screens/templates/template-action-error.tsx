import { failureDetail } from '../../api/http-error';

/**
 * A failed template action. These are thrown rather than toasted, so the failure is
 * shown where the list is, until the next action.
 */
export function TemplateActionError({ error, onDismiss }: { error: Error; onDismiss: () => void }) {
  // The screen's text ('Failed to delete template') wraps what the server or network said.
  const detail = failureDetail(error.cause);
  return (
    <div className="notice notice--error" role="alert">
      <span>
        {error.message}
        {detail ? <span className="text-muted">: {detail}</span> : null}
      </span>
      <button type="button" className="button" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
