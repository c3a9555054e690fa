import { describe, expect, it } from '@jest/globals';
import { rawMessageJobId, rawMessageSchema, type RawMessage } from './raw-message.js';

const receivedAt = '2026-03-01T12:00:00.000Z';
const message: RawMessage = {
  source: 'telegram-bot',
  chatId: '-1001234',
  chatTitle: 'Alerts',
  messageId: '5678',
  editVersion: 0,
  date: '2026-03-01T11:59:00.000Z',
  text: 'CA: abc',
  links: ['https://pump.fun/coin/abc'],
  receivedAt,
};

describe('rawMessageSchema', () => {
  it('takes a well-formed message as it is', () => {
    expect(rawMessageSchema.parse(message)).toEqual(message);
  });

  it('cleans every text field of every source and keeps what was sent in `original`', () => {
    const sent = {
      ...message,
      chatId: 'c\u0000',
      chatTitle: 'T\ud800',
      messageId: 'm\u001b',
      text: 'NUL \u0000 lone \udc00 end',
      links: ['https://a.b/\u0000'],
    };
    const parsed = rawMessageSchema.parse(sent);
    expect(parsed).toMatchObject({
      chatId: 'c\uFFFD',
      chatTitle: 'T\uFFFD',
      messageId: 'm\uFFFD',
      text: 'NUL \uFFFD lone \uFFFD end',
      links: ['https://a.b/\uFFFD'],
    });
    expect(parsed.original).toEqual({
      chatId: sent.chatId,
      chatTitle: sent.chatTitle,
      messageId: sent.messageId,
      text: sent.text,
      links: sent.links,
    });
    // The extractor checks it again: nothing changes, the record of what was sent stays.
    expect(rawMessageSchema.parse(parsed)).toEqual(parsed);
  });

  it('drops links that are no web links, so no screen can show them as one', () => {
    const parsed = rawMessageSchema.parse({
      ...message,
      links: ['javascript:alert(1)', 'https://ok.example/x', 'data:text/html,<script>'],
    });
    expect(parsed.links).toEqual(['https://ok.example/x']);
    expect(parsed.original?.links).toHaveLength(3);
  });

  it('takes a date further in the future than clocks drift as the time of receipt', () => {
    expect(rawMessageSchema.parse({ ...message, date: '2026-03-01T12:04:00.000Z' }).date).toBe('2026-03-01T12:04:00.000Z');
    const far = rawMessageSchema.parse({ ...message, date: '2099-01-01T00:00:00.000Z' });
    expect(far.date).toBe(receivedAt);
    expect(far.original).toEqual({ date: '2099-01-01T00:00:00.000Z' });
  });

  it('refuses dates before Telegram, off the calendar, and fields over their limits', () => {
    expect(rawMessageSchema.safeParse({ ...message, date: '2012-12-31T00:00:00Z' }).success).toBe(false);
    expect(rawMessageSchema.safeParse({ ...message, date: '2026-02-30T00:00:00Z' }).success).toBe(false);
    expect(rawMessageSchema.safeParse({ ...message, chatId: 'c'.repeat(201) }).success).toBe(false);
    expect(rawMessageSchema.safeParse({ ...message, text: 'x'.repeat(64 * 1024 + 1) }).success).toBe(false);
  });
});

describe('rawMessageJobId', () => {
  it('builds a readable id without colons for a Telegram chat', () => {
    expect(rawMessageJobId({ chatId: '-1001234', messageId: '5678', editVersion: 0 })).toBe('msg_-1001234_5678_v0');
  });

  it('escapes colons and separators so distinct messages never share an id', () => {
    const a = rawMessageJobId({ chatId: 'a:b', messageId: '1', editVersion: 0 });
    const b = rawMessageJobId({ chatId: 'a', messageId: 'b_1', editVersion: 0 });
    expect(a).not.toContain(':');
    expect(a).not.toBe(b);
  });

  it('gives an edit its own id', () => {
    const original = rawMessageJobId({ chatId: 'c', messageId: '1', editVersion: 0 });
    expect(rawMessageJobId({ chatId: 'c', messageId: '1', editVersion: 1 })).not.toBe(original);
  });
});
