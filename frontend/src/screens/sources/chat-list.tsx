import type { Sources } from '@solana-hub/contracts';
import { MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { SearchInput } from '../../ui/search-input';
import { useWideScreen } from '../dashboard/use-wide-screen';
import { ChatCards } from './chat-cards';
import { matchingChats } from './chat-search';
import { ChatTable } from './chat-table';
import type { ChatSwitchControls } from './use-chat-switch';

/** Why the account has no chats to show, and what to do. */
function noChatsText(account: Sources['account']): string {
  switch (account.state) {
    case 'not-configured':
      return 'Set up the Telegram account above: its channels and groups are listed here once it is logged in.';
    case 'not-logged-in':
      return 'Log in the Telegram account (above): its channels and groups are listed here soon after.';
    case 'logged-in':
      return 'The ingest lists the account’s channels and groups when it starts and every 10 minutes: they appear here once the stack runs (npm start).';
  }
}

function EmptyState({ text }: { text: string }) {
  return (
    <div
      className="grid justify-items-center gap-3 rounded-card border border-dashed border-border bg-surface px-4 py-12 text-center"
      data-testid="chats-empty"
    >
      <MessagesSquare size={36} className="text-muted" aria-hidden />
      <p className="m-0 text-lg font-semibold">No chats yet</p>
      <p className="m-0 max-w-lg text-muted">{text}</p>
    </div>
  );
}

/** The account's channels and groups: searched, and each switched on or off. */
export function ChatList({ sources, controls }: { sources: Sources; controls: ChatSwitchControls }) {
  const [search, setSearch] = useState('');
  const wide = useWideScreen();
  const { chats, chatCount } = sources;
  const shown = matchingChats(chats, search);
  const watched = chats.filter((chat) => chat.watched).length;
  const today = chats.reduce((sum, chat) => sum + chat.messagesToday, 0);
  const rows = {
    chats: shown,
    controls,
    accountOutOfReach: sources.account.state === 'logged-in' && sources.account.connection.state === 'unreachable',
  };

  return (
    <section aria-labelledby="chats-heading" className="grid gap-3">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="chats-heading" className="m-0 text-lg font-semibold">
            Channels and groups
          </h2>
          <p className="m-0 text-sm text-muted" data-testid="chats-summary">
            {watched} of {chatCount} watched · {today} messages today
          </p>
        </div>
        {chats.length > 0 ? (
          <SearchInput
            value={search}
            onChange={setSearch}
            placeholder="Search by title or @username"
            label="Search chats"
            testId="chat-search"
            className="w-full sm:w-80"
          />
        ) : null}
      </header>
      {chats.length < chatCount ? (
        <div className="notice notice--warning">
          Showing the first {chats.length.toLocaleString()} of {chatCount.toLocaleString()} chats, watched ones first.
        </div>
      ) : null}
      {chats.length === 0 ? <EmptyState text={noChatsText(sources.account)} /> : null}
      {chats.length > 0 && shown.length === 0 ? <p className="page-status">No chat matches “{search.trim()}”.</p> : null}
      {shown.length > 0 ? wide ? <ChatTable {...rows} /> : <ChatCards {...rows} /> : null}
    </section>
  );
}
