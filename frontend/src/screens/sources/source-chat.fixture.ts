import type { SourceChat } from '@solana-hub/contracts';

/** A chat of the account for tests: a channel, not watched, never read; with what the test changes. */
export function aSourceChat(overrides: Partial<SourceChat> = {}): SourceChat {
  return {
    chatId: '-1001000000001',
    title: 'Alpha Calls',
    kind: 'channel',
    username: 'alphacalls',
    inAccount: true,
    watched: false,
    watchedSince: null,
    backfillHours: null,
    lastReadMessageId: null,
    caughtUpAt: null,
    lastMessageAt: null,
    lastReceivedAt: null,
    lastError: null,
    lastErrorAt: null,
    usualIntervalSeconds: null,
    messagesToday: 0,
    lagSeconds: null,
    catchingUp: false,
    ...overrides,
  };
}
