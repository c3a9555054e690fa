import { memo } from 'react';
import { shortenAddress } from '../../format/address';
import { timestampMs } from '../../format/elapsed';
import { addressTarget } from '../../tokens/research-links';
import { isPumpfunToken } from '../../tokens/pumpfun';
import { ElapsedTime } from '../../ui/elapsed-time';
import { ConfluenceBadge } from './confluence-badge';
import { ExpandButton } from './expand-button';
import { LatestMessageCell } from './latest-message-cell';
import { MarketCapCell } from './market-cap-cell';
import { MessageStrip } from './message-strip';
import { ResearchLinkIcons } from './research-link-icons';
import { TokenActions } from './token-actions';
import { TokenDescriptions } from './token-descriptions';
import { PumpfunTag, TokenName } from './token-name';
import { isToggleClick, useTokenOverview, type TokenListItemProps } from './token-list-item';

/** One token on a small screen; a tap expands it to the strip of its messages. */
export const TokenCard = memo(function TokenCard(props: TokenListItemProps) {
  const { token, latestMessage, messages, expanded, onToggle, onArchive, archiving } = props;
  const { summary, messageCount, stripMessages } = useTokenOverview(token, latestMessage, messages);
  const address = token.token_address;
  const name = token.token_name ?? 'Unknown';
  const target = addressTarget(address);
  return (
    <article
      className="overflow-hidden rounded-card border border-border bg-surface"
      data-token-address={address}
      data-testid="token-card"
      aria-expanded={expanded}
    >
      <div className="flex cursor-pointer flex-col gap-3 p-3" onClick={(event) => isToggleClick(event.target) && onToggle(address)}>
        <header className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <TokenName address={address} name={name} messageCount={messageCount}>
              {isPumpfunToken(token) && <PumpfunTag />}
              <ConfluenceBadge token={token} />
            </TokenName>
            <div className="flex items-center gap-2 text-sm">
              <span className="font-semibold">{token.token_symbol ? `$${token.token_symbol}` : '-'}</span>
              <a
                href={target.href}
                {...(target.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                className="font-mono text-xs text-muted"
                title={address}
                data-testid="token-address-link"
              >
                {shortenAddress(address)}
              </a>
            </div>
          </div>
          <MarketCapCell token={token} />
        </header>
        {summary.descriptions.length > 0 && <TokenDescriptions descriptions={summary.descriptions} expanded={expanded} />}
        <dl className="m-0 grid grid-cols-2 gap-2 text-sm">
          <div className="flex flex-col gap-0.5">
            <dt className="text-xs text-muted">Latest Message</dt>
            <dd className="m-0">
              <LatestMessageCell token={token} latestMessage={latestMessage} />
            </dd>
          </div>
          <div className="flex flex-col gap-0.5">
            <dt className="text-xs text-muted">First Seen</dt>
            <dd className="m-0">
              <ElapsedTime ms={timestampMs(token.first_seen)} fallback="-" />
            </dd>
          </div>
        </dl>
        <footer className="flex flex-wrap items-center justify-between gap-2">
          <ResearchLinkIcons token={token} />
          <div className="flex items-center gap-1">
            <TokenActions address={address} name={name} onArchive={onArchive} archiving={archiving} />
            <ExpandButton name={name} expanded={expanded} onToggle={() => onToggle(address)} className="size-7" />
          </div>
        </footer>
      </div>
      {expanded && <MessageStrip messages={stripMessages} />}
    </article>
  );
});
