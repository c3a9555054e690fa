import type { LiveStatus } from '../live/live-connection';

const labels: Record<LiveStatus, string> = {
  connecting: 'Connecting…',
  open: 'Live',
  reconnecting: 'Reconnecting…',
  closed: 'Offline',
};

export function LiveStatusIndicator({ status }: { status: LiveStatus }) {
  return (
    <span className={`live-status live-status--${status}`} data-testid="live-status" data-status={status}>
      <span className="live-status__dot" aria-hidden="true" />
      {labels[status]}
    </span>
  );
}
