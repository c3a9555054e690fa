import { Figure } from '../../ui/figure';
import { ChatError, ChatName, ChatStateTag, LagText, TimeAgo } from './chat-status';
import type { ChatRowsProps } from './chat-table';
import { WatchSwitch } from './watch-switch';

/** The account's chats on a narrow screen: a card each, as the dashboard shows tokens. */
export function ChatCards({ chats, controls, accountOutOfReach }: ChatRowsProps) {
  return (
    <ul className="m-0 grid list-none gap-3 p-0" data-testid="chat-cards">
      {chats.map((chat) => (
        <li
          key={chat.chatId}
          data-testid="chat-card"
          data-chat-id={chat.chatId}
          className={`flex flex-col gap-3 rounded-card border border-border bg-surface p-3 ${chat.inAccount ? '' : 'opacity-60'}`}
        >
          <header className="flex items-start justify-between gap-3">
            <ChatName chat={chat} />
            <div className="flex shrink-0 items-center gap-2">
              <ChatStateTag chat={chat} accountOutOfReach={accountOutOfReach} />
              <WatchSwitch chat={chat} controls={controls} />
            </div>
          </header>
          {chat.watched ? (
            <dl className="m-0 grid grid-cols-3 gap-2 text-sm">
              <Figure label="Last message" testId="chat-last-message">
                <TimeAgo iso={chat.lastMessageAt} />
              </Figure>
              <Figure label="Today" testId="chat-today">
                {chat.messagesToday}
              </Figure>
              <Figure label="Lag" testId="chat-lag">
                <LagText chat={chat} />
              </Figure>
            </dl>
          ) : null}
          <ChatError chat={chat} />
        </li>
      ))}
    </ul>
  );
}
