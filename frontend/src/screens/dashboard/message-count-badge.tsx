import { messageCountStep } from '../../tokens/message-count-scale';
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
