import './message-count-badge.css';

/** Message count on a colour scale from 1 to 7+. */
export function MessageCountBadge({ count }: { count: number }) {
  return (
    <span
      className={`count-badge count-badge--${messageCountStep(count)}`}
      title={`${count} ${count === 1 ? 'message' : 'messages'}`}
      data-testid="message-count"
    >
      {count}
    </span>
  );
}

/** Step of the message-count badge's colour scale: 1 to 7, where 7 means 7 or more. */
export function messageCountStep(count: number): number {
  return Math.min(Math.max(Math.floor(count), 1), 7);
}
