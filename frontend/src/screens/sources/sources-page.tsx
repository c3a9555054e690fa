import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { browserUtcOffsetMinutes, sourcesQuery } from '../../api/sources';
import { AccountCard } from './account-card';
import { BotCard } from './bot-card';
import { ChatList } from './chat-list';
import { LearnedLayouts } from './learned-layouts';
import { useChatSwitch } from './use-chat-switch';
import { WatchDialog } from './watch-dialog';

/** /sources: where the dashboard's messages come from, and which of the account's chats feed it. */
export function SourcesPage() {
  // "Today" is the trader's: their midnight, from the browser's time zone.
  const [utcOffsetMinutes] = useState(() => browserUtcOffsetMinutes());
  const sources = useQuery(sourcesQuery(utcOffsetMinutes));
  const chatSwitch = useChatSwitch();
  const data = sources.data;

  return (
    <section className="mx-auto grid max-w-6xl gap-5">
      <title>Sources · Solana Hub</title>
      <header>
        <h1>Sources</h1>
        <p className="m-0 text-muted">Where the dashboard’s alerts come from: your Telegram account and bot, and the channels they read.</p>
      </header>

      {sources.isError ? (
        <div className="notice notice--error" role="alert">
          <span>
            {data ? 'Updates paused: ' : 'Could not load the sources: '}
            {sources.error.message}
          </span>
          <button type="button" className="button" onClick={() => void sources.refetch()}>
            Retry
          </button>
        </div>
      ) : null}
      {sources.isPending ? <p className="page-status">Loading sources…</p> : null}

      {data ? (
        <>
          {data.demoFeed ? (
            <div className="notice notice--warning" data-testid="sources-demo-feed">
              The demo feed is playing sample alerts: set up a Telegram source below to see your own.
            </div>
          ) : null}
          <div className="grid gap-3 md:grid-cols-2">
            <AccountCard account={data.account} />
            <BotCard bot={data.bot} />
          </div>
          <ChatList sources={data} controls={chatSwitch} />
          <LearnedLayouts sources={data} />
          <WatchDialog
            chat={chatSwitch.asking}
            defaultBackfillHours={data.defaultBackfillHours}
            onWatch={chatSwitch.watch}
            onClose={chatSwitch.closeDialog}
          />
        </>
      ) : null}
    </section>
  );
}
