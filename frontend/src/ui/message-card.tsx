import type { AlertMessage } from '@solana-hub/contracts';
import { Megaphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useChatTitle } from '../api/chat-titles';
import { formatCompactMarketCap } from '../format/figures';
import { timestampMs } from '../format/time';
import { messageCaller, type MessageCaller } from '../messages/message-caller';
import { droppedTextNotice } from '../messages/dropped-text';
import { parseMessageLinks } from '../messages/message-links';
import { CopyableAddress } from './copyable-address';
import { ElapsedTime } from './elapsed-time';
import { MessageTypeTag, messageTypeColour } from './message-type-tag';
import { TrendingBadge } from './trending-badge';
import './message-card.css';

interface Props {
  message: AlertMessage;
  /** Extra controls in the card's header (e.g. a copy button). */
  actions?: ReactNode;
  /** Shows the message's outbound links under the text (tracer, history). */
  showLinks?: boolean;
  className?: string;
}

/**
 * One alert message as every screen shows it: a colour stripe for its type, the channel it came
 * from, the relative age, the trending badge, 'Market Cap:' (and the caller, when the message
 * names one), the token's address to copy and the text in a monospace block (or, once the
 * message retention dropped it, a line saying so).
 * The text is rendered as text, never as HTML.
 */
export function MessageCard({ message, actions, showLinks = false, className = '' }: Props) {
  const links = showLinks ? parseMessageLinks(message.links) : [];
  const caller = messageCaller(message);
  const dropped = droppedTextNotice(message);
  return (
    <article
      className={`relative flex min-w-0 flex-col gap-2 overflow-hidden rounded-card border border-border bg-surface p-3 pl-4 ${className}`}
      data-testid="message-card"
      data-message-type={message.message_type}
    >
      <span aria-hidden className={`message-stripe message-stripe--${messageTypeColour(message.message_type)}`} />
      <header className="flex flex-wrap items-center gap-2 text-sm">
        <MessageTypeTag messageType={message.message_type} />
        <TrendingBadge trendingLevel={message.trending_level} />
        <span className="text-muted">
          <ElapsedTime ms={timestampMs(message.timestamp)} fallback="-" />
        </span>
        <ChannelName chatId={message.chat_id} />
        {actions ? <span className="ml-auto flex items-center gap-1">{actions}</span> : null}
      </header>
      <div className="flex flex-wrap gap-x-4 text-sm">
        <span>
          <span className="text-muted">Market Cap:</span>{' '}
          <span className="font-semibold">{formatCompactMarketCap(message.market_cap)}</span>
        </span>
        {caller && <CallerLine caller={caller} />}
        {message.token_address ? <CopyableAddress address={message.token_address} /> : null}
      </div>
      {dropped === null ? (
        <pre className="m-0 max-h-72 overflow-auto whitespace-pre-wrap break-words rounded-card bg-raised p-2 font-mono text-xs">
          {message.message_text}
        </pre>
      ) : (
        <p className="m-0 rounded-card bg-raised p-2 text-xs italic text-muted" data-testid="message-text-dropped">
          {dropped}
        </p>
      )}
      {links.length > 0 ? (
        <nav className="flex flex-wrap gap-2 text-xs" aria-label="Message links">
          {links.map((link) => (
            <a key={`${link.label}|${link.url}`} href={link.url} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          ))}
        </nav>
      ) : null}
    </article>
  );
}

/** The channel (chat) the message came from, by its title. */
function ChannelName({ chatId }: { chatId: string }) {
  const title = useChatTitle(chatId);
  return (
    <span className="inline-flex min-w-0 items-center gap-1 text-muted" data-testid="message-channel" title={`Channel ${title ?? chatId}`}>
      <Megaphone size={12} aria-hidden className="shrink-0" />
      <span className="max-w-48 truncate font-semibold">{title ?? chatId}</span>
    </span>
  );
}

function CallerLine({ caller }: { caller: MessageCaller }) {
  return (
    <span className="min-w-0 truncate" data-testid="message-caller">
      <span className="text-muted">Caller:</span>{' '}
      {caller.url ? (
        <a href={caller.url} target="_blank" rel="noopener noreferrer" className="font-semibold">
          {caller.name}
        </a>
      ) : (
        <span className="font-semibold">{caller.name}</span>
      )}
    </span>
  );
}
