import type { AlertMessage, Token } from '@solana-hub/contracts';
import { memo } from 'react';
import { shortenAddress } from '../../format/address';
import { timestampMs } from '../../format/elapsed';
import { ElapsedTime } from '../../ui/elapsed-time';
import { LatestMessageCell } from './latest-message-cell';
import { MarketCapCell } from './market-cap-cell';
import { MessageCountBadge } from './message-count-badge';

interface Props {
  token: Token;
  latestMessage: AlertMessage | undefined;
}

/** One token of the dashboard table; re-renders only when its token or latest message change. */
export const TokenRow = memo(function TokenRow({ token, latestMessage }: Props) {
  return (
    <tr data-token-address={token.token_address}>
      <td>
        <div className="token-name">
          <span className="token-name__text">{token.token_name ?? 'Unknown'}</span>
          <MessageCountBadge count={token.message_count} />
        </div>
      </td>
      <td>
        <div className="token-symbol">{token.token_symbol ? `$${token.token_symbol}` : '-'}</div>
        <code className="token-address" title={token.token_address}>
          {shortenAddress(token.token_address)}
        </code>
      </td>
      <td className="numeric">
        <MarketCapCell token={token} />
      </td>
      <td>
        <LatestMessageCell token={token} latestMessage={latestMessage} />
      </td>
      <td>
        <ElapsedTime ms={timestampMs(token.first_seen)} fallback="-" />
      </td>
    </tr>
  );
});
