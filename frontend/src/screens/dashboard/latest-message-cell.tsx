import type { AlertMessage, Token } from '@solana-hub/contracts';
import { latestActivityMs } from '../../tokens/sort-tokens';
import { ElapsedTime } from '../../ui/elapsed-time';
import { MessageTypeTag } from '../../ui/message-type-tag';

interface Props {
  token: Token;
  latestMessage: AlertMessage | undefined;
}

/** The type of the token's newest message over the time since it came, ticking every second. */
export function LatestMessageCell({ token, latestMessage }: Props) {
  return (
    <span className="inline-flex flex-col items-start gap-1 whitespace-nowrap tabular-nums">
      {latestMessage && <MessageTypeTag messageType={latestMessage.message_type} />}
      <ElapsedTime ms={latestActivityMs(token, latestMessage)} fallback="No messages" />
    </span>
  );
}
