import type { Token } from '@solana-hub/contracts';
import type { TokenListItemProps } from './token-list-item';
import { TokenCards } from './token-cards';
import { TokenTable } from './token-table';
import { useWideScreen } from './use-wide-screen';

export interface TokenListProps {
  tokens: readonly Token[];
  itemProps: (token: Token) => TokenListItemProps;
  /** The row the keyboard is on; -1 for none. */
  focusedIndex: number;
}

/** A table on large screens, cards on small ones. */
export function TokenList(props: TokenListProps) {
  return useWideScreen() ? <TokenTable {...props} /> : <TokenCards {...props} />;
}
