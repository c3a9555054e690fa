import { TELEGRAM_BOT_TOKEN_REFUSED, TELEGRAM_SESSION_REFUSED, type TelegramConnection } from '@solana-hub/contracts';

/** Refusals that do not end by themselves: a new login, or a new bot token, ends them. */
const REFUSALS: readonly string[] = [TELEGRAM_SESSION_REFUSED, TELEGRAM_BOT_TOKEN_REFUSED];

/** What the Sources screen says of the account's or the bot's connection: a tag, and while out of reach a sentence. */
export interface ConnectionView {
  label: string;
  tone: string;
  /** Since when and why, and what comes next; null while connected. */
  note: string | null;
  /** Telegram refused the session: the login command is the way back. */
  needsLogin: boolean;
}

/** '11:02' today, 'Nov 25, 11:02' on an earlier day: when Telegram went out of reach. */
export function formatSince(sinceIso: string, nowMs: number, timeZone?: string): string {
  const since = new Date(sinceIso);
  const day = (date: Date) => date.toLocaleDateString('en-CA', { timeZone });
  const time = since.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', timeZone });
  if (day(since) === day(new Date(nowMs))) return time;
  return `${since.toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone })}, ${time}`;
}

export function connectionView(connection: TelegramConnection, nowMs: number, timeZone?: string): ConnectionView {
  if (connection.state === 'connected') return { label: 'Connected', tone: 'tag--green', note: null, needsLogin: false };
  const since = formatSince(connection.since, nowMs, timeZone);
  const problem = connection.problem.charAt(0).toUpperCase() + connection.problem.slice(1);
  const needsLogin = connection.problem === TELEGRAM_SESSION_REFUSED;
  return {
    label: 'Unreachable',
    tone: 'tag--red',
    note: REFUSALS.includes(connection.problem)
      ? `${problem} (since ${since}). No messages arrive until then.`
      : `${problem} (since ${since}). Messages resume when it is back.`,
    needsLogin,
  };
}
