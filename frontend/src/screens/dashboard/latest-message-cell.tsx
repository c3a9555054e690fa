import type { AlertMessage, Token } from '@solana-hub/contracts';
import { ElapsedTime } from '../../ui/elapsed-time';
import { MessageTypeTag } from '../../ui/message-type-tag';
import { latestActivityMs } from './latest-activity';

interface Props {
  token: Token;
  latestMessage: AlertMessage | undefined;
}

export function LatestMessageCell({ token, latestMessage }: Props) {
  return (
    <span className="latest-message">
      {latestMessage && <MessageTypeTag messageType={latestMessage.message_type} />}
      <ElapsedTime ms={latestActivityMs(token, latestMessage)} fallback="No messages" />
    </span>
  );
}
