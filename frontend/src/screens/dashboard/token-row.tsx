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
import { tokenGrid } from './token-columns';
import { TokenDescriptions } from './token-descriptions';
import { PumpfunTag, TokenName } from './token-name';
import { isToggleClick, useTokenOverview, type TokenListItemProps } from './token-list-item';
import { useFocusWhenChosen } from './use-focus-when-chosen';

/** One token of the table; a click expands it to the strip of its messages. */
export const TokenRow = memo(function TokenRow(props: TokenListItemProps) {
  const { token, latestMessage, messages, expanded, onToggle, onArchive, archiving, focused } = props;
  const { summary, messageCount, pumpfun, links } = useTokenOverview(token, latestMessage, messages);
  const ref = useFocusWhenChosen<HTMLDivElement>(focused);
  const address = token.token_address;
  const name = token.token_name ?? 'Unknown';
  return (
    <div className={`border-b border-border ${expanded ? 'bg-raised/40' : ''}`}>
      <div
        ref={ref}
        role="row"
        tabIndex={-1}
        // A row of a table (not a grid) takes neither aria-selected nor aria-expanded: the row the
        // keys are on is the current one, and the expand button says whether it is open.
        aria-current={focused || undefined}
        data-expanded={expanded}
        data-token-address={address}
        data-focused={focused}
        data-testid="token-row"
        onClick={(event) => isToggleClick(event.target) && onToggle(address)}
        className={`${tokenGrid} cursor-pointer py-3 outline-none hover:bg-raised ${focused ? 'bg-raised shadow-[inset_3px_0_0_var(--accent)]' : ''}`}
      >
        <div role="cell" className="flex min-w-0 items-start gap-2">
          <ExpandButton name={name} expanded={expanded} onToggle={() => onToggle(address)} className="mt-0.5 size-5" />
          <TokenName address={address} name={name} messageCount={messageCount}>
            {pumpfun && <PumpfunTag />}
            <ConfluenceBadge token={token} />
          </TokenName>
        </div>
        <div role="cell" className="flex min-w-0 flex-col items-start gap-0.5">
          <span className="truncate font-semibold">{token.token_symbol ? `$${token.token_symbol}` : '-'}</span>
          <CopyableAddress address={address} />
        </div>
        <div role="cell" className="min-w-0">
          <TokenDescriptions descriptions={summary.descriptions} expanded={expanded} />
        </div>
        <div role="cell" className="text-right">
          <MarketCapCell token={token} />
        </div>
        <div role="cell" className="text-sm">
          <LatestMessageCell token={token} latestMessage={latestMessage} />
        </div>
        <div role="cell" className="text-sm">
          <ElapsedTime ms={timestampMs(token.first_seen)} fallback="-" />
        </div>
        <div role="cell" className="flex flex-col items-start gap-1.5">
          <AnalyzeLink address={address} />
          <LinksBar token={links} />
          <ArchiveButton address={address} name={name} onArchive={onArchive} archiving={archiving} />
        </div>
      </div>
      {expanded && <MessageStrip address={address} />}
    </div>
  );
});
