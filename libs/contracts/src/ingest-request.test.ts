import { describe, expect, it } from '@jest/globals';
import { ingestRequestSchema } from './ingest-request.js';

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
});
