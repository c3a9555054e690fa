import { describe, expect, it } from '@jest/globals';
import { matchingChats } from './chat-search';
import { aSourceChat } from './source-chat.fixture';

const alpha = aSourceChat();
const gems = aSourceChat({ chatId: '-1001000000002', title: 'Gem Hunters 💎', username: null, kind: 'supergroup' });
const degen = aSourceChat({ chatId: '-4000000003', title: 'degen club', username: 'DegenClub', kind: 'group' });
const chats = [alpha, gems, degen];

describe('matchingChats', () => {
  it('finds chats by part of the title or the @username, any case', () => {
    expect(matchingChats(chats, 'GEM')).toEqual([gems]);
    expect(matchingChats(chats, 'club')).toEqual([degen]);
    expect(matchingChats(chats, '@degenc')).toEqual([degen]);
    expect(matchingChats(chats, 'alphacalls')).toEqual([alpha]);
  });

  it('finds a chat by its id', () => {
    expect(matchingChats(chats, '-4000000003')).toEqual([degen]);
  });

  it('keeps every chat for an empty search and none for a search nothing holds', () => {
    expect(matchingChats(chats, '  ')).toBe(chats);
    expect(matchingChats(chats, 'pump')).toEqual([]);
  });
});
