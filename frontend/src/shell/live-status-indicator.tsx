import type { LiveStatus } from '../live/live-connection';
import './live-status-indicator.css';

const labels: Record<LiveStatus, string> = {
  connecting: 'Connecting…',
  open: 'Live',
  reconnecting: 'Reconnecting…',
  closed: 'Offline',
  off: 'Live feed off',
};

/** Whether live updates are arriving; on narrow screens only the coloured dot shows. */
export function LiveStatusIndicator({ status }: { status: LiveStatus }) {
  return (
    <span className={`live-status live-status--${status}`} data-testid="live-status" data-status={status} title={labels[status]}>
      <span className="live-status__dot" aria-hidden="true" />
      <span className="live-status__label">{labels[status]}</span>
    </span>
  );
}
