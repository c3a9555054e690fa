import { formatElapsed } from '../format/time';
import { useNow } from '../time/use-now';

interface Props {
  /** Milliseconds since the epoch; null when there is no time. */
  ms: number | null;
  /** Shown when there is no time. */
  fallback: string;
}

/** "3m 12s ago", ticking every second; the exact time on hover. */
export function ElapsedTime({ ms, fallback }: Props) {
  if (ms === null) return <span className="muted">{fallback}</span>;
  return <TickingElapsed ms={ms} />;
}

function TickingElapsed({ ms }: { ms: number }) {
  const now = useNow();
  const date = new Date(ms);
  return (
    <time dateTime={date.toISOString()} title={date.toLocaleString()}>
      {formatElapsed(ms, now)}
    </time>
  );
}
