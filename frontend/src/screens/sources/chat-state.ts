import type { SourceChat } from '@solana-hub/contracts';
import { timestampMs } from '../../format/time';

/** What reading a chat is doing, as its tag says. */
export type ChatState = 'off' | 'left' | 'waiting' | 'error' | 'catching-up' | 'quiet' | 'live';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A chat silent for this many times its usual interval has gone quiet (a trader should look)… */
export const QUIET_FACTOR = 5;
/** …and for at least this long: a chat posting every minute is not quiet after five. */
const QUIET_AT_LEAST_MS = 30 * MINUTE;

/**
 * How long a live chat has been silent, when that is many times its usual interval (it may have
 * stopped, or Telegram may have stopped delivering it); null otherwise, or while its rhythm is unknown.
 */
export function quietFor(chat: SourceChat, nowMs: number): { silentMs: number; usualMs: number } | null {
  const last = timestampMs(chat.lastMessageAt);
  if (last === null || chat.usualIntervalSeconds === null) return null;
  const silentMs = nowMs - last;
  const usualMs = chat.usualIntervalSeconds * 1000;
  return silentMs >= Math.max(QUIET_FACTOR * usualMs, QUIET_AT_LEAST_MS) ? { silentMs, usualMs } : null;
}

/**
 * A watched chat of an account Telegram cannot be reached with is waiting, whatever it said
 * before: nothing is read until the account is back (then it catches up).
 */
export function chatState(chat: SourceChat, accountOutOfReach = false, nowMs = Date.now()): ChatState {
  if (!chat.inAccount) return 'left';
  if (!chat.watched) return 'off';
  if (accountOutOfReach) return 'waiting';
  if (chat.lastError !== null) return 'error';
  if (chat.catchingUp) return 'catching-up';
  return quietFor(chat, nowMs) ? 'quiet' : 'live';
}

/** '12 min', '3 h', '2 days': a stretch of time, roughly. */
export function formatSpan(ms: number): string {
  if (ms < HOUR) return `${Math.max(1, Math.round(ms / MINUTE))} min`;
  if (ms < 2 * DAY) return `${Math.round(ms / HOUR)} h`;
  return `${Math.round(ms / DAY)} days`;
}

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
