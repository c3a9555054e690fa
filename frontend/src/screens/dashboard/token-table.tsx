import type { Token } from '@solana-hub/contracts';
import type { LatestMessages } from '../../api/latest-messages';
import { TokenRow } from './token-row';

interface Props {
  tokens: readonly Token[];
  latestMessages: LatestMessages;
}

export function TokenTable({ tokens, latestMessages }: Props) {
  return (
    <div className="table-scroll">
      <table className="token-table" data-testid="token-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Symbol &amp; Address</th>
            <th scope="col" className="numeric">
              Market Cap
            </th>
            <th scope="col">Latest Message</th>
            <th scope="col">First Seen</th>
          </tr>
        </thead>
        <tbody>
          {tokens.map((token) => (
            <TokenRow key={token.token_address} token={token} latestMessage={latestMessages[token.token_address]} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
