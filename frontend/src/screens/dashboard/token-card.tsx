import { memo } from 'react';
import { timestampMs } from '../../format/time';
import { CopyableAddress } from '../../ui/copyable-address';
import { ElapsedTime } from '../../ui/elapsed-time';
import { LinksBar } from '../../ui/links-bar';
import { ConfluenceBadge } from './confluence-badge';
import { ExpandButton } from './expand-button';
import { LatestMessageCell } from './latest-message-cell';
import { MarketCapCell } from './market-cap-cell';
import { MessageStrip } from './message-strip';
import { AnalyzeLink, ArchiveButton } from './token-actions';
import { TokenDescriptions } from './token-descriptions';
import { PumpfunTag, TokenName } from './token-name';
import { isToggleClick, useTokenOverview, type TokenListItemProps } from './token-list-item';
import { useFocusWhenChosen } from './use-focus-when-chosen';

/** One token on a small screen; a tap expands it to the strip of its messages. */
export const TokenCard = memo(function TokenCard(props: TokenListItemProps) {
  const { token, latestMessage, messages, expanded, onToggle, onArchive, archiving, focused } = props;
  const { summary, messageCount, pumpfun, links } = useTokenOverview(token, latestMessage, messages);
  const ref = useFocusWhenChosen<HTMLElement>(focused);
  const address = token.token_address;
  const name = token.token_name ?? 'Unknown';
  return (
    <article
      ref={ref}
      tabIndex={-1}
      className={`overflow-hidden rounded-card border bg-surface outline-none ${focused ? 'border-accent' : 'border-border'}`}
      data-token-address={address}
      data-focused={focused}
      data-testid="token-card"
      data-expanded={expanded}
      aria-current={focused || undefined}
    >
      <div className="flex cursor-pointer flex-col gap-3 p-3" onClick={(event) => isToggleClick(event.target) && onToggle(address)}>
        <header className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <TokenName address={address} name={name} messageCount={messageCount}>
              {pumpfun && <PumpfunTag />}
              <ConfluenceBadge token={token} />
            </TokenName>
            <div className="flex min-w-0 items-center gap-2 text-sm">
              <span className="font-semibold">{token.token_symbol ? `$${token.token_symbol}` : '-'}</span>
              <CopyableAddress address={address} />
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
        <LinksBar token={links} />
        <footer className="flex items-center justify-between gap-2">
          <AnalyzeLink address={address} />
          <div className="flex items-center gap-1">
            <ArchiveButton address={address} name={name} onArchive={onArchive} archiving={archiving} />
            <ExpandButton name={name} expanded={expanded} onToggle={() => onToggle(address)} className="size-7" />
          </div>
        </footer>
      </div>
      {expanded && <MessageStrip address={address} />}
    </article>
  );
});
