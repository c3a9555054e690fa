import type { Token } from '@solana-hub/contracts';
import { WindowVirtualList } from '../../ui/window-virtual-list';
import { TokenCard } from './token-card';
import type { TokenListProps } from './token-list';
import { tokenKey } from './token-list-item';

/** The token cards of small screens; only the cards near the viewport are mounted. */
export function TokenCards({ tokens, itemProps, focusedIndex }: TokenListProps) {
  return (
    <WindowVirtualList
      items={tokens}
      itemKey={tokenKey}
      estimateSize={250}
      gap={12}
      activeIndex={focusedIndex}
      testId="token-cards"
      renderItem={(token: Token) => <TokenCard {...itemProps(token)} />}
    />
  );
}
