import type { TelegramBotState } from '@solana-hub/contracts';
import { Bot } from 'lucide-react';
import { ConnectionLine } from './connection-line';
import { SourceCard } from './source-card';

/** The Telegram bot: reads the chats the trader owns (a member of a group, an admin of a channel). */
export function BotCard({ bot }: { bot: TelegramBotState }) {
  return (
    <SourceCard
      title="Telegram bot"
      icon={Bot}
      state={bot.configured ? { label: 'Configured', tone: 'tag--green' } : { label: 'Not set up', tone: '' }}
      testId="bot"
    >
      {bot.configured ? (
        <>
          <p className="m-0" data-testid="bot-chats">
            {bot.allowList === null ? 'Reads every chat it is a member of.' : `Reads only: ${bot.allowList.join(', ')}.`}
          </p>
          {bot.connection ? <ConnectionLine connection={bot.connection} testId="bot-connection" /> : null}
          <p className="m-0 text-sm text-muted">
            Updates by {bot.updates === 'webhook' ? 'webhook (TELEGRAM_WEBHOOK_URL)' : 'long polling'}. Add it to a group, or as an admin to
            a channel, for it to read there.
          </p>
        </>
      ) : (
        <p className="m-0 text-sm text-muted">
          For chats you own: set <code>TELEGRAM_BOT_TOKEN</code> (from @BotFather) and restart; <code>TELEGRAM_CHATS</code> limits it to
          some chats.
        </p>
      )}
    </SourceCard>
  );
}
