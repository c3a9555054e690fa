import { describe, expect, it } from '@jest/globals';
import { aToken } from '../testing/fixtures';
import { channelOptions, matchingChannels, toggleChannel, tokensCalledBy } from './channel-filter';
import { withSearchText, withSortBy } from './dashboard-filter';
import { visibleTokens } from './visible-tokens';

const pepe = aToken({ token_address: 'Pepe1111', token_name: 'Pepe', caller_chat_ids: ['-1001', '-1002'], callers: 2 });
const relic = aToken({ token_address: 'Relic2222', token_name: 'Relic', caller_chat_ids: ['-1002'], callers: 1 });
const quiet = aToken({ token_address: 'Quiet3333', token_name: 'Quiet', caller_chat_ids: [], callers: 0 });
const tokens = [pepe, relic, quiet];
const addresses = (list: readonly { token_address: string }[]) => list.map((token) => token.token_address);

describe('the channel filter', () => {
  it('keeps every token while no channel is chosen', () => {
    expect(tokensCalledBy(tokens, [])).toBe(tokens);
  });

  it('keeps the tokens called by at least one chosen channel', () => {
    expect(addresses(tokensCalledBy(tokens, ['-1001']))).toEqual(['Pepe1111']);
    expect(addresses(tokensCalledBy(tokens, ['-1002']))).toEqual(['Pepe1111', 'Relic2222']);
    expect(addresses(tokensCalledBy(tokens, ['-1001', '-1002']))).toEqual(['Pepe1111', 'Relic2222']);
    expect(addresses(tokensCalledBy(tokens, ['-1009']))).toEqual([]);
  });

  it('narrows the list before the search and sort do, which still apply within it', () => {
    const called = tokensCalledBy(tokens, ['-1002']);
    expect(addresses(visibleTokens(called, new Map(), 'all', withSearchText('rel')))).toEqual(['Relic2222']);
    expect(addresses(visibleTokens(called, new Map(), 'all', withSortBy('tokenName')))).toEqual(['Pepe1111', 'Relic2222']);
  });

  it('adds a channel once, and takes a chosen one out', () => {
    expect(toggleChannel([], '-1001')).toEqual(['-1001']);
    expect(toggleChannel(['-1001'], '-1002')).toEqual(['-1001', '-1002']);
    expect(toggleChannel(['-1001', '-1002'], '-1001')).toEqual(['-1002']);
  });
});

describe('the channel picker', () => {
  const titled = [
    { chat_id: '-1002', chat_title: 'Late Owls' },
    { chat_id: '-1001', chat_title: 'Early Birds' },
    { chat_id: '-1003', chat_title: null },
    { chat_id: '-1004', chat_title: 'Archived Only' },
  ];

  it('offers every calling chat with its title and its tokens on the dashboard, most first, then by name; a chosen unknown chat too', () => {
    expect(channelOptions(tokens, titled, ['-1009'])).toEqual([
      { chatId: '-1002', title: 'Late Owls', tokens: 2 },
      { chatId: '-1001', title: 'Early Birds', tokens: 1 },
      { chatId: '-1003', title: null, tokens: 0 },
      { chatId: '-1009', title: null, tokens: 0 },
      { chatId: '-1004', title: 'Archived Only', tokens: 0 },
    ]);
  });

  it('offers the chats the tokens name even before the titles came', () => {
    expect(channelOptions(tokens, [], [])).toEqual([
      { chatId: '-1002', title: null, tokens: 2 },
      { chatId: '-1001', title: null, tokens: 1 },
    ]);
  });

  it('finds a chat by its title or id, in any case', () => {
    const options = channelOptions(tokens, titled, []);
    expect(matchingChannels(options, 'OWL').map((option) => option.chatId)).toEqual(['-1002']);
    expect(matchingChannels(options, '-1003').map((option) => option.chatId)).toEqual(['-1003']);
    expect(matchingChannels(options, '  ')).toBe(options);
  });
});
