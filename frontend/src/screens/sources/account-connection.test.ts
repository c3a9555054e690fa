import { describe, expect, it } from '@jest/globals';
import { TELEGRAM_BOT_TOKEN_REFUSED, TELEGRAM_SESSION_REFUSED } from '@solana-hub/contracts';
import { connectionView, formatSince } from './account-connection';

const now = Date.parse('2026-11-26T11:30:00Z');

describe('connectionView', () => {
  it('is a green Connected while the ingest reaches Telegram', () => {
    expect(connectionView({ state: 'connected' }, now, 'UTC')).toEqual({
      label: 'Connected',
      tone: 'tag--green',
      note: null,
      needsLogin: false,
    });
  });

  it('says since when and why Telegram is out of reach, and that messages resume when it is back', () => {
    const view = connectionView(
      { state: 'unreachable', since: '2026-11-26T11:02:00.000Z', problem: 'Telegram unreachable: connect ECONNREFUSED' },
      now,
      'UTC',
    );
    expect(view).toMatchObject({ label: 'Unreachable', tone: 'tag--red', needsLogin: false });
    expect(view.note).toMatch(/^Telegram unreachable: connect ECONNREFUSED \(since 11:02( AM)?\)\. Messages resume when it is back\.$/);
  });

  it('asks for a new login when Telegram refused the session', () => {
    const view = connectionView({ state: 'unreachable', since: '2026-11-26T11:02:00.000Z', problem: TELEGRAM_SESSION_REFUSED }, now, 'UTC');
    expect(view.needsLogin).toBe(true);
    expect(view.note).toMatch(/^Session refused by Telegram: log in again \(since 11:02( AM)?\)\. No messages arrive until then\.$/);
  });

  it("says the bot's refused token does not come back by itself, without asking for a login", () => {
    const view = connectionView(
      { state: 'unreachable', since: '2026-11-26T11:02:00.000Z', problem: TELEGRAM_BOT_TOKEN_REFUSED },
      now,
      'UTC',
    );
    expect(view).toMatchObject({ label: 'Unreachable', tone: 'tag--red', needsLogin: false });
    expect(view.note).toMatch(
      /^The bot token was refused: set a new TELEGRAM_BOT_TOKEN \(since 11:02( AM)?\)\. No messages arrive until then\.$/,
    );
  });
});

describe('formatSince', () => {
  it('is the time today and the day with the time before', () => {
    expect(formatSince('2026-11-26T09:05:00.000Z', now, 'UTC')).toMatch(/^0?9:05( AM)?$/);
    expect(formatSince('2026-11-25T23:55:00.000Z', now, 'UTC')).toMatch(/^Nov 25, 11:55( PM)?$/);
  });
});
