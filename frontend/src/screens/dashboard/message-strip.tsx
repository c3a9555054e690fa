import type { AlertMessage } from '@solana-hub/contracts';
import { MessageCard } from '../../ui/message-card';

/** Every message of an expanded token, side by side in a horizontally scrolling strip. */
export function MessageStrip({ messages }: { messages: readonly AlertMessage[] }) {
  if (messages.length === 0) return <p className="m-0 px-4 py-3 text-sm text-muted">No messages</p>;
  return (
    <div className="flex snap-x gap-3 overflow-x-auto px-4 pt-1 pb-4" data-testid="message-strip">
      {messages.map((message) => (
        <MessageCard key={message.id} message={message} showLinks className="w-[85vw] max-w-[400px] shrink-0 snap-start lg:w-[400px]" />
      ))}
    </div>
  );
}
