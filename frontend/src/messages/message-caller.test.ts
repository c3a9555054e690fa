import { describe, expect, it } from '@jest/globals';
import { messageCaller } from './message-caller';

describe('messageCaller', () => {
  it('links the caller to their caller_link when it is a web address', () => {
    expect(messageCaller({ caller_name: 'Sol Sniper', caller_link: 'https://t.me/solsniperjoe' })).toEqual({
      name: 'Sol Sniper',
      url: 'https://t.me/solsniperjoe',
    });
  });

  it('links a Telegram handle to its page when there is no caller_link', () => {
    expect(messageCaller({ caller_name: '@solsniperjoe', caller_link: null })).toEqual({
      name: '@solsniperjoe',
      url: 'https://t.me/solsniperjoe',
    });
  });

  it('names a caller without a link when neither gives a web address', () => {
    expect(messageCaller({ caller_name: 'Joe', caller_link: 'javascript:alert(1)' })).toEqual({ name: 'Joe', url: null });
  });

  it('is none when the message names no caller', () => {
    expect(messageCaller({ caller_name: null, caller_link: 'https://t.me/x' })).toBeNull();
    expect(messageCaller({ caller_name: '  ', caller_link: null })).toBeNull();
  });
});
