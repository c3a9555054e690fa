import { describe, expect, it } from '@jest/globals';
import { anAlertMessage } from '../testing/fixtures';
import { isFoundBySearchKey, messageSearchParams, messageSearchQuery, type MessageFilters } from './message-search';
import { urlFromQueryKey } from './query-key-url';

describe('messageSearchParams', () => {
  it('asks for every message, old ones included, when no filter is set', () => {
    const params = messageSearchParams({ search: '  ', trending: 'all', messageType: 'all', chat: 'all' });
    expect(urlFromQueryKey(['/api/messages', params])).toBe('/api/messages?includeOld=true');
  });

  it('sends the trimmed search text, the trending circle and the message type', () => {
    const params = messageSearchParams({ search: ' Goblin Cat ', trending: '🔴', messageType: 'insider', chat: '-1001' });
    expect(params).toEqual({ q: 'Goblin Cat', trending: '🔴', type: 'insider', chat: '-1001', includeOld: true });
    expect(urlFromQueryKey(['/api/messages', params])).toBe(
      `/api/messages?q=Goblin+Cat&trending=${encodeURIComponent('🔴')}&type=insider&chat=-1001&includeOld=true`,
    );
  });
});

describe('isFoundBySearchKey', () => {
  const keyOf = (filters: Partial<MessageFilters>) =>
    messageSearchQuery({ search: '', trending: 'all', messageType: 'all', chat: 'all', ...filters }).queryKey;
  const message = anAlertMessage({ message_type: 'insider', trending_level: '🟢', message_text: 'Insider buy on POPCAT' });

  it('finds any message when no filter is set', () => {
    expect(isFoundBySearchKey(message, keyOf({}))).toBe(true);
  });

  it('finds a message of the chosen type and trending circle whose text contains the search, in any case', () => {
    expect(isFoundBySearchKey(message, keyOf({ search: ' buy ON pop ', trending: '🟢', messageType: 'insider' }))).toBe(true);
  });

  it('finds an address only whole, as the server does', () => {
    const mint = anAlertMessage({ message_text: 'CA: 8fdbLtFZ4Xn1aYQ8nRVXqhZKa2sM5UJj7AHQFC5Upump' });
    expect(isFoundBySearchKey(mint, keyOf({ search: '8fdbLtFZ4Xn1aYQ8nRVXqhZKa2sM5UJj7AHQFC5Upump' }))).toBe(true);
    expect(isFoundBySearchKey(mint, keyOf({ search: 'pump' }))).toBe(false);
  });

  it('leaves out a message another filter excludes', () => {
    expect(isFoundBySearchKey(message, keyOf({ messageType: 'curated' }))).toBe(false);
    expect(isFoundBySearchKey(message, keyOf({ trending: '🔴' }))).toBe(false);
    expect(isFoundBySearchKey(message, keyOf({ search: 'bonk' }))).toBe(false);
    expect(isFoundBySearchKey(message, keyOf({ chat: `${message.chat_id}0` }))).toBe(false);
    expect(isFoundBySearchKey(message, keyOf({ chat: message.chat_id }))).toBe(true);
    expect(isFoundBySearchKey(anAlertMessage({ trending_level: null }), keyOf({ trending: '🟢' }))).toBe(false);
  });

  it('finds nothing for a key that is not a tracer search', () => {
    expect(isFoundBySearchKey(message, ['/api/tokens'])).toBe(false);
  });
});
