import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { QueryClient } from '@tanstack/react-query';
import type { Sources } from '@solana-hub/contracts';
import { browserUtcOffsetMinutes, chatSwitchBody, sourcesQuery } from './sources';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const answer: Sources = {
  account: { state: 'not-logged-in', command: 'npm run telegram:login' },
  bot: { configured: false, allowList: null, updates: 'long-polling' },
  demoFeed: true,
  defaultBackfillHours: 24,
  today: { since: '2026-11-24T22:00:00.000Z', utcOffsetMinutes: 120 },
  chats: [],
  chatCount: 0,
};

describe('sourcesQuery', () => {
  it("asks with the trader's offset from UTC and answers the checked body", async () => {
    const fetchMock = jest.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(answer), { status: 200 }));
    globalThis.fetch = fetchMock;
    await expect(new QueryClient().fetchQuery(sourcesQuery(120))).resolves.toEqual(answer);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/sources?utc_offset_minutes=120');
  });

  it('fails on an answer of another shape', async () => {
    globalThis.fetch = jest
      .fn<typeof fetch>()
      .mockResolvedValue(new Response(JSON.stringify({ ...answer, chats: 'none' }), { status: 200 }));
    await expect(new QueryClient().fetchQuery(sourcesQuery(0))).rejects.toThrow(/Unexpected answer from \/api\/sources/);
  });
});

describe('browserUtcOffsetMinutes', () => {
  it('is minutes ahead of UTC, the opposite of getTimezoneOffset, and 0 (not -0) at UTC', () => {
    const at = (offset: number) => ({ getTimezoneOffset: () => offset }) as Date;
    expect(browserUtcOffsetMinutes(at(-120))).toBe(120);
    expect(browserUtcOffsetMinutes(at(300))).toBe(-300);
    expect(Object.is(browserUtcOffsetMinutes(at(0)), 0)).toBe(true);
  });
});

describe('chatSwitchBody', () => {
  it('sends the backfill period only when switching on', () => {
    expect(chatSwitchBody({ chatId: '-1001', watched: true, backfillHours: 6 })).toEqual({ watched: true, backfill_hours: 6 });
    expect(chatSwitchBody({ chatId: '-1001', watched: true, backfillHours: 0 })).toEqual({ watched: true, backfill_hours: 0 });
    expect(chatSwitchBody({ chatId: '-1001', watched: true })).toEqual({ watched: true });
    expect(chatSwitchBody({ chatId: '-1001', watched: false, backfillHours: 6 })).toEqual({ watched: false });
  });
});
