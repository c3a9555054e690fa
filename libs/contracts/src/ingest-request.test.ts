import { describe, expect, it } from '@jest/globals';
import { ingestRequestSchema } from './ingest-request.js';
import { describeZodError } from './zod-error.js';

/** The 400 answer's text for a body, or null when it is accepted. */
function refusal(body: unknown): string | null {
  const parsed = ingestRequestSchema.safeParse(body);
  return parsed.success ? null : describeZodError(parsed.error);
}

describe('ingestRequestSchema', () => {
  it('takes one message and answers a list of one', () => {
    const parsed = ingestRequestSchema.parse({ chat: 'alerts', message_id: 7, text: 'hi', date: 1_700_000_000 });
    expect(parsed).toEqual([{ chat: 'alerts', message_id: '7', text: 'hi', date: '2023-11-14T22:13:20.000Z' }]);
  });

  it('normalises ISO dates with an offset to UTC', () => {
    const [message] = ingestRequestSchema.parse([{ chat: 'a', message_id: 'x', text: '', date: '2026-01-01T02:00:00+02:00' }]);
    expect(message?.date).toBe('2026-01-01T00:00:00.000Z');
  });

  it('rejects more than 1,000 messages and a missing text', () => {
    const many = Array.from({ length: 1001 }, (_, i) => ({ chat: 'a', message_id: i, text: 't' }));
    expect(ingestRequestSchema.safeParse(many).success).toBe(false);
    expect(ingestRequestSchema.safeParse({ chat: 'a', message_id: 1 }).success).toBe(false);
  });

  it('refuses dates off the calendar or before Telegram, naming the field', () => {
    expect(refusal({ chat: 'a', message_id: 1, text: 't', date: 99_999_999_999_999 })).toMatch(/^\[0\]\.date: after the year 9999/);
    expect(
      refusal([
        { chat: 'a', message_id: 1, text: 't' },
        { chat: 'a', message_id: 2, text: 't', date: 1_000 },
      ]),
    ).toMatch(/^\[1\]\.date: before 2013/);
    expect(refusal({ chat: 'a', message_id: 1, text: 't', date: '2013-02-30T00:00:00Z' })).toMatch(/^\[0\]\.date: /);
    expect(refusal({ chat: 'a', message_id: 1, text: 't', date: true })).toMatch(
      /^\[0\]\.date: a date is unix seconds or an ISO-8601 time/,
    );
    // The future is the raw message's to bound: it takes the time of receipt.
    expect(refusal({ chat: 'a', message_id: 1, text: 't', date: '2099-01-01T00:00:00Z' })).toBeNull();
  });

  it('refuses message ids that are not exact whole numbers', () => {
    expect(refusal({ chat: 'a', message_id: 2 ** 63, text: 't' })).toMatch(/^\[0\]\.message_id: .*2\^53/);
    expect(refusal({ chat: 'a', message_id: -1, text: 't' })).toMatch(/^\[0\]\.message_id: .*not negative/);
    expect(refusal({ chat: 'a', message_id: 1.5, text: 't' })).toMatch(/^\[0\]\.message_id: /);
    expect(refusal({ chat: 'a', message_id: '9223372036854775808', text: 't' })).toBeNull();
  });

  it('refuses links that are no http(s) URL, which the screens would show as links', () => {
    expect(refusal({ chat: 'a', message_id: 1, text: 't', links: ['https://ok.example', 'javascript:alert(1)'] })).toMatch(
      /^\[0\]\.links\[1\]: a link is an http or https URL/,
    );
  });

  it('takes a text of 64 KiB and not one character more', () => {
    expect(refusal({ chat: 'a', message_id: 1, text: 'x'.repeat(64 * 1024) })).toBeNull();
    expect(refusal({ chat: 'a', message_id: 1, text: 'x'.repeat(64 * 1024 + 1) })).toMatch(/^\[0\]\.text: /);
  });

  it('takes a chat title, and an edit as an edit_date (unix seconds or ISO) or a version', () => {
    expect(ingestRequestSchema.parse({ chat: 'a', chat_title: 'Alpha Calls', message_id: 1, text: 't', edit_date: 1_767_225_600 })).toEqual(
      [{ chat: 'a', chat_title: 'Alpha Calls', message_id: '1', text: 't', edit_date: '2026-01-01T00:00:00.000Z' }],
    );
    expect(ingestRequestSchema.parse({ chat: 'a', message_id: 1, text: 't', edit_date: '2026-01-01T02:00:00+02:00' })[0]?.edit_date).toBe(
      '2026-01-01T00:00:00.000Z',
    );
    expect(ingestRequestSchema.parse({ chat: 'a', message_id: 1, text: 't', version: 2 })[0]?.version).toBe(2);
  });

  it('refuses a version that is not a whole number from 1 within the store, an edit_date off the calendar, both at once, and a title out of bounds, naming the field', () => {
    for (const version of [0, -1, 1.5, '2', 2 ** 31])
      expect(refusal({ chat: 'a', message_id: 1, text: 't', version })).toMatch(/^\[0\]\.version: /);
    expect(refusal({ chat: 'a', message_id: 1, text: 't', version: 2 ** 31 - 1 })).toBeNull();
    expect(refusal({ chat: 'a', message_id: 1, text: 't', edit_date: 'later' })).toMatch(/^\[0\]\.edit_date: /);
    expect(refusal({ chat: 'a', message_id: 1, text: 't', edit_date: 1_000 })).toMatch(/^\[0\]\.edit_date: before 2013/);
    expect(refusal({ chat: 'a', message_id: 1, text: 't', edit_date: 1_767_225_600, version: 3 })).toBe(
      '[0].version: send edit_date or version, not both',
    );
    expect(refusal({ chat: 'a', chat_title: '', message_id: 1, text: 't' })).toMatch(/^\[0\]\.chat_title: /);
    expect(refusal({ chat: 'a', chat_title: 'x'.repeat(257), message_id: 1, text: 't' })).toMatch(/^\[0\]\.chat_title: /);
  });
});
