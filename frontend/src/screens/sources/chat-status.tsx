import type { SourceChat } from '@solana-hub/contracts';
import { timestampMs } from '../../format/time';
import { useNow } from '../../time/use-now';
import { chatState, formatAgo, formatLag, formatSpan, QUIET_FACTOR, quietFor, shownLag, type ChatState } from './chat-state';

const stateTags: Record<ChatState, { label: string; tone: string; title: string }> = {
  live: { label: 'Live', tone: 'tag--green', title: 'Read up to its newest message; new ones arrive as they are posted' },
  'catching-up': {
    label: 'Catching up',
    tone: 'tag--yellow',
    title: 'Reading the messages posted before it was switched on, or while the hub was away',
  },
  waiting: {
    label: 'Waiting',
    tone: 'tag--yellow',
    title: 'Telegram cannot be reached with the account: the chat is read again, from where it stopped, once it is back',
  },
  quiet: {
    label: 'Quiet',
    tone: 'tag--yellow',
    title: `Silent for ${QUIET_FACTOR} times its usual interval or more: the channel may have stopped, or Telegram may have stopped delivering it (it is read again every few minutes)`,
  },
  error: { label: 'Error', tone: 'tag--red', title: 'The last read failed; it is tried again' },
  left: { label: 'Left', tone: '', title: 'The account left this chat: it is no longer read' },
  off: { label: 'Off', tone: '', title: 'Not watched: its messages do not feed the dashboard' },
};

/** The chat's state as a tag: Live, Quiet, Catching up, Waiting, Error, Left or Off. */
export function ChatStateTag({ chat, accountOutOfReach }: { chat: SourceChat; accountOutOfReach: boolean }) {
  const now = useNow();
  const state = chatState(chat, accountOutOfReach, now);
  const tag = stateTags[state];
  const quiet = state === 'quiet' ? quietFor(chat, now) : null;
  // A quiet chat says for how long, against its usual rhythm: 'Quiet 3 h (usually every 12 min)'.
  const label = quiet ? `${tag.label} ${formatSpan(quiet.silentMs)} (usually every ${formatSpan(quiet.usualMs)})` : tag.label;
  return (
    <span className={`tag ${tag.tone} whitespace-nowrap`} title={tag.title} data-testid="chat-state" data-state={state}>
      {label}
    </span>
  );
}

/** '3 min ago' (the exact time on hover), ticking; '-' before the first message. */
export function TimeAgo({ iso }: { iso: string | null }) {
  const ms = timestampMs(iso);
  return ms === null ? <span className="text-muted">-</span> : <TickingAgo ms={ms} />;
}

/** Only a time that is shown subscribes to the clock: most chats of a long list have none. */
function TickingAgo({ ms }: { ms: number }) {
  const now = useNow();
  const date = new Date(ms);
  return (
    <time dateTime={date.toISOString()} title={date.toLocaleString()}>
      {formatAgo(ms, now)}
    </time>
  );
}

/** How late the chat's newest message reached the hub; '-' before its first, or while the newest was read from its history. */
export function LagText({ chat }: { chat: SourceChat }) {
  const { seconds, backfilled } = shownLag(chat);
  if (seconds !== null) return <span className="tabular-nums">{formatLag(seconds)}</span>;
  return (
    <span
      className="text-muted"
      title={backfilled ? 'Its newest message was read from its history; the lag shows from its first new message' : undefined}
    >
      -
    </span>
  );
}

/** The last failure reading the chat, in red, with when it happened. */
export function ChatError({ chat }: { chat: SourceChat }) {
  if (chat.lastError === null) return null;
  return (
    <p className="m-0 text-sm break-words text-down" role="status" data-testid="chat-error">
      {chat.lastError}
      {chat.lastErrorAt ? (
        <>
          {' · '}
          <TimeAgo iso={chat.lastErrorAt} />
        </>
      ) : null}
    </p>
  );
}

/** '@alphacalls · channel' under the chat's title. */
export function ChatName({ chat }: { chat: SourceChat }) {
  return (
    <div className="min-w-0">
      <div className="font-semibold break-words" data-testid="chat-title">
        {chat.title}
      </div>
      <div className="text-xs text-muted">
        {chat.username ? `@${chat.username} · ` : ''}
        {chat.kind}
      </div>
    </div>
  );
}
