/** Message count on a colour scale from 1 to 7+ (spec section 2). */
export function MessageCountBadge({ count }: { count: number }) {
  const step = Math.min(Math.max(count, 1), 7);
  return (
    <span
      className={`count-badge count-badge--${step}`}
      title={`${count} ${count === 1 ? 'message' : 'messages'}`}
      data-testid="message-count"
    >
      {count}
    </span>
  );
}
