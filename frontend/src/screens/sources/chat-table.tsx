import type { SourceChat } from '@solana-hub/contracts';
import { ChatError, ChatName, ChatStateTag, LagText, TimeAgo } from './chat-status';
import type { ChatSwitchControls } from './use-chat-switch';
import { WatchSwitch } from './watch-switch';
import { TableScroll } from '../../ui/table-scroll';

/** What the table and the cards show: the chats, their switches, and whether the account is out of reach. */
export interface ChatRowsProps {
  chats: readonly SourceChat[];
  controls: ChatSwitchControls;
  accountOutOfReach: boolean;
}

/** The account's chats on a wide screen: one row each, its switch first. */
export function ChatTable({ chats, controls, accountOutOfReach }: ChatRowsProps) {
  return (
    <TableScroll label="Channels and groups">
      <table className="token-table" data-testid="chat-table">
        <thead>
          <tr>
            <th>Watch</th>
            <th>Chat</th>
            <th>Status</th>
            <th>Last message</th>
            <th className="numeric" title="Messages on the dashboard since midnight, your time">
              Today
            </th>
            <th className="numeric" title="How late its newest message reached the hub">
              Lag
            </th>
          </tr>
        </thead>
        <tbody>
          {chats.map((chat) => (
            <tr key={chat.chatId} data-testid="chat-row" data-chat-id={chat.chatId} className={chat.inAccount ? '' : 'opacity-60'}>
              <td className="w-16">
                <WatchSwitch chat={chat} controls={controls} />
              </td>
              <td className="max-w-96 whitespace-normal">
                <ChatName chat={chat} />
              </td>
              <td className="max-w-96 whitespace-normal">
                <div className="grid justify-items-start gap-1">
                  <ChatStateTag chat={chat} accountOutOfReach={accountOutOfReach} />
                  <ChatError chat={chat} />
                </div>
              </td>
              <td data-testid="chat-last-message">
                <TimeAgo iso={chat.lastMessageAt} />
              </td>
              <td className="numeric" data-testid="chat-today">
                {chat.messagesToday}
              </td>
              <td className="numeric" data-testid="chat-lag">
                <LagText chat={chat} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
