import type { ToastContent } from '../ui/toast';
import { formatCompactMarketCap } from '../format/figures';

export interface ToastToken {
  name: string | null;
  symbol: string | null;
  marketCap: number | null;
  channel: string | null;
  address: string;
}

/** A toast about a token that helps: its name and ticker, market cap and channel, the start of its address; a click opens it. */
export function tokenToast(title: string, token: ToastToken, open: () => void): ToastContent {
  const name = [token.name, token.symbol ? `$${token.symbol}` : null].filter(Boolean).join(' ');
  const details = [
    name || null,
    token.marketCap === null ? null : `MC ${formatCompactMarketCap(token.marketCap)}`,
    token.channel ? `from ${token.channel}` : null,
    `${token.address.slice(0, 8)}...`,
  ].filter((part): part is string => part !== null);
  return { title, description: details.join(' · '), onOpen: open };
}
