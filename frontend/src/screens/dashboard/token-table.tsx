import type { Token } from '@solana-hub/contracts';
import { WindowVirtualList } from '../../ui/window-virtual-list';
import { tokenColumns, tokenGrid } from './token-columns';
import type { TokenListProps } from './token-list';
import { tokenKey } from './token-list-item';
import { TokenRow } from './token-row';

const alignRight = new Set<string>(['Market Cap']);

/** The token table of large screens; only the rows near the viewport are mounted. */
export function TokenTable({ tokens, itemProps, focusedIndex }: TokenListProps) {
  return (
    <div
      role="table"
      aria-rowcount={tokens.length + 1}
      className="overflow-hidden rounded-card border border-border bg-surface"
      data-testid="token-table"
    >
      <div role="row" className={`${tokenGrid} border-b border-border bg-raised py-2.5`}>
        {tokenColumns.map((column) => (
          <div
            key={column}
            role="columnheader"
            className={`text-xs font-semibold tracking-wide text-muted uppercase ${alignRight.has(column) ? 'text-right' : ''}`}
          >
            {column}
          </div>
        ))}
      </div>
      <WindowVirtualList
        items={tokens}
        itemKey={tokenKey}
        estimateSize={92}
        activeIndex={focusedIndex}
        renderItem={(token: Token) => <TokenRow {...itemProps(token)} />}
      />
    </div>
  );
}
