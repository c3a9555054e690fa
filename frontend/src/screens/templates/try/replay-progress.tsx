import { useQuery } from '@tanstack/react-query';
import { replayProgressQuery } from '../../../api/template-try';
import { replayPercent, replayProgressText, replayStallText } from './try-texts';

/** A replay run's bar, polled every second until every message is rewritten, unchanged or failed. */
export function ReplayProgressBar({ run }: { run: string }) {
  const progress = useQuery(replayProgressQuery(run));
  if (progress.isError) {
    return (
      <p className="notice notice--error" role="alert">
        Could not follow the replay: {progress.error.message}
      </p>
    );
  }
  if (!progress.data) return <p className="page-status">Starting the replay…</p>;
  const percent = replayPercent(progress.data);
  const stall = replayStallText(progress.data);
  return (
    <div className="grid gap-1.5" data-testid="replay-progress" data-finished={progress.data.finished}>
      <div
        className="h-2 overflow-hidden rounded-full bg-raised"
        role="progressbar"
        aria-label="Replay progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div
          className={`h-full ${progress.data.failed > 0 ? 'bg-warning' : 'bg-accent'} transition-[width]`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="m-0 text-sm" role="status" data-testid="replay-progress-text">
        {replayProgressText(progress.data)}
      </p>
      {stall ? <p className="m-0 text-sm text-warning">{stall}</p> : null}
      {progress.data.failed > 0 && progress.data.finished ? (
        <p className="m-0 text-sm text-muted">
          Failed messages keep their stored reading; <code>npm run retry-failed -- raw-messages</code> sends them back.
        </p>
      ) : null}
    </div>
  );
}
