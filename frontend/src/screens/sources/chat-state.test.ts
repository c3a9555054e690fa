import { describe, expect, it } from '@jest/globals';
import { chatState, formatAgo, formatLag, formatSpan, quietFor, shownLag } from './chat-state';
import { aSourceChat } from './source-chat.fixture';

describe('chatState', () => {
  it('is off until switched on, then catching up, then live', () => {
    expect(chatState(aSourceChat())).toBe('off');
    expect(chatState(aSourceChat({ watched: true, catchingUp: true }))).toBe('catching-up');
    expect(chatState(aSourceChat({ watched: true, caughtUpAt: '2026-11-25T10:00:00.000Z' }))).toBe('live');
  });

  it('says a failed read before anything else of a watched chat, and that the account left before all', () => {
    expect(
      chatState(aSourceChat({ watched: true, catchingUp: true, lastError: 'FLOOD_WAIT', lastErrorAt: '2026-11-25T10:00:00.000Z' })),
    ).toBe('error');
    expect(chatState(aSourceChat({ lastError: 'CHANNEL_PRIVATE' }))).toBe('off');
    expect(chatState(aSourceChat({ inAccount: false, watched: true, lastError: 'CHANNEL_PRIVATE' }))).toBe('left');
  });

  it('says a watched chat waits while Telegram cannot be reached with the account, whatever it said before', () => {
    const outOfReach = true;
    expect(chatState(aSourceChat({ watched: true, caughtUpAt: '2026-11-25T10:00:00.000Z' }), outOfReach)).toBe('waiting');
    expect(chatState(aSourceChat({ watched: true, lastError: 'FLOOD_WAIT', lastErrorAt: '2026-11-25T10:00:00.000Z' }), outOfReach)).toBe(
      'waiting',
    );
    expect(chatState(aSourceChat(), outOfReach)).toBe('off');
    expect(chatState(aSourceChat({ inAccount: false, watched: true }), outOfReach)).toBe('left');
  });
});

describe('a quiet chat', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  const live = (silentMinutes: number, usualMinutes: number | null) =>
    aSourceChat({
      watched: true,
      caughtUpAt: '2026-11-25T10:00:00.000Z',
      lastMessageAt: new Date(now - silentMinutes * 60_000).toISOString(),
      usualIntervalSeconds: usualMinutes === null ? null : usualMinutes * 60,
    });

  it('is a live chat silent for five times its usual interval, and at least half an hour', () => {
    expect(chatState(live(59, 12), false, now)).toBe('live');
    expect(chatState(live(60, 12), false, now)).toBe('quiet');
    expect(quietFor(live(180, 12), now)).toEqual({ silentMs: 180 * 60_000, usualMs: 12 * 60_000 });
    // A chat posting every minute is not quiet after five, nor one whose rhythm is unknown.
    expect(chatState(live(10, 1), false, now)).toBe('live');
    expect(chatState(live(600, null), false, now)).toBe('live');
  });

  it('says how long, roughly', () => {
    expect([30_000, 12 * 60_000, 3 * 3_600_000, 50 * 3_600_000].map(formatSpan)).toEqual(['1 min', '12 min', '3 h', '2 days']);
  });
});

describe('formatAgo', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  const ago = (ms: number) => formatAgo(now - ms, now);

  it('counts minutes, then hours, then days', () => {
    expect([0, 59_000, 60_000, 3 * 60_000 + 59_000, 59 * 60_000].map(ago)).toEqual([
      'just now',
      'just now',
      '1 min ago',
      '3 min ago',
      '59 min ago',
    ]);
    expect([3_600_000, 5.5 * 3_600_000, 47 * 3_600_000].map(ago)).toEqual(['1 h ago', '5 h ago', '47 h ago']);
    expect([48 * 3_600_000, 9 * 86_400_000].map(ago)).toEqual(['2 days ago', '9 days ago']);
  });

  it('says just now for a time a little ahead of the clock', () => {
    expect(formatAgo(now + 5_000, now)).toBe('just now');
  });
});

describe('formatLag', () => {
  it('shows tenths of a second below 10 s, then seconds, minutes and hours', () => {
    expect([0, 0.42, 2.5, 9.94, 9.96, 12.4, 59.4].map(formatLag)).toEqual(['0.0 s', '0.4 s', '2.5 s', '9.9 s', '10 s', '12 s', '59 s']);
    expect([59.6, 180, 3_540, 3_600, 3_900, 7_200].map(formatLag)).toEqual(['1 min', '3 min', '59 min', '1 h', '1 h 5 min', '2 h']);
  });
});

describe('shownLag', () => {
  const watched = { watched: true, watchedSince: '2026-11-25T10:00:00.400Z', lastReceivedAt: '2026-11-25T10:00:02.000Z' };

  it('shows the lag of a message posted since the chat was switched on, that second included', () => {
    expect(shownLag(aSourceChat({ ...watched, lastMessageAt: '2026-11-25T10:00:01.000Z', lagSeconds: 1 }))).toEqual({
      seconds: 1,
      backfilled: false,
    });
    expect(shownLag(aSourceChat({ ...watched, lastMessageAt: '2026-11-25T10:00:00.000Z', lagSeconds: 2 }))).toEqual({
      seconds: 2,
      backfilled: false,
    });
  });

  it('hides it for a newest message read from the history, posted before the chat was switched on', () => {
    expect(shownLag(aSourceChat({ ...watched, lastMessageAt: '2026-11-25T09:35:00.000Z', lagSeconds: 1502 }))).toEqual({
      seconds: null,
      backfilled: true,
    });
  });

  it('has none before the first message, and shows it for a chat never switched on', () => {
    expect(shownLag(aSourceChat(watched))).toEqual({ seconds: null, backfilled: false });
    expect(
      shownLag(aSourceChat({ lastMessageAt: '2026-11-25T09:35:00.000Z', lastReceivedAt: '2026-11-25T09:35:00.500Z', lagSeconds: 0.5 })),
    ).toEqual({ seconds: 0.5, backfilled: false });
  });
});
