import { describe, expect, it } from '@jest/globals';
import { rawMessageJobId } from './raw-message.js';

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
