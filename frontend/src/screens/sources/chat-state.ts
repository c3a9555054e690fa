import type { SourceChat } from '@solana-hub/contracts';
import { timestampMs } from '../../format/elapsed';

/** What reading a chat is doing, as its tag says. */
export type ChatState = 'off' | 'left' | 'waiting' | 'error' | 'catching-up' | 'live';

/**
 * A watched chat of an account Telegram cannot be reached with is waiting, whatever it said
 * before: nothing is read until the account is back (then it catches up).
 */
export function chatState(chat: SourceChat, accountOutOfReach = false): ChatState {
  if (!chat.inAccount) return 'left';
  if (!chat.watched) return 'off';
  if (accountOutOfReach) return 'waiting';
  if (chat.lastError !== null) return 'error';
  return chat.catchingUp ? 'catching-up' : 'live';
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'just now', '3 min ago', '5 h ago', '2 days ago': how long ago a chat last posted, at a glance. */
export function formatAgo(fromMs: number, nowMs: number): string {
  const elapsed = Math.max(0, nowMs - fromMs);
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < 2 * DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  return `${Math.floor(elapsed / DAY)} days ago`;
}

/** '0.4 s', '12 s', '3 min', '1 h 5 min': how late a chat's newest message reached the hub. */
export function formatLag(seconds: number): string {
  if (Math.round(seconds * 10) < 100) return `${seconds.toFixed(1)} s`;
  if (Math.round(seconds) < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return minutes % 60 === 0 ? `${minutes / 60} h` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/**
 * The chat's lag when it says how late the hub is: null before its first message, and for a
 * newest message posted before the chat was switched on, which was read from its history (the
 * backfill): its "lag" would only say how old it was then. `backfilled` tells the two apart.
 */
export function shownLag(chat: SourceChat): { seconds: number | null; backfilled: boolean } {
  const posted = timestampMs(chat.lastMessageAt);
  const since = timestampMs(chat.watchedSince);
  // Telegram dates messages to the second: one posted in the second it was switched on is new.
  const backfilled = chat.lagSeconds !== null && posted !== null && since !== null && posted < Math.floor(since / 1000) * 1000;
  return { seconds: backfilled ? null : chat.lagSeconds, backfilled };
}
